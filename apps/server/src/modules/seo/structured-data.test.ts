import { type CategoryTree, PAGE_TEXTS, type Product, type StoreHours } from "@shop/shared";
import { describe, expect, it } from "vitest";
import {
  jsonLdText,
  type PageMeta,
  withDocumentLanguage,
  withPageMeta,
} from "../../http/page-meta.ts";
import { robotsTxt, sitemapEntries, sitemapXml } from "./sitemap.ts";
import {
  breadcrumbJsonLd,
  openingHoursSpecification,
  postalAddress,
  productJsonLd,
  storeJsonLd,
} from "./structured-data.ts";

const addresses = { publicUrl: "https://loja.example.pt", mediaBase: "https://cdn.example.pt/m/" };

const product: Product & { description: string } = {
  id: 7,
  ref: "SL-0007",
  title: "Sandálias de pele",
  price: 59.9,
  discount: 0,
  referencePrice: null,
  reduction: 0,
  // The first picture is the main one (an index an older client left is not followed).
  pictures: [`pictures/${"ab".repeat(32)}-1200x1200`, "products/a.svg"],
  thumbnailIndex: 1,
  tags: [],
  sizes: ["37", "38"],
  brandId: 1,
  categoryId: 3,
  colorId: null,
  colorManual: null,
  dataPublished: "2026-10-01",
  newCollection: false,
  description: "Pele macia, sola de borracha.",
};

const tree: CategoryTree = {
  shoesWomen: [
    { id: 3, name: "Sandálias", isWoman: true, isMan: false, forShoe: true, forAccessorie: false },
  ],
  shoesMen: [],
  accessoriesWomen: [],
  accessoriesMen: [],
};

const details = { brand: "Atelier do Chiado", inStockOnline: true, description: "Resumo." };

describe("a product's structured data", () => {
  it("offers a product on sale at its price, in stock online, with absolute picture and address", () => {
    expect(productJsonLd(product, details, addresses)).toEqual({
      "@context": "https://schema.org",
      "@type": "Product",
      name: "Sandálias de pele",
      description: "Pele macia, sola de borracha.",
      sku: "SL-0007",
      image: [`https://cdn.example.pt/m/pictures/${"ab".repeat(32)}/800.jpg`],
      brand: { "@type": "Brand", name: "Atelier do Chiado" },
      url: "https://loja.example.pt/product/7",
      offers: {
        "@type": "Offer",
        url: "https://loja.example.pt/product/7",
        price: "59.90",
        priceCurrency: "EUR",
        availability: "https://schema.org/InStock",
        itemCondition: "https://schema.org/NewCondition",
      },
    });
  });

  it("offers a discounted product at the price paid, its 30-day reference struck through", () => {
    const data = productJsonLd(
      { ...product, discount: 20, referencePrice: 54.9, reduction: 12 },
      details,
      addresses,
    );
    expect(data.offers).toMatchObject({
      price: "47.92",
      priceCurrency: "EUR",
      priceSpecification: {
        "@type": "UnitPriceSpecification",
        priceType: "https://schema.org/StrikethroughPrice",
        price: "54.90",
        priceCurrency: "EUR",
      },
    });
  });

  it("strikes no price through for a discount that announces no reduction", () => {
    const data = productJsonLd({ ...product, discount: 20 }, details, addresses);
    expect(data.offers).toMatchObject({ price: "47.92" });
    expect(data.offers).not.toHaveProperty("priceSpecification");
  });

  it("says a product sold out online is out of stock, whatever the stores hold", () => {
    const data = productJsonLd(product, { ...details, inStockOnline: false }, addresses);
    expect(data.offers).toMatchObject({ availability: "https://schema.org/OutOfStock" });
  });

  it("names a product without title by its ref, without brand nor description of its own", () => {
    const data = productJsonLd(
      { ...product, title: null, description: " ", pictures: [] },
      { ...details, brand: null },
      addresses,
    );
    expect(data.name).toBe("Artigo SL-0007");
    expect(data.description).toBe("Resumo.");
    expect(data).not.toHaveProperty("brand");
    expect(data).not.toHaveProperty("image");
  });

  it("places it in a breadcrumb: Início, its group's list, its category's list, itself", () => {
    expect(breadcrumbJsonLd(product, tree, addresses, PAGE_TEXTS.pt)).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Início", item: "https://loja.example.pt/home" },
        {
          "@type": "ListItem",
          position: 2,
          name: "Sapatos Mulher",
          item: "https://loja.example.pt/products?isWomen=1&forShoe=1",
        },
        {
          "@type": "ListItem",
          position: 3,
          name: "Sandálias",
          item: "https://loja.example.pt/products?category=3",
        },
        {
          "@type": "ListItem",
          position: 4,
          name: "Sandálias de pele",
          item: "https://loja.example.pt/product/7",
        },
      ],
    });
    const lost = breadcrumbJsonLd({ ...product, categoryId: 99 }, tree, addresses, PAGE_TEXTS.pt);
    expect((lost.itemListElement as unknown[]).length).toBe(2);
  });

  it("writes the breadcrumb and the product's addresses in an English page's language", () => {
    const steps = breadcrumbJsonLd(product, tree, addresses, PAGE_TEXTS.en).itemListElement;
    expect(steps).toEqual([
      expect.objectContaining({ name: "Home", item: "https://loja.example.pt/en/home" }),
      expect.objectContaining({
        name: "Women's Shoes",
        item: "https://loja.example.pt/en/products?isWomen=1&forShoe=1",
      }),
      expect.objectContaining({ item: "https://loja.example.pt/en/products?category=3" }),
      expect.objectContaining({ item: "https://loja.example.pt/en/product/7" }),
    ]);
    const data = productJsonLd(product, details, addresses, "en");
    expect(data.url).toBe("https://loja.example.pt/en/product/7");
  });
});

