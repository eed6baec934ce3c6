import { brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { compressedOnDemand, gzipAfter, gzipStart } from "./compression.ts";

const html = Buffer.from(`<!doctype html><p>${"Sandálias de couro, 89,90 € ".repeat(400)}</p>`);

describe("a page compressed on demand", () => {
  it("is compressed in the first visitor's encoding only, and keeps only that", async () => {
    const page = await compressedOnDemand(html, "br");
    const br = await page.in("br");
    expect(brotliDecompressSync(br).equals(html)).toBe(true);
    expect(page.size).toBe(br.length);
    expect(await page.in("br")).toBe(br);
  });

  it("makes another encoding once, on its first ask, and counts it then", async () => {
    const page = await compressedOnDemand(html, "br");
    const asks = [page.in("gzip"), page.in("gzip")];
    const [first, second] = await Promise.all(asks);
    expect(first).toBe(second);
    expect(gunzipSync(first as Buffer).equals(html)).toBe(true);
    expect(page.size).toBe((await page.in("br")).length + (first as Buffer).length);
  });

  it("gives a client that takes no encoding the page as it is, keeping it compressed", async () => {
    const page = await compressedOnDemand(html, null);
    expect((await page.in(null)).equals(html)).toBe(true);
    expect(page.size).toBeLessThan(html.length / 4);
  });
});

describe("gzip documents that share a start deflated once", () => {
  const start = Buffer.from(`<!doctype html><style>${".a{color:red}".repeat(4000)}</style>`);

  it("decode to the start then the rest, whatever the rest and however often", async () => {
    const kept = gzipStart(start);
    for (const rest of ["<p>Sandálias, 89,90 €</p>", "", "<p>Botas</p>".repeat(5000)]) {
      const document = await gzipAfter(kept, Buffer.from(rest));
      expect(gunzipSync(document).toString()).toBe(`${start}${rest}`);
    }
  });

  it("deflate only the rest: a page is about as small as the whole deflated at once", async () => {
    const names = ["Botas de montar", "Sabrinas de bico fino", "Ténis de corrida", "Sandálias"];
    const products = Array.from(
      { length: 300 },
      (_, i) =>
        `<li><a href="/product/${i + 1}">${names[i % 4]} ${i}</a> <span>${(i * 7.3 + 19).toFixed(2).replace(".", ",")} €</span></li>`,
    );
    const rest = Buffer.from(`<main><ul>${products.join("")}</ul></main>`);
    const document = await gzipAfter(gzipStart(start), rest);
    const whole = gzipSync(Buffer.concat([start, rest]));
    expect(document.length).toBeLessThan(whole.length * 1.1);
  });

  it("work from an empty start", async () => {
    const document = await gzipAfter(gzipStart(Buffer.alloc(0)), Buffer.from("<p>Olá</p>"));
    expect(gunzipSync(document).toString()).toBe("<p>Olá</p>");
  });
});
