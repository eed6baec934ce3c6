import { ListingFacetsSchema } from "@shop/shared";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.ts";
import { databaseKind } from "../../../test/database.ts";
import { insertCatalogueFixture } from "../../../test/fixtures.ts";

let shop: TestApp;

// Online stock beside the fixture's (SL-0001: 36 and 38): SL-0002 38, SL-0003 42, SL-0004 U; the
// bag SL-0007 has units in a store only, and SL-0001's 37 has none online.
beforeAll(async () => {
  shop = await createTestApp({ prepare: insertCatalogueFixture });
  await shop.database.db
    .insertInto("stock_movements")
    .values([
      { product_id: 2, size: "38", store_id: null, quantity: 3, reason: "received" },
      { product_id: 3, size: "42", store_id: null, quantity: 1, reason: "received" },
      { product_id: 4, size: "U", store_id: null, quantity: 2, reason: "received" },
      { product_id: 7, size: "U", store_id: 1, quantity: 4, reason: "received" },
    ])
    .execute();
  // The most viewed order is read once a minute: set before the first listing call.
  for (const [id, views] of [
    [3, 50],
    [5, 40],
    [2, 30],
  ]) {
    await shop.database.db
      .insertInto("product_views")
      .values({ product_id: id as number, views: views as number })
      .onConflict((conflict) =>
        conflict.column("product_id").doUpdateSet({ views: views as number }),
      )
      .execute();
  }
});
afterAll(() => shop?.close());

const post = (path: string, payload: unknown) =>
  shop.app.inject({
    method: "POST",
    url: `/api/public/products/${path}`,
    payload: payload as object,
  });
const refsOf = async (payload: object) => {
  const response = await post("search", payload);
  expect(response.statusCode).toBe(200);
  return response.json().data.map((product: { ref: string }) => product.ref);
};
const facetsOf = async (payload: object) => {
  const response = await post("facets", payload);
  expect(response.statusCode).toBe(200);
  return ListingFacetsSchema.parse(response.json().data);
};
const brands12 = { brands: [1, 2] };

describe(`POST /public/products/search with the listing's filters (${databaseKind})`, () => {
  it("sorts by most viewed, price and newest", async () => {
    expect(await refsOf({ ...brands12, sort: "mostViewed" })).toEqual([
      "SL-0003",
      "SL-0005",
      "SL-0002",
      "SL-0001",
      "SL-0004",
    ]);
    // SL-0004 costs 79,90 € at 50% off: 39,95 €; SL-0001 59,90 € at 20% off: 47,92 €.
    const cheapestFirst = ["SL-0005", "SL-0004", "SL-0001", "SL-0003", "SL-0002"];
    expect(await refsOf({ ...brands12, sort: "priceAsc" })).toEqual(cheapestFirst);
    expect(await refsOf({ ...brands12, sort: "priceDesc" })).toEqual([...cheapestFirst].reverse());
    expect(await refsOf({ ...brands12, sort: "newest" })).toEqual([
      "SL-0001",
      "SL-0002",
      "SL-0003",
      "SL-0004",
      "SL-0005",
    ]);
    expect(await refsOf({ search: "pele" })).toEqual(["SL-0001", "SL-0005"]);
    expect(await refsOf({ search: "pele", sort: "priceAsc" })).toEqual(["SL-0005", "SL-0001"]);
  });

  it("keeps products with a chosen size in online stock only", async () => {
    expect(await refsOf({ sizes: ["38"] })).toEqual(["SL-0001", "SL-0002"]);
    expect(await refsOf({ sizes: ["42", "U"] })).toEqual(["SL-0003", "SL-0004"]);
    expect(await refsOf({ sizes: ["37"] })).toEqual([]);
  });

  it("filters by colour, brand and the price paid", async () => {
    expect(await refsOf({ colors: [2] })).toEqual(["SL-0001", "SL-0003"]);
    expect(await refsOf({ brands: [2], colors: [1] })).toEqual(["SL-0002", "SL-0004"]);
    expect(await refsOf({ priceMin: 45, priceMax: 50 })).toEqual(["SL-0001"]);
    expect(await refsOf({ priceMax: 40, category: 4 })).toEqual(["SL-0004"]);
  });

  it("answers an old body as before", async () => {
    for (const body of [{}, { search: "sandalias" }, { isWomen: 1, results: 5, offset: 1 }]) {
      expect(await refsOf({ ...body, sort: "relevance", sizes: [], colors: [] })).toEqual(
        await refsOf(body),
      );
    }
  });
});

