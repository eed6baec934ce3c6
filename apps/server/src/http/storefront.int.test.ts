import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { insertCatalogueFixture } from "../../test/fixtures.ts";
import { changeProduct } from "../../test/shop-data.ts";

let shop: TestApp;

function fakeStorefront(): string {
  const dir = mkdtempSync(join(tmpdir(), "shop-web-"));
  mkdirSync(join(dir, "assets"));
  writeFileSync(
    join(dir, "index.html"),
    '<!doctype html><html><head><title>Loja</title><meta name="description" content="x" /></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dir, "assets", "app-1234.js"), "console.log(1)");
  return dir;
}

beforeAll(async () => {
  shop = await createTestApp({
    prepare: insertCatalogueFixture,
    webDistDir: fakeStorefront(),
    config: { PUBLIC_URL: "https://loja.example.pt" },
  });
});
afterAll(() => shop?.close());

describe("the storefront", () => {
  it("answers every page route with index.html", async () => {
    for (const url of ["/home", "/account/settings", "/qualquer/coisa"]) {
      const response = await shop.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toContain("text/html");
      expect(response.body).toContain('<div id="root">');
    }
  });

  it("caches hashed assets for a year and answers a missing one with 404", async () => {
    const asset = await shop.app.inject({ url: "/assets/app-1234.js" });
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await shop.app.inject({ url: "/assets/missing-0000.js" })).statusCode).toBe(404);
  });

  it("gives a product page its own title and preview tags", async () => {
    const response = await shop.app.inject({ url: "/product/1" });
    expect(response.body).toContain(
      "<title>Sandálias de pele entrançada · Sapataria Lisboa</title>",
    );
    expect(response.body).toContain(
      '<meta property="og:image" content="https://loja.example.pt/media/products/sl-0001-1.svg" />',
    );
    expect(response.body).toContain("47,92 €. Compre online");
    expect(response.body.match(/<title>/g)).toHaveLength(1);
    const unknown = await shop.app.inject({ url: "/product/999999" });
    expect(unknown.body).toContain("<title>Página não encontrada · Sapataria Lisboa</title>");
  });

  it("previews an uploaded picture by its JPEG", async () => {
    const hash = "c0".repeat(32);
    await changeProduct(shop, 2, { pictures: [`pictures/${hash}-1200x1200`], thumbnail_index: 0 });
    const response = await shop.app.inject({ url: "/product/2" });
    expect(response.body).toContain(
      `<meta property="og:image" content="https://loja.example.pt/media/pictures/${hash}/800.jpg" />`,
    );
  });

  it("keeps unknown API paths on the JSON envelope", async () => {
    const response = await shop.app.inject({ url: "/api/unknown" });
    expect(response.statusCode).toBe(404);
    expect(response.json().valid).toBe(false);
  });
});
