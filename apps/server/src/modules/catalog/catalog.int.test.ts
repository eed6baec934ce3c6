import { ProductSchema, SearchSuggestionsSchema } from "@shop/shared";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.ts";
import { databaseKind } from "../../../test/database.ts";
import { insertCatalogueFixture, sneakerIds } from "../../../test/fixtures.ts";
import { changeProduct, viewCountOf } from "../../../test/shop-data.ts";

let shop: TestApp;

beforeAll(async () => {
  shop = await createTestApp({ prepare: insertCatalogueFixture });
});
afterAll(() => shop?.close());

const get = (url: string) => shop.app.inject({ method: "GET", url: `/api${url}` });
const search = (payload: unknown) =>
  shop.app.inject({
    method: "POST",
    url: "/api/public/products/search",
    payload: payload as object,
  });
const refsOf = async (payload: object) =>
  (await search(payload)).json().data.map((product: { ref: string }) => product.ref);

describe(`GET /public/products/product/:id (${databaseKind})`, () => {
  it("answers the product with sorted sizes, tags and money in euros", async () => {
    const response = await get("/public/products/product/1");
    expect(response.statusCode).toBe(200);
    const product = ProductSchema.parse(response.json().data);
    expect(product).toEqual({
      id: 1,
      ref: "SL-0001",
      title: "Sandálias de pele entrançada",
      price: 59.9,
      discount: 20,
      // In no sale («Saldos»).
      salePrice: null,
      saleEndsAt: null,
      // On sale at 59,90 € for months before its discount (the fixture's price history).
      referencePrice: 59.9,
      reduction: 20,
      pictures: ["products/sl-0001-1.svg"],
      thumbnailIndex: 0,
      tags: [1],
      sizes: ["36", "37", "37.5", "38"],
      brandId: 1,
      categoryId: 1,
      colorId: 2,
      colorManual: null,
      dataPublished: "2026-10-01",
      newCollection: true,
    });
  });

  it("counts a view each time the page is asked for", async () => {
    const before = await viewCountOf(shop, 2);
    await get("/public/products/product/2");
    await get("/public/products/product/2");
    await shop.app.shop.catalog.flushViews();
    expect(await viewCountOf(shop, 2)).toBe(before + 2);
  });

  it("writes the views of the products that still exist when one was deleted meanwhile", async () => {
    const before = await viewCountOf(shop, 3);
    shop.app.shop.catalog.countView(3);
    shop.app.shop.catalog.countView(99_999);
    await shop.app.shop.catalog.flushViews();
    expect(await viewCountOf(shop, 3)).toBe(before + 1);
    expect(await viewCountOf(shop, 99_999)).toBe(0);
  });

  it.each([
    ["an unknown id", "99999"],
    ["an inactive product", "6"],
  ])("answers 404 for %s", async (_case, id) => {
    const response = await get(`/public/products/product/${id}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      valid: false,
      error: {
        code: "NOT_FOUND",
        message: "O produto que procura não existe ou já não está disponível.",
      },
    });
  });

  it.each(["abc", "-1", "1.5", "1e3", "99999999999"])("answers 400 for the id %s", async (id) => {
    const response = await get(`/public/products/product/${id}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: "VALIDATION",
      fields: { id: "Identificador inválido." },
    });
  });
});

describe(`stock, price and lists (${databaseKind})`, () => {
  it("gives the stock of every size online and in every store", async () => {
    const response = await get("/public/products/1/stock");
    expect(response.json()).toEqual({
      valid: true,
      data: {
        online: { "36": 2, "37": 0, "37.5": 0, "38": 1 },
        "1": { "36": 0, "37": 3, "37.5": 0, "38": 0 },
        "2": { "36": 0, "37": 0, "37.5": 0, "38": 0 },
      },
    });
  });

  it("gives the current price, discount and announced reduction", async () => {
    expect((await get("/public/products/4/price")).json()).toEqual({
      valid: true,
      data: {
        price: {
          price: 79.9,
          discount: 50,
          salePrice: null,
          saleEndsAt: null,
          referencePrice: 79.9,
          reduction: 50,
        },
      },
    });
  });

  it.each(["/public/products/99999/stock", "/public/products/6/price"])(
    "answers 404 for %s",
    async (url) => {
      expect((await get(url)).statusCode).toBe(404);
    },
  );

  it("lists every active product, newest first", async () => {
    const data = (await get("/public/products/")).json().data;
    expect(data).toHaveLength(46);
    expect(data[0].ref).toBe("SL-0007");
    expect(data.map((p: { ref: string }) => p.ref)).not.toContain("SL-0006");
  });

  it("lists the products with no unit online in any size as sold out", async () => {
    const products: { id: number }[] = (await get("/public/products/")).json().data;
    const expected: number[] = [];
    for (const { id } of products) {
      const online: Record<string, number> = (await get(`/public/products/${id}/stock`)).json().data
        .online;
      if (Object.values(online).every((units) => units === 0)) expected.push(id);
    }
    expect(expected.length).toBeGreaterThan(0);
    const { data } = (await get("/public/products/sold-out")).json();
    expect([...data].sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b));
  });

  it("answers the featured, most viewed and most recent lists", async () => {
    const { data } = (await get("/public/products/featured")).json();
    expect(data.featured.map((p: { ref: string }) => p.ref)).toEqual(["SL-0004"]);
    expect(data.mostRecent[0].ref).toBe("SL-0007");
    expect(data.mostViewed).toHaveLength(12);
  });
});

