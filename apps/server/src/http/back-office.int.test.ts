import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";

let shop: TestApp;

/** A built app of its own: an index.html whose body names it, and one hashed asset. */
function fakeBuild(name: string, asset: string): string {
  const dir = mkdtempSync(join(tmpdir(), `shop-${name}-`));
  mkdirSync(join(dir, "assets"));
  writeFileSync(join(dir, "index.html"), `<!doctype html><html><body>${name}</body></html>`);
  writeFileSync(join(dir, "assets", asset), "console.log(1)");
  writeFileSync(join(dir, "favicon.svg"), "<svg></svg>");
  return dir;
}

beforeAll(async () => {
  shop = await createTestApp({
    webDistDir: fakeBuild("storefront", "app-1234.js"),
    adminDistDir: fakeBuild("back-office", "admin-5678.js"),
  });
});
afterAll(() => shop?.close());

const get = (url: string) => shop.app.inject({ url });

describe("the back office under /admin", () => {
  it("answers /admin and every page below it with its own index.html, never stored", async () => {
    for (const url of ["/admin", "/admin/", "/admin/mensagens/3", "/admin/equipa?page=2"]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["content-type"]).toContain("text/html");
      expect(response.headers["cache-control"]).toBe("no-store");
      expect(response.body).toContain("back-office");
    }
  });

  it("caches its hashed assets for a year and answers a missing file with 404", async () => {
    const asset = await get("/admin/assets/admin-5678.js");
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await get("/admin/favicon.svg")).headers["cache-control"]).toBe("no-cache");
    const missing = await get("/admin/assets/missing-0000.js");
    expect(missing.statusCode).toBe(404);
    expect(missing.json().valid).toBe(false);
    expect((await get("/admin/index.html")).headers["cache-control"]).toBe("no-store");
  });

  it("sends a CSP of its own scripts and styles only", async () => {
    const csp = (await get("/admin/painel")).headers["content-security-policy"] as string;
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("style-src 'self';");
    expect(csp).toContain("frame-src 'none'");
    expect(csp).not.toContain("stripe");
    const storefront = (await get("/home")).headers["content-security-policy"] as string;
    expect(storefront).toContain("https://js.stripe.com");
  });

  it("leaves the storefront's pages, assets and not-found handling as they were", async () => {
    for (const url of ["/home", "/administrador", "/qualquer/coisa"]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain("storefront");
      expect(response.headers["cache-control"]).toBe("no-cache");
    }
    expect((await get("/assets/app-1234.js")).statusCode).toBe(200);
    expect((await get("/assets/admin-5678.js")).statusCode).toBe(404);
    const api = await get("/api/admin/unknown");
    expect(api.statusCode).toBe(404);
    expect(api.json().valid).toBe(false);
  });
});
