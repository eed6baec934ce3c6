import { englishMessages, type ProductDetail, productDetailsInput } from "@shop/shared";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { registered } from "../../../test/accounts.ts";
import { createTestApp, type TestApp } from "../../../test/app.ts";
import { databaseKind } from "../../../test/database.ts";
import { insertCatalogueFixture } from "../../../test/fixtures.ts";
import { auditOf, expectFailure } from "../../../test/shop-data.ts";
import { staffSession } from "../../../test/staff.ts";

// The catalogue in English (issue 40): the back office writes the English beside the Portuguese,
// the storefront's English calls (Accept-Language: en) get it, and the Portuguese where it is
// left empty.

let shop: TestApp;
let manager: Awaited<ReturnType<typeof staffSession>>;

beforeAll(async () => {
  shop = await createTestApp({ prepare: insertCatalogueFixture });
  manager = await staffSession(shop, "manager");
});
afterAll(() => shop?.close());

const ENGLISH = { "accept-language": "en-GB,en;q=0.9,pt;q=0.5" };

const publicGet = (url: string, headers: Record<string, string> = {}) =>
  shop.app.inject({ method: "GET", url: `/api/public${url}`, headers });
const dataOf = async (url: string, headers: Record<string, string> = {}) =>
  (await publicGet(url, headers)).json().data;

