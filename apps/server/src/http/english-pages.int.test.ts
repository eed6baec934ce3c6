import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { insertCatalogueFixture } from "../../test/fixtures.ts";
import { repoRoot } from "../config/paths.ts";

// The storefront's real renderer (from its source), in a page with index.html's language and
// markers: the English pages at /en, beside the Portuguese ones (issue 40).
const SHOP_URL = "https://loja.example.pt";
let shop: TestApp;

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), "shop-web-"));
  writeFileSync(
    join(dir, "index.html"),
    '<!doctype html>\n<html lang="pt-PT">\n  <head>\n    <title>Loja</title>\n  </head>\n  <body><div id="root"><!--app--><p>Carregando...</p><!--/app--></div></body>\n</html>',
  );
  shop = await createTestApp({
    prepare: insertCatalogueFixture,
    webDistDir: dir,
    webServerEntry: join(repoRoot, "apps/web/src/entry-server.tsx"),
    config: { PUBLIC_URL: SHOP_URL },
  });
});
afterAll(() => shop?.close());

async function page(url: string, status = 200) {
  const response = await shop.app.inject({ url });
  expect(response.statusCode, url).toBe(status);
  const html = response.body;
  const links = [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g)];
  return {
    html,
    lang: /<html lang="([^"]+)"/.exec(html)?.[1],
    canonical: /<link rel="canonical" href="(.*?)" \/>/.exec(html)?.[1]?.replaceAll("&amp;", "&"),
    alternates: Object.fromEntries(
      links.map(([, lang, href]) => [lang, href?.replaceAll("&amp;", "&")]),
    ),
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1] ?? "null"),
    ),
  };
}

/** Each page kind, at its Portuguese and English address. */
const PAIRS: Array<[pt: string, en: string]> = [
  ["/home", "/en/home"],
  ["/products?category=3", "/en/products?category=3"],
  ["/product/1", "/en/product/1"],
  ["/stores", "/en/stores"],
  ["/acessibilidade", "/en/accessibility"],
  ["/terms", "/en/terms"],
];

describe("the English pages", () => {
  it("answer every page kind at /en, in English, naming the Portuguese and each other", async () => {
    for (const [pt, en] of PAIRS) {
      const english = await page(en);
      const portuguese = await page(pt);
      expect(english.lang, en).toBe("en");
      expect(portuguese.lang, pt).toBe("pt-PT");
      const pair = {
        "pt-PT": `${SHOP_URL}${pt}`,
        en: `${SHOP_URL}${en}`,
        "x-default": `${SHOP_URL}${pt}`,
      };
      expect(english.alternates, en).toEqual(pair);
      expect(portuguese.alternates, pt).toEqual(pair);
      expect(english.canonical, en).toBe(`${SHOP_URL}${en}`);
      expect(portuguese.canonical, pt).toBe(`${SHOP_URL}${pt}`);
    }
  });

  it("render the product page in English, its price as English writes euros", async () => {
    const { html, jsonLd } = await page("/en/product/1");
    expect(html).toContain("Sandálias de pele entrançada</h1>");
    expect(html).toContain("€47.92");
    expect(html).not.toContain("47,92");
    expect(html).toContain("Add to cart");
    expect(html).toContain("<title>Sandálias de pele entrançada · Sapataria Lisboa</title>");
    expect(html).toContain('<meta property="og:locale" content="en_GB" />');
    const breadcrumb = jsonLd.find((data) => data["@type"] === "BreadcrumbList");
    expect(breadcrumb.itemListElement.map((step: { name: string }) => step.name)).toEqual([
      "Home",
      "Women's Shoes",
      "Sandálias",
      "Sandálias de pele entrançada",
    ]);
    const product = jsonLd.find((data) => data["@type"] === "Product");
    expect(product.offers.url).toBe(`${SHOP_URL}/en/product/1`);
  });

  it("keeps the Portuguese page as it was, its links staying Portuguese", async () => {
    const { html } = await page("/product/1");
    expect(html).toContain("47,92");
    expect(html).toContain("Adicionar ao carrinho");
    expect(html).toContain('<meta property="og:locale" content="pt_PT" />');
    expect(html).toContain('href="/en/product/1"');
    expect(html).not.toMatch(/href="\/en\/(?!product\/1")/);
  });

  it("render the legal pages' English prose under the notice that the Portuguese prevails", async () => {
    for (const [en, heading, portuguese] of [
      ["/en/terms", "8. Right of withdrawal and returns", "Direito legal de livre resolução"],
      ["/en/privacy", "1. Data controller", "O responsável pelo tratamento"],
      ["/en/customize", "Custom sizes", "Fazemos o modelo no tamanho"],
    ]) {
      const { html } = await page(en ?? "");
      expect(html, en).toContain(heading);
      expect(html, en).toContain("the Portuguese version prevails");
      expect(html, en).not.toContain(portuguese);
    }
    const { html } = await page("/terms");
    expect(html).toContain("Direito legal de livre resolução");
    expect(html).not.toContain("the Portuguese version prevails");
  });

  it("link every page of the English shell under /en, in English", async () => {
    const { html } = await page("/en/home");
    expect(html).toContain('href="/en/products?forShoe=1"');
    expect(html).toContain('href="/en/accessibility"');
    expect(html).not.toMatch(/href="\/(?:products|stores|about|terms)\b/);
    expect(html).toContain("Register / Sign in");
    expect(html).toContain('hrefLang="pt-PT"');
  });

  it("send /en home and Portuguese segments to English ones, an unknown address 404 in English", async () => {
    const root = await shop.app.inject({ url: "/en" });
    expect(root.statusCode).toBe(302);
    expect(root.headers.location).toBe("/en/home");
    const missing = await page("/en/nothing-here", 404);
    expect(missing.lang).toBe("en");
    expect(missing.html).toContain("Page not found");
    expect(missing.alternates).toEqual({});
    // A Portuguese segment under /en (a link of a feature not translated yet) leads to the English.
    const portuguese = await shop.app.inject({ url: "/en/encomenda/confirmada/abc" });
    expect(portuguese.statusCode).toBe(302);
    expect(portuguese.headers.location).toBe("/en/order/confirmed/abc");
    const accessibility = await shop.app.inject({ url: "/en/acessibilidade" });
    expect(accessibility.headers.location).toBe("/en/accessibility");
  });

  it("keep each language's page apart in the page cache", async () => {
    const first = await page("/en/products?category=3");
    const portuguese = await page("/products?category=3");
    const again = await page("/en/products?category=3");
    expect(portuguese.lang).toBe("pt-PT");
    expect(again.html).toBe(first.html);
  });
});

