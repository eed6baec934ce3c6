import { describe, expect, it } from "vitest";
import { shotFile, shotsIndex } from "./shots-index.mjs";

describe("shotsIndex", () => {
  const groups = [
    { title: "Loja", pages: [{ name: "cart", url: "/cart" }] },
    { title: "Back office", pages: [{ name: "admin-painel", url: "/admin/painel?a=1&b=2" }] },
  ];
  const html = shotsIndex(groups, [375, 1440], new Date("2026-11-26T10:00:00Z"));

  it("shows every page at every width, side by side, grouped", () => {
    expect(html.indexOf("<h2>Loja</h2>")).toBeLessThan(html.indexOf("<h2>Back office</h2>"));
    for (const name of ["cart", "admin-painel"]) {
      for (const width of [375, 1440]) expect(html).toContain(`src="${shotFile(name, width)}"`);
    }
    expect(html).toContain('width="375"');
    expect(html).toContain('width="720"');
  });

  it("escapes what it writes of the addresses", () => {
    expect(html).toContain("<code>/admin/painel?a=1&amp;b=2</code>");
  });
});
