import type { Product, ProductPriceHistory } from "@shop/shared";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.ts";
import { databaseKind } from "../../../test/database.ts";
import { addPastPrice, insertCatalogueFixture } from "../../../test/fixtures.ts";
import { staffSession } from "../../../test/staff.ts";

let shop: TestApp;
let manager: Awaited<ReturnType<typeof staffSession>>;

beforeAll(async () => {
  shop = await createTestApp({ prepare: insertCatalogueFixture });
  manager = await staffSession(shop, "manager");
});
afterAll(() => shop?.close());

const db = () => shop.database.db;
const storefront = async (url: string) =>
  (await shop.app.inject({ method: "GET", url: `/api/public${url}` })).json();
const history = async (id: number) => {
  const response = await manager.call("GET", `/products/${id}/prices`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as ProductPriceHistory;
};

/** A product of its own, with a past: `[daysAgo, euros, discount]`, oldest first. */
async function productWithPast(ref: string, past: Array<[number, number, number]>) {
  const [[firstDaysAgo, firstEuros, firstDiscount], ...later] = past as [
    [number, number, number],
    ...Array<[number, number, number]>,
  ];
  // Put on sale back then, as the seed dates its demo's past (migration 032's shop.price_at).
  const id = await db()
    .transaction()
    .execute(async (trx) => {
      await sql`SELECT set_config('shop.price_at',
        (now() - make_interval(days => ${firstDaysAgo}))::text, true)`.execute(trx);
      const row = await trx
        .insertInto("products")
        .values({
          ref,
          title: ref,
          price_cents: firstEuros * 100,
          discount: firstDiscount,
          category_id: 1,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return row.id;
    });
  await db().insertInto("product_sizes").values({ product_id: id, size: "38" }).execute();
  const [, euros, discount] = later.pop() ?? [firstDaysAgo, firstEuros, firstDiscount];
  for (const [daysAgo, pastEuros, pastDiscount] of later)
    await addPastPrice(db(), id, { priceCents: pastEuros * 100, discount: pastDiscount, daysAgo });
  // What it costs today goes through the products table, as every change does.
  await db()
    .updateTable("products")
    .set({ price_cents: euros * 100, discount })
    .where("id", "=", id)
    .execute();
  shop.app.shop.catalog.invalidate();
  return id;
}

async function shown(id: number) {
  const products = (await storefront("/products/")).data as Product[];
  return products.find((product) => product.id === id);
}

describe(`announced reductions from the price history (${databaseKind})`, () => {
  it("compares a product raised then discounted with the lower price of before the raise", async () => {
    const id = await productWithPast("HIST-RAISED", [
      [120, 80, 0],
      [10, 100, 0],
      [0, 100, 30],
    ]);
    const expected = { price: 100, discount: 30, referencePrice: 80, reduction: 12 };
    expect(await shown(id)).toMatchObject(expected);
    expect((await storefront(`/products/product/${id}`)).data).toMatchObject(expected);
    expect((await storefront(`/products/${id}/price`)).data.price).toEqual({
      ...expected,
      salePrice: null,
      saleEndsAt: null,
    });
  });

  it("announces nothing when the discount does not go below the month's lowest price", async () => {
    const id = await productWithPast("HIST-NONE", [
      [120, 80, 0],
      [10, 100, 0],
      [0, 100, 10],
    ]);
    expect(await shown(id)).toMatchObject({ discount: 10, referencePrice: null, reduction: 0 });
  });

  it("keeps the reference of a reduction deepened without a pause", async () => {
    const id = await productWithPast("HIST-TWICE", [
      [120, 100, 0],
      [20, 100, 10],
      [0, 100, 20],
    ]);
    expect(await shown(id)).toMatchObject({ referencePrice: 100, reduction: 20 });
  });

  it("announces nothing for a product put on sale already discounted", async () => {
    const id = await productWithPast("HIST-NEW", [[0, 60, 20]]);
    expect(await shown(id)).toMatchObject({ referencePrice: null, reduction: 0 });
  });
});

describe(`the price history itself (${databaseKind})`, () => {
  it("records every save of the product form with the staff member who made it", async () => {
    const detail = (await manager.call("GET", "/products/2")).json().data;
    const { id: _id, priceCents, sizeStock: _stock, ...rest } = detail;
    const saved = await manager.call("PUT", "/products/2", {
      ...rest,
      title: rest.title ?? "",
      colorManual: rest.colorManual ?? "",
      price: (priceCents / 100).toFixed(2).replace(".", ","),
      discount: 25,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const { changes, reduction } = await history(2);
    expect(changes[0]).toMatchObject({
      priceCents: 12_990,
      discount: 25,
      paidCents: 9743,
      source: "staff",
      staffName: expect.stringMatching(/^manager \d+$/),
    });
    // Put on sale today at 129,90 € by the test's SQL: a new product compares with its life so far.
    expect(changes.at(-1)).toMatchObject({ discount: 0, source: "database", staffName: null });
    expect(reduction).toEqual({ referenceCents: 12_990, percent: 24 });
  });

  it("marks prices written by a CSV import as imported", async () => {
    const csv = [
      "Referência;Título;Preço (€);Categoria;Para;Tipo;Tamanhos;Etiquetas;Ativo;Descrição",
      "SL-0003;Mocassins;79,90;Mocassins;Homem;Sapatos;41 | 42;;Sim;",
    ].join("\r\n");
    const imported = await manager.call("POST", "/products/import", { csv });
    expect(imported.statusCode, imported.body).toBe(200);
    expect((await history(3)).changes[0]).toMatchObject({ priceCents: 7990, source: "import" });
  });

  it("cannot be rewritten nor deleted", async () => {
    const change = db()
      .updateTable("product_prices")
      .set({ price_cents: 1 })
      .where("product_id", "=", 1);
    await expect(change.execute()).rejects.toThrow(/append-only/);
    await expect(
      db().deleteFrom("product_prices").where("product_id", "=", 1).execute(),
    ).rejects.toThrow(/append-only/);
    expect((await history(1)).changes.length).toBeGreaterThan(0);
  });

  it("answers 404 for an unknown product and is for signed-in staff only", async () => {
    expect((await manager.call("GET", "/products/999999/prices")).statusCode).toBe(404);
    const anonymous = await shop.app.inject({ method: "GET", url: "/api/admin/products/1/prices" });
    expect(anonymous.statusCode).toBe(401);
  });
});
