import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { insertCatalogueFixture } from "../../test/fixtures.ts";
import { changeProduct, viewCountOf } from "../../test/shop-data.ts";
import { repoRoot } from "../config/paths.ts";

// The storefront's real renderer, from its source, inside the page of a minimal index.html with the
// markers of the real one. Vitest runs it on React DOM's server renderer: the build's, on Preact
// (decision 005), is what the journeys fetch (e2e/server-rendering.spec.ts and every page they open).
const renderer = join(repoRoot, "apps/web/src/entry-server.tsx");
let shop: TestApp;
/** The API calls Fastify's routing saw (the renderer's own included). */
let routedCalls: string[] = [];

function storefrontPage(): string {
  const dir = mkdtempSync(join(tmpdir(), "shop-web-"));
  writeFileSync(
    join(dir, "index.html"),
    '<!doctype html><html><head><title>Loja</title></head><body><div id="root"><!--app--><p>Carregando...</p><!--/app--></div></body></html>',
  );
  return dir;
}

beforeAll(async () => {
  shop = await createTestApp({
    prepare: insertCatalogueFixture,
    webDistDir: storefrontPage(),
    webServerEntry: renderer,
    config: { PUBLIC_URL: "https://loja.example.pt" },
    extraRoutes(app) {
      app.addHook("onRequest", (request, _reply, done) => {
        if (request.url.startsWith("/api/")) routedCalls.push(request.url);
        done();
      });
    },
  });
});
afterAll(() => shop?.close());

async function setWebsiteOnline(online: boolean): Promise<void> {
  await shop.database.db
    .updateTable("settings")
    .set({ website_online: online })
    .where("id", "=", 1)
    .execute();
  shop.app.shop.content.invalidate();
}