describe(`POST /public/products/search (${databaseKind})`, () => {
  it("ignores accents and case", async () => {
    expect(await refsOf({ search: "sandalia" })).toEqual(["SL-0001"]);
    expect(await refsOf({ search: "SANDÁLIAS" })).toEqual(["SL-0001"]);
    expect(await refsOf({ search: "camurca" })).toEqual(["SL-0002"]);
  });

  it("forgives one typo in words of four letters or more", async () => {
    expect(await refsOf({ search: "sandalas" })).toEqual(["SL-0001"]);
    expect(await refsOf({ search: "botaz" })).toEqual(["SL-0002"]);
    expect(await refsOf({ search: "malz" })).toEqual(["SL-0004", "SL-0007"]);
    expect(await refsOf({ search: "mlz" })).toEqual([]);
  });

  it("searches brand, category, colour, tag and ref", async () => {
    expect(await refsOf({ search: "verona" })).toEqual(["SL-0001", "SL-0003", "SL-0005"]);
    // The forty sneakers are in the category Mocassins too.
    expect(await refsOf({ search: "mocassins", results: 100 })).toHaveLength(41);
    expect(await refsOf({ search: "camel" })).toEqual(["SL-0001", "SL-0003"]);
    expect(await refsOf({ search: "pele" })).toEqual(["SL-0001", "SL-0005"]);
    expect(await refsOf({ search: "sl-0003" })).toEqual(["SL-0003"]);
  });

  it("answers a search asked again from memory, until the catalogue changes", async () => {
    const asked = { search: "verona", results: 3 };
    const first = await search(asked);
    expect(first.headers.etag).toBeUndefined();
    const second = await search(asked);
    const third = await search(asked);
    expect(second.headers.etag).toBeDefined();
    expect(third.headers.etag).toBe(second.headers.etag);
    expect(second.json()).toEqual(first.json());
    expect(third.body).toBe(second.body);
    const before = await shop.database.db
      .selectFrom("products")
      .select("title")
      .where("id", "=", 3)
      .executeTakeFirstOrThrow();
    await changeProduct(shop, 3, { title: "Ténis Verona renovados" });
    try {
      const changed = await search(asked);
      expect(changed.headers.etag).not.toBe(second.headers.etag);
      expect(changed.json().data.map((product: { title: string }) => product.title)).toContain(
        "Ténis Verona renovados",
      );
    } finally {
      await changeProduct(shop, 3, before);
    }
  });

  it("needs every word to match, else drops the weakest and says so", async () => {
    expect(await refsOf({ search: "pele cinto" })).toEqual(["SL-0005"]);
    expect(await refsOf({ search: "pele botas" })).toEqual(["SL-0002"]);
    const facets = await shop.app.inject({
      method: "POST",
      url: "/api/public/products/facets",
      payload: { search: "pele botas" },
    });
    expect(facets.json().data.understood).toMatchObject({
      parts: [{ kind: "category", typed: "botas", label: "Botas", without: "pele" }],
      dropped: ["pele"],
    });
  });

  it("puts the best match first", async () => {
    // The older bag has 'mala' in its title; the newer one only in its category 'Malas'.
    expect(await refsOf({ search: "mala" })).toEqual(["SL-0004", "SL-0007"]);
  });

  it("filters by each flag, and combines them with AND", async () => {
    const withoutSneakers = (refs: string[]) => refs.filter((ref) => !/^SL-1\d\d$/.test(ref));
    expect(await refsOf({ isWomen: 1 })).toEqual(["SL-0007", "SL-0001", "SL-0002", "SL-0004"]);
    expect(withoutSneakers(await refsOf({ isMen: 1, results: 100 }))).toEqual([
      "SL-0003",
      "SL-0005",
    ]);
    expect(withoutSneakers(await refsOf({ forShoe: 1, results: 100 }))).toEqual([
      "SL-0001",
      "SL-0002",
      "SL-0003",
    ]);
    expect(await refsOf({ forAccessories: 1 })).toEqual(["SL-0007", "SL-0004", "SL-0005"]);
    expect(await refsOf({ isWomen: 1, forAccessories: 1 })).toEqual(["SL-0007", "SL-0004"]);
    expect(await refsOf({ category: 2 })).toEqual(["SL-0002"]);
    expect(await refsOf({ newCollection: 1 })).toEqual(["SL-0001"]);
    expect(await refsOf({ search: "pele", isMen: 1 })).toEqual(["SL-0005"]);
  });

  it("treats a flag at 0 as no filter", async () => {
    const all = await refsOf({ results: 100 });
    expect(
      await refsOf({ results: 100, isWomen: 0, isMen: 0, forShoe: 0, forAccessories: 0 }),
    ).toEqual(all);
    expect(all).toHaveLength(46);
  });

  it("pages by offset with no duplicates and no gaps", async () => {
    const pages = await Promise.all(
      [0, 18, 36].map(async (offset) => refsOf({ search: "sapatilhas", offset })),
    );
    expect(pages.map((page) => page.length)).toEqual([18, 18, 4]);
    const ids = pages.flat().map((ref: string) => Number(ref.slice(3)));
    expect(new Set(ids).size).toBe(40);
    expect([...ids].sort((a, b) => a - b)).toEqual(sneakerIds);
    expect(await refsOf({ search: "sapatilhas", offset: 40 })).toEqual([]);
  });

  it("follows changes to the products and to the names and flags it searches", async () => {
    const { db } = shop.database;
    // Each change on its own, after the index answered: no other change may drop it meanwhile.
    const step = async (change: () => Promise<unknown>, check: () => Promise<void>) => {
      await refsOf({ search: "pele" });
      await change();
      await vi.waitFor(check, { timeout: 5000, interval: 50 });
    };
    const brand = (name: string) =>
      db.updateTable("brands").set({ name }).where("id", "=", 1).execute();
    // Cintos (SL-0005) as a women's category, and back.
    const cintosForWomen = (forWomen: boolean) =>
      db
        .updateTable("categories")
        .set({ is_woman: forWomen, is_man: !forWomen })
        .where("id", "=", 5)
        .execute();
    const active = (value: boolean) =>
      db.updateTable("products").set({ active: value }).where("ref", "=", "SL-0003").execute();
    try {
      await step(
        () => brand("Fabbrica Milano"),
        async () =>
          expect(await refsOf({ search: "milano" })).toEqual(["SL-0001", "SL-0003", "SL-0005"]),
      );
      await step(
        () => cintosForWomen(true),
        async () =>
          expect(await refsOf({ search: "pele", isWomen: 1 })).toEqual(["SL-0001", "SL-0005"]),
      );
      await step(
        () => active(false),
        async () => expect(await refsOf({ search: "milano" })).toEqual(["SL-0001", "SL-0005"]),
      );
    } finally {
      await brand("Fabbrica Verona");
      await cintosForWomen(false);
      await active(true);
    }
    await vi.waitFor(
      async () => {
        expect(await refsOf({ search: "verona" })).toEqual(["SL-0001", "SL-0003", "SL-0005"]);
        expect(await refsOf({ search: "pele", isWomen: 1 })).toEqual(["SL-0001"]);
      },
      { timeout: 5000, interval: 50 },
    );
  });

  it("uses 18 results per page by default", async () => {
    expect(await refsOf({})).toHaveLength(18);
  });

  it.each([
    ["a negative offset", { offset: -1 }, "offset"],
    ["more than 100 results", { results: 101 }, "results"],
    ["no results", { results: 0 }, "results"],
    ["a 10 kB search", { search: "a".repeat(10_240) }, "search"],
    ["a flag that is not 0 or 1", { isWomen: 2 }, "isWomen"],
    ["a flag sent as text", { forShoe: "1" }, "forShoe"],
    ["a category that is not a number", { category: "abc" }, "category"],
    ["a fractional offset", { offset: 1.5 }, "offset"],
  ])("refuses %s with 400", async (_case, payload, field) => {
    const response = await search(payload);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error.code).toBe("VALIDATION");
    expect(Object.keys(body.error.fields)).toContain(field);
  });

  it("refuses a body that is not an object", async () => {
    const response = await search([1, 2]);
    expect(response.statusCode).toBe(400);
  });
});