describe("a store's structured data", () => {
  const hours: StoreHours = {
    mon: [
      { opens: "10:00", closes: "13:00" },
      { opens: "15:00", closes: "19:30" },
    ],
    tue: [
      { opens: "10:00", closes: "13:00" },
      { opens: "15:00", closes: "19:30" },
    ],
    wed: [],
    thu: [],
    fri: [],
    sat: [{ opens: "10:00", closes: "13:00" }],
    sun: [],
  };

  it("turns the week's hours into opening hours, days sharing each range, closed days left out", () => {
    expect(openingHoursSpecification(hours)).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: [
          "https://schema.org/Monday",
          "https://schema.org/Tuesday",
          "https://schema.org/Saturday",
        ],
        opens: "10:00",
        closes: "13:00",
      },
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["https://schema.org/Monday", "https://schema.org/Tuesday"],
        opens: "15:00",
        closes: "19:30",
      },
    ]);
  });

  it("reads a Portuguese address into its parts", () => {
    expect(postalAddress("Rua Augusta, 142, 1100-053 Lisboa")).toEqual({
      "@type": "PostalAddress",
      streetAddress: "Rua Augusta, 142",
      postalCode: "1100-053",
      addressLocality: "Lisboa",
      addressCountry: "PT",
    });
    expect(postalAddress("Rua Garrett 10")).toMatchObject({ streetAddress: "Rua Garrett 10" });
  });

  it("describes a shoe store with its phone, map, picture and hours", () => {
    const store = {
      id: 2,
      name: "Chiado",
      address: "Rua Garrett, 58, 1200-204 Lisboa",
      phone: "213 468 305",
      mapLink: "https://maps.example/?q=chiado",
      thumbnail: "stores/chiado.svg",
      ordering: 1,
      hours,
      pickup: true,
    };
    expect(storeJsonLd(store, addresses)).toMatchObject({
      "@type": "ShoeStore",
      "@id": "https://loja.example.pt/stores#store-2",
      name: "Chiado",
      telephone: "+351213468305",
      url: "https://loja.example.pt/stores",
      image: "https://cdn.example.pt/m/stores/chiado.svg",
      hasMap: "https://maps.example/?q=chiado",
      address: { postalCode: "1200-204" },
    });
    const bare = storeJsonLd({ ...store, hours: null, mapLink: "", phone: "" }, addresses);
    expect(bare).not.toHaveProperty("openingHoursSpecification");
    expect(bare).not.toHaveProperty("hasMap");
    expect(bare).not.toHaveProperty("telephone");
  });
});