describe("the catalogue's words in English (issue 40)", () => {
  it("render a product and its category's page with the English the shop wrote, the Portuguese else", async () => {
    await shop.database.db
      .updateTable("products")
      .set({ title_en: "Suede knee-high boots", description_en: "Soft suede." })
      .where("id", "=", 2)
      .execute();
    await shop.database.db
      .updateTable("categories")
      .set({ name_en: "Boots" })
      .where("name", "=", "Botas")
      .execute();
    await vi.waitFor(async () => {
      const { html, jsonLd } = await page("/en/product/2");
      expect(html).toContain("<title>Suede knee-high boots · Sapataria Lisboa</title>");
      expect(html).toMatch(/<h1[^>]*>Suede knee-high boots<\/h1>/);
      expect(html).toContain("Soft suede.");
      const product = jsonLd.find((each) => each["@type"] === "Product");
      expect(product.name).toBe("Suede knee-high boots");
      const crumbs = jsonLd.find((each) => each["@type"] === "BreadcrumbList");
      expect(JSON.stringify(crumbs)).toContain('"Boots"');
    });
    const portuguese = await page("/product/2");
    expect(portuguese.html).toContain("<title>Botas altas de camurça · Sapataria Lisboa</title>");
    // A product without English: its Portuguese on the English page.
    const untranslated = await page("/en/product/1");
    expect(untranslated.html).toContain(
      "<title>Sandálias de pele entrançada · Sapataria Lisboa</title>",
    );
  });
});

describe("the sitemap in both languages", () => {
  it("lists each page in Portuguese and in English, with their hreflang", async () => {
    const response = await shop.app.inject({ url: "/sitemap.xml" });
    expect(response.statusCode).toBe(200);
    for (const path of ["/home", "/en/home", "/product/1", "/en/product/1", "/en/accessibility"]) {
      expect(response.body).toContain(`<loc>${SHOP_URL}${path}</loc>`);
    }
    expect(response.body).toContain(
      `<xhtml:link rel="alternate" hreflang="en" href="${SHOP_URL}/en/product/1"/>`,
    );
  });
});
