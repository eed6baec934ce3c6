import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { forgetKeptParts, keptPart, renderKeepingParts } from "./kept-parts";

// What the server renderer's build defines (vite.config.ts); the web tests render on Preact.
const build = globalThis as { __KEPT_PARTS__?: boolean };

let headerRenders = 0;
function Header({ phone, other }: { phone: string; other: string }) {
  headerRenders += 1;
  return (
    <header className="top">
      <a href="/home">Sapataria «Lisboa» &amp; filhos</a> {phone}
      <a href={other}>English</a>
      <a href={other}>English, in the drawer</a>
    </header>
  );
}

function page(product: string, phone = "213 000 000", route: string | null = "product") {
  const other = `/en/product/${product}`;
  return renderKeepingParts(route, { header: "header" }, { switch: `href="${other}"` }, () =>
    renderToString(
      <div id="shell">
        {keptPart("header", <Header phone={phone} other={other} />)}
        <main>{product}</main>
      </div>,
    ),
  );
}

beforeEach(() => {
  build.__KEPT_PARTS__ = true;
  headerRenders = 0;
  forgetKeptParts();
});
afterEach(() => {
  delete build.__KEPT_PARTS__;
  vi.useRealTimers();
});

describe("the layout's parts kept as HTML by the server renderer", () => {
  it("writes a route's part from the HTML its first page rendered, byte for byte", () => {
    const first = page("Botas");
    const second = page("Sandálias");
    expect(headerRenders).toBe(1);
    expect(second).toBe(first.replaceAll("Botas", "Sandálias"));
    expect(second.match(/href="\/en\/product\/Sandálias"/g)).toHaveLength(2);
    expect(second).toContain("Sapataria «Lisboa» &amp; filhos</a> 213 000 000");
  });

  it("renders it again once the data changed, after a minute, or for a page of another route", () => {
    page("Botas");
    forgetKeptParts();
    expect(page("Botas", "219 999 999")).toContain("219 999 999");
    expect(headerRenders).toBe(2);
    vi.useFakeTimers({ now: Date.now() + 60_000 });
    page("Botas");
    expect(headerRenders).toBe(3);
    page("Botas", "213 000 000", null);
    expect(headerRenders).toBe(4);
  });

  it("keeps no part that lacks the page's own words: every page renders it", () => {
    renderKeepingParts("product", { header: "header" }, { switch: 'href="/elsewhere"' }, () =>
      renderToString(<div>{keptPart("header", <Header phone="1" other="/en/product/1" />)}</div>),
    );
    page("Botas");
    expect(headerRenders).toBe(2);
  });

  it("is off outside the server renderer's build (React's renderer cannot write kept HTML)", () => {
    delete build.__KEPT_PARTS__;
    page("Botas");
    page("Botas");
    expect(headerRenders).toBe(2);
  });
});