describe("writing it in the page", () => {
  const meta: PageMeta = {
    language: "pt",
    title: "Mala $& </title><script>x</script> · Sapataria Lisboa",
    description: 'Diz "olá" & adeus',
    canonical: "https://loja.example.pt/product/7",
    alternates: [
      { hreflang: "pt-PT", href: "https://loja.example.pt/product/7" },
      { hreflang: "en", href: "https://loja.example.pt/en/product/7" },
    ],
    noindex: false,
    type: "product",
    image: null,
    jsonLd: [{ name: "</script><!-- <b>&" }],
  };
  const page =
    '<html><head><title>Loja</title>\n<meta\n  name="description"\n  content="x"\n/><title>Quem somos</title><meta property="og:title" content="y"></head><body><svg><title>Carrinho</title></svg></body></html>';

  it("escapes the JSON-LD so no text closes its script or opens a comment", () => {
    const text = jsonLdText({ name: "</script><!-- a & b \u2028" });
    expect(text).toBe('{"name":"\\u003c/script\\u003e\\u003c!-- a \\u0026 b \\u2028"}');
    expect(JSON.parse(text)).toEqual({ name: "</script><!-- a & b \u2028" });
  });

  it("replaces the document's title and description, escaping every text", () => {
    const html = withPageMeta(page, meta);
    expect(html.match(/<title>/g)).toHaveLength(2);
    expect(html).toContain("<svg><title>Carrinho</title></svg>");
    expect(html.match(/property="og:title"/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain(
      "<title>Mala $&amp; &lt;/title&gt;&lt;script&gt;x&lt;/script&gt; · Sapataria Lisboa</title>",
    );
    expect(html).toContain('content="Diz &quot;olá&quot; &amp; adeus"');
    expect(html).toContain('<link rel="canonical" href="https://loja.example.pt/product/7" />');
    expect(html).toContain(
      '<script type="application/ld+json">{"name":"\\u003c/script\\u003e\\u003c!-- \\u003cb\\u003e\\u0026"}</script>',
    );
    expect(html).not.toContain('name="robots"');
    expect(html).toContain(
      '<link rel="alternate" hreflang="en" href="https://loja.example.pt/en/product/7" />',
    );
    expect(html).toContain('<meta property="og:locale" content="pt_PT" />');
  });

  it("says an English page's locale, and its document's language", () => {
    const html = withPageMeta('<html lang="pt-PT"><head></head></html>', {
      ...meta,
      language: "en",
    });
    expect(html).toContain('<meta property="og:locale" content="en_GB" />');
    expect(withDocumentLanguage(html, "en")).toMatch(/^<html lang="en">/);
  });

  it("marks a private page noindex, without canonical", () => {
    const html = withPageMeta(page, { ...meta, canonical: null, noindex: true, jsonLd: [] });
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).not.toContain("canonical");
    expect(html).not.toContain("og:url");
  });
});

describe("the sitemap and robots.txt", () => {
  it("lists every page in both languages, each naming the other and x-default", () => {
    const xml = sitemapXml("https://loja.example.pt", [{ path: "/acessibilidade" }]);
    const links =
      '<xhtml:link rel="alternate" hreflang="pt-PT" href="https://loja.example.pt/acessibilidade"/>' +
      '<xhtml:link rel="alternate" hreflang="en" href="https://loja.example.pt/en/accessibility"/>' +
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://loja.example.pt/acessibilidade"/>';
    expect(xml).toContain(`<url><loc>https://loja.example.pt/acessibilidade</loc>${links}</url>`);
    expect(xml).toContain(`<url><loc>https://loja.example.pt/en/accessibility</loc>${links}</url>`);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  });

  it("lists static pages, the lists with their newest product's date, and the products", () => {
    const entries = sitemapEntries(tree, [
      { id: 7, category_id: 3, updated_at: new Date("2026-10-02T10:00:00Z") },
      { id: 8, category_id: 3, updated_at: new Date("2026-11-05T10:00:00Z") },
      { id: 9, category_id: null, updated_at: new Date("2026-09-01T10:00:00Z") },
    ]);
    const xml = sitemapXml("https://loja.example.pt", entries);
    expect(xml).toContain("<url><loc>https://loja.example.pt/home</loc><xhtml:link");
    expect(xml).toContain("<url><loc>https://loja.example.pt/en/home</loc><xhtml:link");
    expect(xml).toContain(
      "<url><loc>https://loja.example.pt/products?isWomen=1&amp;forShoe=1</loc><lastmod>2026-11-05</lastmod><xhtml:link",
    );
    expect(xml).toContain(
      "<url><loc>https://loja.example.pt/products?isMen=1&amp;forShoe=1</loc><xhtml:link",
    );
    expect(xml).toContain(
      "<url><loc>https://loja.example.pt/products?category=3</loc><lastmod>2026-11-05</lastmod><xhtml:link",
    );
    expect(xml).toContain(
      "<url><loc>https://loja.example.pt/product/9</loc><lastmod>2026-09-01</lastmod><xhtml:link",
    );
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it("keeps crawlers out of private pages and names the sitemap", () => {
    const robots = robotsTxt("https://loja.example.pt");
    for (const path of [
      "/account",
      "/cart",
      "/checkout",
      "/sign",
      "/admin",
      "/api/",
      "/sandbox/",
      "/size-alerts/",
      "/en/account",
      "/en/checkout",
      "/en/order/",
    ]) {
      expect(robots).toContain(`Disallow: ${path}\n`);
    }
    expect(robots).toContain("Sitemap: https://loja.example.pt/sitemap.xml");
  });
});