describe("the storefront rendered on the server", () => {
  it("renders a product page with its name, price and picture, logged out", async () => {
    const response = await shop.app.inject({ url: "/product/1" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("Sandálias de pele entrançada</h1>");
    expect(response.body).toContain("47,92");
    // The main picture is asked for by the HTML itself, early and first.
    expect(response.body).toMatch(
      /<img[^>]+fetchPriority="high"[^>]+src="\/media\/products\/sl-0001-1.svg"/,
    );
    expect(response.body).toContain("Registar / Entrar");
    expect(response.body).not.toContain("Carregando...");
    // Its own title and preview tags, as before.
    expect(response.body).toContain(
      "<title>Sandálias de pele entrançada · Sapataria Lisboa</title>",
    );
  });

  it("sends a rendered page compressed as the browser asks, the same page each time", async () => {
    const plain = await shop.app.inject({ url: "/product/3" });
    for (const [encoding, decompress] of [
      ["br", brotliDecompressSync],
      ["gzip", gunzipSync],
    ] as const) {
      for (let time = 0; time < 2; time += 1) {
        const response = await shop.app.inject({
          url: "/product/3",
          headers: { "accept-encoding": `${encoding}, deflate` },
        });
        expect(response.headers["content-encoding"]).toBe(encoding);
        expect(response.headers.vary).toMatch(/accept-encoding/i);
        expect(decompress(response.rawPayload).toString()).toBe(plain.body);
      }
    }
    expect(plain.headers["content-encoding"]).toBeUndefined();
  });

  it("renders a page for a browser in gzip, its start deflated once, and sends brotli from then on", async () => {
    const browser = { "accept-encoding": "gzip, deflate, br, zstd" };
    const first = await shop.app.inject({ url: "/product/6", headers: browser });
    const later = await shop.app.inject({ url: "/product/6", headers: browser });
    const plain = await shop.app.inject({ url: "/product/6" });
    expect(plain.body).toContain("</html>");
    expect(first.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(first.rawPayload).toString()).toBe(plain.body);
    expect(later.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(later.rawPayload).toString()).toBe(plain.body);
  });

  it("hands the browser the data it rendered from, which no text can break out of", async () => {
    await changeProduct(shop, 2, {
      description: "Pele </script><script>alert(1)</script><!-- macia",
    });
    const { body } = await shop.app.inject({ url: "/product/2" });
    const block = body.match(
      /<script type="application\/json" id="server-render">([\s\S]*?)<\/script>/,
    )?.[1];
    expect(block).toBeDefined();
    expect(block).not.toMatch(/[<>]/);
    const data = JSON.parse(block ?? "");
    expect(data.path).toBe("/product/2");
    const page = data.queries.queries.find(
      (query: { queryKey: unknown[] }) => query.queryKey.join() === "products,product,2",
    );
    expect(page.state.data.description).toBe("Pele </script><script>alert(1)</script><!-- macia");
    expect(body).not.toContain("<script>alert(1)");
  });

  it("renders a page again once the catalogue changed (rendered pages are kept until then)", async () => {
    const before = await shop.app.inject({ url: "/product/4" });
    expect(before.body).toContain("Mala tiracolo</h1>");
    await changeProduct(shop, 4, { title: "Mala tiracolo de pele" });
    const after = await shop.app.inject({ url: "/product/4" });
    expect(after.body).toContain("Mala tiracolo de pele</h1>");
  });

  it("renders the listing of the address's search", async () => {
    const { statusCode, body } = await shop.app.inject({ url: "/products?search=botas" });
    expect(statusCode).toBe(200);
    expect(body).toContain("Botas altas de camurça");
    expect(body).not.toContain("Sandálias de pele entrançada</");
  });

  it("renders a listing for its own query, written one way, whatever else the address adds", async () => {
    const listing = await shop.app.inject({ url: "/products?gclid=1&search=botas&size=38%2C5" });
    expect(listing.statusCode).toBe(200);
    // The browser keeps its address; the data says which page was rendered.
    expect(listing.body).toContain(String.raw`"path":"/products?search=botas\u0026size=38.5"`);
  });

  it("counts a view of a product page sent from the cache, as of one it renders", async () => {
    await shop.app.shop.catalog.flushViews();
    const before = await viewCountOf(shop, 5);
    // Rendered (its API call counts), sent from the cache (counted by its path, query left out),
    // and another address of the same product rendered.
    for (const url of ["/product/5?from=home", "/product/5?from=home", "/product/5"]) {
      expect((await shop.app.inject({ url })).statusCode).toBe(200);
    }
    await shop.app.shop.catalog.flushViews();
    expect(await viewCountOf(shop, 5)).toBe(before + 3);
  });

  it("takes the API's answers as ready bytes, kept or made as their routes make them, without routing (the persistent data, a product, the payment methods)", async () => {
    // The persistent data kept, as after any page. Nothing asked for product 7 before: its answer
    // is made as its route makes it, and kept (the page's head, read beside the render, may keep
    // it first; readyBody's making itself: ready-answers.test.ts).
    await shop.app.inject({ url: "/api/public/persistent" });
    routedCalls = [];
    const page = await shop.app.inject({ url: "/product/7" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('"id":7');
    expect(routedCalls).toEqual([]);
    expect(shop.app.shop.catalog.productPageReady(7)?.value.id).toBe(7);
  });

  it("answers an unknown address and an unknown product with 404 and the 404 page", async () => {
    for (const url of [
      "/qualquer/coisa",
      "/product/999999",
      "/product/abc",
      "//outro.example/home",
    ]) {
      const response = await shop.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toContain("Página não encontrada");
    }
  });

  it("leaves the customer's pages to the browser, inside the shop's header", async () => {
    for (const url of ["/cart", "/account/settings", "/sign"]) {
      const response = await shop.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain("Carregando...");
      expect(response.body).toContain("Registar / Entrar");
    }
  });

  it("answers every page 503 with Retry-After and the offline page while the website is off", async () => {
    await setWebsiteOnline(false);
    try {
      for (const url of ["/home", "/product/1", "/offline"]) {
        const response = await shop.app.inject({ url });
        expect(response.statusCode, url).toBe(503);
        expect(response.headers["retry-after"]).toBeDefined();
        expect(response.body).toContain("Manutenção");
      }
      const api = await shop.app.inject({ url: "/api/public/persistent" });
      expect(api.statusCode).toBe(200);
      expect(api.json().valid).toBe(true);
    } finally {
      await setWebsiteOnline(true);
    }
    const home = await shop.app.inject({ url: "/home" });
    expect(home.statusCode).toBe(200);
  });

  it("redirects where the browser's router does", async () => {
    const root = await shop.app.inject({ url: "/" });
    expect(root.statusCode).toBe(302);
    expect(root.headers.location).toBe("/home");
    const offline = await shop.app.inject({ url: "/offline" });
    expect(offline.headers.location).toBe("/home");
  });
});
