import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.ts";
import { insertCatalogueFixture } from "../../../test/fixtures.ts";
import { setOnlineStock } from "../../../test/purchases.ts";

let shop: TestApp;
const SHOP_URL = "https://loja.example.pt";

function fakeStorefront(): string {
  const dir = mkdtempSync(join(tmpdir(), "shop-web-"));
  mkdirSync(join(dir, "assets"));
  writeFileSync(
    join(dir, "index.html"),
    '<!doctype html><html lang="pt-PT"><head><title>Loja</title><meta name="description" content="x" /></head><body><div id="root"></div></body></html>',
  );
  return dir;
}

beforeAll(async () => {
  shop = await createTestApp({
    prepare: insertCatalogueFixture,
    webDistDir: fakeStorefront(),
    config: { PUBLIC_URL: SHOP_URL },
  });
});
afterAll(() => shop?.close());

async function head(url: string) {
  const response = await shop.app.inject({ url });
  expect(response.statusCode).toBe(200);
  const html = response.body;
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? "null"),
  );
  return {
    html,
    title: /<title>(.*?)<\/title>/.exec(html)?.[1],
    description: /<meta name="description" content="(.*?)" \/>/.exec(html)?.[1],
    canonical:
      /<link rel="canonical" href="(.*?)" \/>/.exec(html)?.[1]?.replaceAll("&amp;", "&") ?? null,
    noindex: html.includes('<meta name="robots" content="noindex" />'),
    jsonLd,
  };
}

describe("a product page's head", () => {
  it("has its title, description, canonical and a Product with its offer and breadcrumb", async () => {
    const page = await head("/product/1?utm_source=newsletter");
    expect(page.title).toBe("Sandálias de pele entrançada · Sapataria Lisboa");
    expect(page.description).toBe(
      "Sandálias de pele entrançada · Fabbrica Verona · Sapatos Mulher › Sandálias · 47,92\u00a0€. Compre online na Sapataria Lisboa ou visite as nossas lojas em Lisboa.",
    );
    expect(page.canonical).toBe(`${SHOP_URL}/product/1`);
    expect(page.noindex).toBe(false);
    const [product, breadcrumb] = page.jsonLd;
    expect(product).toMatchObject({
      "@type": "Product",
      name: "Sandálias de pele entrançada",
      sku: "SL-0001",
      brand: { "@type": "Brand", name: "Fabbrica Verona" },
      image: [`${SHOP_URL}/media/products/sl-0001-1.svg`],
      offers: {
        price: "47.92",
        priceCurrency: "EUR",
        availability: "https://schema.org/InStock",
        url: `${SHOP_URL}/product/1`,
      },
    });
    expect(breadcrumb["@type"]).toBe("BreadcrumbList");
    expect(breadcrumb.itemListElement.map((step: { name: string }) => step.name)).toEqual([
      "Início",
      "Sapatos Mulher",
      "Sandálias",
      "Sandálias de pele entrançada",
    ]);
  });

  it("says a product without online stock is out of stock", async () => {
    const [product] = (await head("/product/2")).jsonLd;
    expect(product.offers.availability).toBe("https://schema.org/OutOfStock");
  });

  it("follows the online stock: sold out online, the offer says so once the database tells", async () => {
    const availability = async () => (await head("/product/1")).jsonLd[0].offers.availability;
    expect(await availability()).toBe("https://schema.org/InStock");
    const before = await shop.database.db
      .selectFrom("stock")
      .select(["size", "quantity"])
      .where("product_id", "=", 1)
      .where("store_id", "is", null)
      .execute();
    for (const { size } of before) await setOnlineStock(shop.database, 1, size, 0);
    await expect.poll(availability).toBe("https://schema.org/OutOfStock");
    for (const { size, quantity } of before) {
      await setOnlineStock(shop.database, 1, size, quantity);
    }
    await expect.poll(availability).toBe("https://schema.org/InStock");
  });

  it("keeps a product no longer on sale out of the index", async () => {
    const page = await head("/product/6");
    expect(page.title).toBe("Página não encontrada · Sapataria Lisboa");
    expect(page.noindex).toBe(true);
    expect(page.jsonLd).toEqual([]);
  });
});