async function productForm(id: number): Promise<ProductDetail> {
  const response = await manager.call("GET", `/products/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

/** Saves a product as the form does, with `changes`. */
function saveProduct(product: ProductDetail, changes: Record<string, unknown>) {
  const { id, priceCents, sizeStock: _stock, sale: _sale, ...rest } = product;
  return manager.call("PUT", `/products/${id}`, {
    ...rest,
    title: rest.title ?? "",
    colorManual: rest.colorManual ?? "",
    categoryId: rest.categoryId ?? 1,
    price: (priceCents / 100).toFixed(2).replace(".", ","),
    details: productDetailsInput(rest.details),
    ...changes,
  });
}

const ENGLISH_SANDALS = {
  title: "  Woven leather sandals ",
  description: "Soft leather straps.",
  colorManual: "",
  upperMaterial: "Leather",
  lining: null,
  sole: "Rubber",
  fitNote: null,
  care: "Wipe with a dry cloth.",
  madeIn: "Portugal",
};

describe(`a product in English (${databaseKind})`, () => {
  it("shows its Portuguese to English calls while it has no English", async () => {
    const page = await dataOf("/products/product/2", ENGLISH);
    expect(page.title).toBe("Botas altas de camurça");
    const response = await publicGet("/products/product/2", ENGLISH);
    expect(response.headers.vary).toMatch(/accept-language/);
  });

  it("saves the English in the back office, audited, trimmed and empty as none", async () => {
    const before = await productForm(1);
    expect(before.english.title).toBeNull();
    const saved = await saveProduct(before, { english: ENGLISH_SANDALS });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = await productForm(1);
    expect(after.english).toEqual({
      ...ENGLISH_SANDALS,
      title: "Woven leather sandals",
      colorManual: null,
    });
    const [entry] = await auditOf(shop, "product", 1);
    expect(entry).toMatchObject({
      action: "product.update",
      before: { english: { title: null } },
      after: { english: { title: "Woven leather sandals", sole: "Rubber" } },
    });
    // Saved again without it (an older form, the CSV import): the English stays.
    const again = await saveProduct(after, { english: undefined, discount: 10 });
    expect(again.statusCode, again.body).toBe(200);
    expect((await productForm(1)).english.title).toBe("Woven leather sandals");
  });

  it("refuses an English text longer than its Portuguese field may be, on its field", async () => {
    const product = await productForm(1);
    expectFailure(
      await saveProduct(product, { english: { ...ENGLISH_SANDALS, title: "x".repeat(151) } }),
      400,
      { code: "VALIDATION", fields: { "english.title": englishMessages.tooLong(150) } },
    );
  });

  it("answers English calls in English, the Portuguese ones as before, page, list and search", async () => {
    await vi.waitFor(async () => {
      const page = await dataOf("/products/product/1", ENGLISH);
      expect(page.title).toBe("Woven leather sandals");
      expect(page.description).toBe("Soft leather straps.");
      expect(page.details).toMatchObject({
        upperMaterial: "Leather",
        sole: "Rubber",
        lining: null,
      });
    });
    const portuguese = await dataOf("/products/product/1");
    expect(portuguese.title).toBe("Sandálias de pele entrançada");
    expect(portuguese.details.upperMaterial).toBeNull();
    const all = await dataOf("/products/", ENGLISH);
    expect(all.find((p: { id: number }) => p.id === 1).title).toBe("Woven leather sandals");
    const byIds = await dataOf("/products/by-ids?ids=1,2", ENGLISH);
    expect(byIds.map((p: { title: string }) => p.title)).toEqual([
      "Woven leather sandals",
      "Botas altas de camurça",
    ]);
    await vi.waitFor(async () => {
      const found = await shop.app.inject({
        method: "POST",
        url: "/api/public/products/search",
        headers: ENGLISH,
        payload: { search: "woven sandals" },
      });
      expect(found.json().data.map((p: { id: number }) => p.id)).toEqual([1]);
    });
  });

  it("lists a customer's favourites in the page's language", async () => {
    const { call, token } = await registered(shop);
    await call("POST", "/users/client/wishlist/1");
    const english = await shop.app.inject({
      method: "GET",
      url: "/api/users/client/wishlist/products",
      cookies: { authToken: token },
      headers: ENGLISH,
    });
    expect(english.json().data.map((p: { title: string }) => p.title)).toEqual([
      "Woven leather sandals",
    ]);
    const portuguese = (await call("GET", "/users/client/wishlist/products")).json().data;
    expect(portuguese.map((p: { title: string }) => p.title)).toEqual([
      "Sandálias de pele entrançada",
    ]);
  });

  it("describes the English product page to search engines in English", async () => {
    const meta = await shop.app.shop.seo.pageMeta("/en/product/1");
    expect(meta.title).toMatch(/^Woven leather sandals/);
    const product = meta.jsonLd.find(
      (each) => (each as { "@type"?: string })["@type"] === "Product",
    );
    expect(product).toMatchObject({ name: "Woven leather sandals" });
    const portuguese = await shop.app.shop.seo.pageMeta("/product/1");
    expect(portuguese.title).toMatch(/^Sandálias de pele entrançada/);
  });

  it("lists the products whose English is missing, and filters them", async () => {
    const all = (await manager.call("GET", "/products?sort=ref&order=asc")).json().data;
    const sandals = all.items.find((item: { id: number }) => item.id === 1);
    expect(sandals.missingEnglish).toBe(false);
    expect(all.items.find((item: { id: number }) => item.id === 2).missingEnglish).toBe(true);
    const missing = (
      await manager.call("GET", "/products?noEnglish=true&sort=ref&order=asc")
    ).json().data;
    expect(missing.items.map((item: { id: number }) => item.id)).not.toContain(1);
    expect(missing.items.map((item: { id: number }) => item.id)).toContain(2);
    expect(missing.total).toBe(all.total - 1);
  });
});

describe(`the catalogue's names, banners and size guides in English (${databaseKind})`, () => {
  it("names a category, a colour and a tag in English: the English persistent data shows them", async () => {
    const categories = (await manager.call("GET", "/categories")).json().data;
    const boots = categories.find((c: { name: string }) => c.name === "Botas");
    const { id, products: _p, ordering: _o, nameEn: _n, ...flags } = boots;
    const saved = await manager.call("PUT", `/categories/${id}`, { ...flags, nameEn: "Boots" });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.find((c: { id: number }) => c.id === id).nameEn).toBe("Boots");
    const colour = await manager.call("PUT", "/colors/1", { name: "Preto", nameEn: "Black" });
    expect(colour.json().data).toMatchObject({ name: "Preto", nameEn: "Black" });
    const tag = await manager.call("POST", "/tags", { name: "Confortável", nameEn: "Comfortable" });
    expect(tag.json().data).toMatchObject({ nameEn: "Comfortable" });
    // A brand is a name: the same in both languages.
    const brand = await manager.call("PUT", "/brands/1", { name: "Fabbrica Verona", nameEn: "X" });
    expect(brand.json().data.nameEn).toBeNull();
    const [entry] = await auditOf(shop, "color", 1);
    expect(entry).toMatchObject({ after: { name: "Preto", name_en: "Black" } });
    expectFailure(
      await manager.call("PUT", "/colors/1", { name: "Preto", nameEn: "x".repeat(61) }),
      400,
      {
        code: "VALIDATION",
        fields: { nameEn: englishMessages.tooLong(60) },
      },
    );

    await vi.waitFor(async () => {
      const english = await dataOf("/persistent", ENGLISH);
      expect(english.categoryTree.shoesWomen.map((c: { name: string }) => c.name)).toContain(
        "Boots",
      );
      expect(english.colors.map((c: { name: string }) => c.name)).toContain("Black");
      expect(english.tags.map((t: { name: string }) => t.name)).toContain("Comfortable");
      // Left empty: the Portuguese.
      expect(english.categoryTree.shoesWomen.map((c: { name: string }) => c.name)).toContain(
        "Sandálias",
      );
    });
    const portuguese = await dataOf("/persistent");
    expect(portuguese.colors.map((c: { name: string }) => c.name)).toContain("Preto");
    expect(portuguese.colors.map((c: { name: string }) => c.name)).not.toContain("Black");
    const response = await publicGet("/persistent", ENGLISH);
    expect(response.headers.vary).toMatch(/accept-language/);
    expect((await dataOf("/colors", ENGLISH)).map((c: { name: string }) => c.name)).toContain(
      "Black",
    );
  });

  it("keeps a category's English when a change leaves it out", async () => {
    const categories = (await manager.call("GET", "/categories")).json().data;
    const boots = categories.find((c: { name: string }) => c.name === "Botas");
    const { id, products: _p, ordering: _o, nameEn: _n, sizeGuideId: _g, ...flags } = boots;
    const saved = await manager.call("PUT", `/categories/${id}`, flags);
    expect(saved.json().data.find((c: { id: number }) => c.id === id).nameEn).toBe("Boots");
  });

  it("shows a banner's English texts, the Portuguese where one is left empty", async () => {
    const [banner] = (await manager.call("GET", "/banners")).json().data;
    const { id, state: _s, ordering: _o, ...fields } = banner;
    const saved = await manager.call("PUT", `/banners/${id}`, {
      ...fields,
      titleEn: "Spring",
      subtitleEn: "",
      textEn: null,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await vi.waitFor(async () => {
      const [shown] = (await dataOf("/persistent", ENGLISH)).banners;
      expect(shown).toMatchObject({ title: "Spring", subtitle: "Nova coleção" });
    });
    expect((await dataOf("/persistent")).banners[0].title).toBe("Primavera");
  });

  it("answers a size guide in English (the shop's own guides are translated by 060)", async () => {
    const english = await dataOf("/size-guides/1", ENGLISH);
    expect(english).toMatchObject({ name: "Women's shoes", measureLabel: "Foot length (cm)" });
    expect(english.howToMeasure).toMatch(/^At the end of the day/);
    expect((await dataOf("/size-guides/1")).name).toBe("Sapatos de mulher");
    const [guide] = (await manager.call("GET", "/size-guides")).json().data;
    const { id, categories: _c, ...fields } = guide;
    const saved = await manager.call("PUT", `/size-guides/${id}`, {
      ...fields,
      nameEn: "",
      measureLabelEn: "Waist size (cm)",
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await vi.waitFor(async () => {
      const changed = await dataOf(`/size-guides/${id}`, ENGLISH);
      expect(changed).toMatchObject({ name: guide.name, measureLabel: "Waist size (cm)" });
      expect(changed.howToMeasure).toBe(guide.howToMeasureEn ?? guide.howToMeasure);
    });
  });
});