describe(`POST /public/products/facets (${databaseKind})`, () => {
  it("counts each choice with the other choices kept", async () => {
    const all = await facetsOf({});
    expect(all.total).toBe(46);
    expect(all.sizes).toEqual([
      { size: "36", count: 1 },
      { size: "38", count: 2 },
      { size: "42", count: 1 },
      { size: "U", count: 1 },
    ]);
    expect(all.colors).toEqual([
      { id: 1, count: 2 },
      { id: 2, count: 2 },
    ]);
    expect(all.price).toEqual({ min: 29.9, max: 129.9 });

    const chosen = await facetsOf({ sizes: ["38"], brands: [2] });
    expect(chosen.total).toBe(1);
    expect(chosen.sizes).toEqual([
      { size: "38", count: 1 },
      { size: "U", count: 1 },
    ]);
    expect(chosen.brands).toEqual([
      { id: 1, count: 1 },
      { id: 2, count: 1 },
    ]);
    expect(chosen.price).toEqual({ min: 129.9, max: 129.9 });
    expect(await facetsOf({ search: "xyzxyz" })).toMatchObject({
      total: 0,
      sizes: [],
      colors: [],
      brands: [],
      price: null,
      understood: { parts: [{ kind: "text", typed: "xyzxyz" }], dropped: [] },
    });
    // Nothing found: the categories with products on sale are offered instead.
    const { understood } = await facetsOf({ search: "xyzxyz" });
    expect(understood?.closestCategories.length).toBeGreaterThan(0);
  });

  it("follows a size going out of online stock and coming back", async () => {
    const { db } = shop.database;
    const sizesOf = async () => (await facetsOf({})).sizes.map((entry) => entry.size);
    expect(await sizesOf()).toContain("36");
    await db
      .insertInto("stock_movements")
      .values({ product_id: 1, size: "36", store_id: null, quantity: -2, reason: "damaged" })
      .execute();
    await vi.waitFor(async () => expect(await sizesOf()).not.toContain("36"), {
      timeout: 5000,
      interval: 50,
    });
    expect(await refsOf({ sizes: ["36"] })).toEqual([]);
    await db
      .insertInto("stock_movements")
      .values({ product_id: 1, size: "36", store_id: null, quantity: 1, reason: "received" })
      .execute();
    await vi.waitFor(async () => expect(await refsOf({ sizes: ["36"] })).toEqual(["SL-0001"]), {
      timeout: 5000,
      interval: 50,
    });
  });
});

describe(`bad listing values (${databaseKind})`, () => {
  it.each([
    ["an unknown size", { sizes: ["<b>"] }, "sizes.0", "Tamanho desconhecido."],
    ["too many sizes", { sizes: Array.from({ length: 21 }, (_, i) => String(i)) }, "sizes"],
    ["too many brands", { brands: Array.from({ length: 31 }, (_, i) => i + 1) }, "brands"],
    ["a colour that is not an id", { colors: ["preto"] }, "colors.0"],
    ["a negative price", { priceMin: -1 }, "priceMin"],
    [
      "a minimum above the maximum",
      { priceMin: 50, priceMax: 10 },
      "priceMin",
      "O preço mínimo não pode ser maior do que o máximo.",
    ],
    ["an unknown sort", { sort: "cheapest" }, "sort", "Ordenação desconhecida."],
  ])("refuses %s with 400 naming the field", async (_case, payload, field, message?: string) => {
    for (const path of ["search", "facets"]) {
      const response = await post(path, payload);
      expect(response.statusCode).toBe(400);
      const { error } = response.json();
      expect(error.code).toBe("VALIDATION");
      expect(Object.keys(error.fields)).toContain(field);
      if (message) expect(error.fields[field]).toBe(message);
    }
  });

  it("describes the facets call in the OpenAPI document", async () => {
    const { paths } = (await shop.app.inject({ url: "/api/openapi.json" })).json();
    const facets = paths["/api/public/products/facets"].post;
    expect(facets.requestBody.content["application/json"].schema.properties.sizes).toBeDefined();
    const reply = facets.responses["200"].content["application/json"].schema;
    expect(reply.properties.data.properties.sizes).toBeDefined();
  });
});