describe("a list's head", () => {
  it("is titled like the list's heading, its canonical keeping only what defines the list", async () => {
    const category = await head("/products?utm_source=x&category=1&sort=price");
    expect(category.title).toBe("Sandálias · Sapataria Lisboa");
    expect(category.description).toContain("Sandálias (Sapatos Mulher) na Sapataria Lisboa");
    expect(category.canonical).toBe(`${SHOP_URL}/products?category=1`);
    const group = await head("/products?forShoe=1&isWomen=1&isMen=0");
    expect(group.title).toBe("Sapatos Mulher · Sapataria Lisboa");
    expect(group.canonical).toBe(`${SHOP_URL}/products?isWomen=1&forShoe=1`);
    const all = await head("/products");
    expect(all.title).toBe("Todos os produtos · Sapataria Lisboa");
    expect(all.canonical).toBe(`${SHOP_URL}/products`);
  });

  it("keeps a category that does not exist out of the index", async () => {
    const page = await head("/products?category=999");
    expect(page.title).toBe("Categoria não encontrada · Sapataria Lisboa");
    expect(page.noindex).toBe(true);
    expect(page.canonical).toBeNull();
  });

  it("keeps searches out of the index: their words are whatever a link says", async () => {
    const page = await head("/products?search=%20botas%20&isWomen=1");
    expect(page.title).toBe("Resultados para “botas” · Sapataria Lisboa");
    expect(page.noindex).toBe(true);
    expect(page.canonical).toBeNull();
  });
});

describe("the other pages' heads", () => {
  it("gives each public page its title and canonical; home is /home", async () => {
    for (const [url, title, canonical] of [
      ["/", "Início", "/home"],
      ["/home", "Início", "/home"],
      ["/contacts", "Contactos", "/contacts"],
      ["/about/", "Quem somos", "/about"],
      ["/terms", "Termos e Condições", "/terms"],
      ["/privacy", "Política de Privacidade", "/privacy"],
      ["/customize", "À medida", "/customize"],
    ] as const) {
      const page = await head(url);
      expect(page.title).toBe(`${title} · Sapataria Lisboa`);
      expect(page.canonical).toBe(`${SHOP_URL}${canonical}`);
      expect(page.noindex).toBe(false);
      expect(page.description?.length).toBeGreaterThan(50);
    }
  });

  it("describes every physical store as a ShoeStore", async () => {
    const page = await head("/stores");
    expect(page.canonical).toBe(`${SHOP_URL}/stores`);
    expect(page.jsonLd.map((store) => store.name)).toEqual(["Baixa", "Chiado"]);
    expect(page.jsonLd[1]).toMatchObject({
      "@type": "ShoeStore",
      telephone: "+351213000002",
      address: { "@type": "PostalAddress", streetAddress: "Rua Garrett 10", addressCountry: "PT" },
    });
  });

  it("keeps private pages and unknown addresses out of the index", async () => {
    for (const [url, title] of [
      ["/cart", "Carrinho"],
      ["/checkout", "Finalizar compra"],
      ["/account/settings", "Os meus dados"],
      ["/sign/recover/abc123", "Nova palavra-passe"],
      ["/sandbox/multibanco", "Banco de testes (MULTIBANCO)"],
      ["/offline", "Manutenção"],
      ["/qualquer/coisa", "Página não encontrada"],
    ] as const) {
      const page = await head(url);
      expect(page.title).toBe(`${title} · Sapataria Lisboa`);
      expect(page.noindex).toBe(true);
      expect(page.canonical).toBeNull();
    }
  });
});

describe("sitemap.xml", () => {
  it("lists the pages, the lists and the products on sale, as XML", async () => {
    const response = await shop.app.inject({ url: "/sitemap.xml" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/xml; charset=utf-8");
    expect(response.body).toContain(`<loc>${SHOP_URL}/home</loc>`);
    expect(response.body).toContain(`<loc>${SHOP_URL}/products?category=1</loc>`);
    expect(response.body).toContain(`<loc>${SHOP_URL}/products?isWomen=1&amp;forShoe=1</loc>`);
    expect(response.body).toMatch(
      new RegExp(`<loc>${SHOP_URL}/product/1</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`),
    );
    expect(response.body).not.toContain(`<loc>${SHOP_URL}/product/6</loc>`);
    const again = await shop.app.inject({
      url: "/sitemap.xml",
      headers: { "if-none-match": String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it("shows a new product once the catalogue says it changed", async () => {
    const { id } = await shop.database.db
      .insertInto("products")
      .values({ ref: "SL-9001", title: "Botins novos", category_id: 2, price_cents: 9990 })
      .returning("id")
      .executeTakeFirstOrThrow();
    await vi.waitFor(
      async () => {
        const response = await shop.app.inject({ url: "/sitemap.xml" });
        expect(response.body).toContain(`<loc>${SHOP_URL}/product/${id}</loc>`);
      },
      { timeout: 5000, interval: 50 },
    );
  });
});

describe("robots.txt", () => {
  it("lets crawlers into the shop, not its private pages, and names the sitemap", async () => {
    const response = await shop.app.inject({ url: "/robots.txt" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(response.body).toContain("User-agent: *\nAllow: /\n");
    expect(response.body).toContain("Disallow: /checkout\n");
    expect(response.body).toContain(`Sitemap: ${SHOP_URL}/sitemap.xml`);
  });
});