describe(`GET /public/products/suggestions (${databaseKind})`, () => {
  const suggestions = (q: string) => get(`/public/products/suggestions?q=${encodeURIComponent(q)}`);

  it("suggests products on sale, categories and brands as the words are typed", async () => {
    const response = await suggestions("sand");
    expect(response.statusCode).toBe(200);
    const body = SearchSuggestionsSchema.parse(response.json().data);
    expect(body.products.map((product) => product.ref)).toEqual(["SL-0001"]);
    expect(body.categories).toEqual([{ id: 1, name: "Sandálias", group: "shoesWomen" }]);
    expect(body.brands).toEqual([]);
    const brands = SearchSuggestionsSchema.parse((await suggestions("fab")).json().data);
    expect(brands.brands).toEqual([{ id: 1, name: "Fabbrica Verona" }]);
  });

  it("suggests at most six products, and reads typos as the search does", async () => {
    const many = SearchSuggestionsSchema.parse((await suggestions("sapatilhas")).json().data);
    expect(many.products).toHaveLength(6);
    const typo = SearchSuggestionsSchema.parse((await suggestions("sandalas")).json().data);
    expect(typo.products.map((product) => product.ref)).toEqual(["SL-0001"]);
  });

  it.each([
    ["one letter", "s", "Escreva pelo menos 2 caracteres."],
    ["too long a text", "x".repeat(101), "A pesquisa pode ter no máximo 100 caracteres."],
  ])("refuses %s with 400", async (_case, q, message) => {
    const response = await suggestions(q);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: "VALIDATION", fields: { q: message } });
  });
});
