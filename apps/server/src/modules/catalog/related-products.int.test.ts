import { ProductSchema } from "@shop/shared";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.ts";
import { databaseKind } from "../../../test/database.ts";
import { insertCatalogueFixture } from "../../../test/fixtures.ts";
import { changeProduct } from "../../../test/shop-data.ts";
import type { Database } from "../../db/database.ts";

interface Row {
  id: number;
  price: number;
  discount?: number;
  category?: number;
  model?: number;
  published?: string;
  online?: string[];
  inStore?: boolean;
  active?: boolean;
}

/** Moccasins (category 50) around 100 €, and a category of two far apart (51). */
const rows: Row[] = [
  { id: 200, price: 10000, model: 1, online: ["41"] },
  { id: 201, price: 10000, model: 1, online: ["41", "42"] },
  { id: 202, price: 11000, online: ["41"], published: "2026-01-01" },
  { id: 203, price: 9000, online: ["41", "42"], published: "2026-02-01" },
  { id: 204, price: 20000, discount: 50, online: ["42"] },
  { id: 205, price: 13000, online: ["43"] },
  { id: 206, price: 15000, online: ["43"] },
  { id: 207, price: 10000, inStore: true },
  { id: 208, price: 10000, online: ["41"], active: false },
  { id: 209, price: 10000, category: 1, online: ["37"] },
  { id: 210, price: 10000, category: 51, online: ["U"] },
  { id: 211, price: 16000, category: 51, online: ["U"] },
  { id: 212, price: 100000, category: 51, online: ["U"] },
];

async function insertRelatedFixture(database: Database) {
  await insertCatalogueFixture(database);
  const { db } = database;
  await db
    .insertInto("categories")
    .values([
      { id: 50, name: "Mocassins", is_man: true, for_shoe: true, ordering: 9 },
      { id: 51, name: "Chapéus", is_man: true, for_accessory: true, ordering: 10 },
    ])
    .execute();
  await db.insertInto("product_models").values({ id: 1 }).execute();
  for (const row of rows) {
    const sizes = row.online ?? ["41"];
    await db
      .insertInto("products")
      .values({
        id: row.id,
        ref: `SL-R${row.id}`,
        title: `Mocassim ${row.id}`,
        category_id: row.category ?? 50,
        price_cents: row.price,
        discount: row.discount ?? 0,
        pictures: [],
        published_at: row.published ?? "2026-03-01",
        active: row.active ?? true,
        model_id: row.model ?? null,
      })
      .execute();
    await db
      .insertInto("product_sizes")
      .values(sizes.map((size, position) => ({ product_id: row.id, size, position })))
      .execute();
    await db
      .insertInto("stock_movements")
      .values(
        sizes.map((size) => ({
          product_id: row.id,
          size,
          store_id: row.inStore ? 1 : null,
          quantity: 2,
          reason: "opening" as const,
        })),
      )
      .execute();
  }
}

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp({ prepare: insertRelatedFixture });
});
afterAll(() => shop?.close());

const get = (url: string) => shop.app.inject({ method: "GET", url: `/api${url}` });
const relatedIds = async (id: number) => {
  const response = await get(`/public/products/${id}/related`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.map((product: { id: number }) => product.id);
};

describe(`GET /public/products/:id/related (${databaseKind})`, () => {
  it("lists the same category near the price paid, with units online, closest first", async () => {
    const response = await get("/public/products/200/related");
    for (const product of response.json().data) ProductSchema.parse(product);
    // 204 costs 100 € after its discount; 203 and 202 are 10 € away (203 has more sizes online);
    // 205 is 30 % dearer. Not 201 (its own model's other colour), 206 (50 % dearer, enough
    // nearer ones), 207 (only in a store), 208 (not on sale), 209 (another category).
    expect(await relatedIds(200)).toEqual([204, 203, 202, 205]);
  });

  it("widens the price range when too few are near", async () => {
    // 211 is 60 % dearer: only the wider range takes it; 212 is ten times the price.
    expect(await relatedIds(210)).toEqual([211]);
    expect(await relatedIds(212)).toEqual([]);
  });

  it("answers 404 for an unknown or inactive product and 400 for a malformed id", async () => {
    for (const id of ["99999", "208"]) {
      const response = await get(`/public/products/${id}/related`);
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toEqual({
        code: "NOT_FOUND",
        message: "O produto que procura não existe ou já não está disponível.",
      });
    }
    const bad = await get("/public/products/abc/related");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({
      code: "VALIDATION",
      fields: { id: expect.any(String) },
    });
  });

  it("follows a size going out of online stock, and a product leaving the catalogue", async () => {
    expect(await relatedIds(200)).toContain(204);
    await shop.database.db
      .insertInto("stock_movements")
      .values({ product_id: 204, size: "42", store_id: null, quantity: -2, reason: "damaged" })
      .execute();
    await vi.waitFor(async () => expect(await relatedIds(200)).not.toContain(204), {
      timeout: 5000,
      interval: 50,
    });
    await changeProduct(shop, 202, { active: false });
    expect(await relatedIds(200)).toEqual([203, 205, 206]);
  });
});

describe(`GET /public/products/by-ids (${databaseKind})`, () => {
  it("answers the products on sale among the ids, in their order", async () => {
    const response = await get("/public/products/by-ids?ids=203,99999,208,200,203");
    expect(response.statusCode).toBe(200);
    expect(response.json().data.map((product: { id: number }) => product.id)).toEqual([203, 200]);
  });

  it.each(["", "1,,2", "abc", "1,2,3,4,5,6,7,8,9,10,11,12,13"])(
    "answers 400 for ids=%s",
    async (ids) => {
      const response = await get(`/public/products/by-ids?ids=${ids}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        code: "VALIDATION",
        fields: { ids: "Indique até 12 identificadores de produtos separados por vírgulas." },
      });
    },
  );
});
