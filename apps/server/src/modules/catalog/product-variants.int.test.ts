import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import {
  bulkMessages,
  colourMessages,
  duplicateMessages,
  type ProductDetail,
  type ProductInput,
} from "@shop/shared";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.ts";
import { databaseKind } from "../../../test/database.ts";
import { insertCatalogueFixture } from "../../../test/fixtures.ts";
import { auditOf, expectFailure } from "../../../test/shop-data.ts";
import { staffSession } from "../../../test/staff.ts";

let shop: TestApp;
let manager: Awaited<ReturnType<typeof staffSession>>;
let store: Awaited<ReturnType<typeof staffSession>>;
let refs = 0;
const PICTURES = ["products/variant-1.svg", "products/variant-2.svg"];

beforeAll(async () => {
  shop = await createTestApp({ prepare: insertCatalogueFixture });
  manager = await staffSession(shop, "manager");
  store = await staffSession(shop, "store", { storeId: 1 });
  await shop.database.db.insertInto("tags").values({ name: "Verão" }).execute();
  for (const name of PICTURES) {
    const file = join(shop.config.mediaDir, name);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, "<svg xmlns='http://www.w3.org/2000/svg'/>");
  }
});
afterAll(() => shop?.close());

/** A new product of this test's own: women's sandals in two sizes. */
async function create(overrides: Partial<ProductInput> = {}): Promise<ProductDetail> {
  refs += 1;
  const response = await manager.call("POST", "/products", {
    ref: `VAR-${refs}`,
    title: `Sandálias ${refs}`,
    price: "50,00",
    discount: 0,
    categoryId: 1,
    brandId: 1,
    colorId: 2,
    colorManual: "",
    tagIds: [1],
    sizes: ["37", "38"],
    pictures: PICTURES,
    thumbnailIndex: 0,
    newCollection: false,
    featured: true,
    active: true,
    description: "Pele.",
    ...overrides,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as ProductDetail;
}

const read = async (id: number) =>
  (await manager.call("GET", `/products/${id}`)).json().data as ProductDetail;
const productPage = (id: number) =>
  shop.app.inject({ method: "GET", url: `/api/public/products/product/${id}` });

describe(`POST /api/admin/products/:id/duplicate (${databaseKind})`, () => {
  it("copies a product as an unpublished draft with a new reference, no stock, audited", async () => {
    const original = await read(1);
    const response = await manager.call("POST", "/products/1/duplicate");
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe(duplicateMessages.done);
    const copy = response.json().data as ProductDetail;
    expect(copy.id).not.toBe(1);
    expect(copy).toMatchObject({
      ref: "SL-0001-COPIA",
      title: `${original.title} (cópia)`,
      priceCents: original.priceCents,
      discount: original.discount,
      categoryId: original.categoryId,
      sizes: original.sizes,
      pictures: original.pictures,
      tagIds: original.tagIds,
      active: false,
      featured: false,
    });
    expect(Object.values(copy.sizeStock).every((units) => units === 0)).toBe(true);
    const stock = await shop.database.db
      .selectFrom("stock")
      .select("id")
      .where("product_id", "=", copy.id)
      .execute();
    expect(stock).toEqual([]);
    // A draft: the storefront does not know it.
    expect((await productPage(copy.id)).statusCode).toBe(404);
    expect((await auditOf(shop, "product", copy.id))[0]).toMatchObject({
      action: "product.create",
      staff_id: manager.id,
    });

    const again = (await manager.call("POST", "/products/1/duplicate")).json().data;
    expect(again.ref).toBe("SL-0001-COPIA-2");
  });

  it("gives two copies made at once a reference each", async () => {
    const original = await create({ ref: "PAR-AO-MESMO-TEMPO" });
    const url = `/products/${original.id}/duplicate`;
    const copies = await Promise.all([manager.call("POST", url), manager.call("POST", url)]);
    expect(copies.map((copy) => copy.statusCode)).toEqual([200, 200]);
    expect(copies.map((copy) => copy.json().data.ref).sort()).toEqual([
      "PAR-AO-MESMO-TEMPO-COPIA",
      "PAR-AO-MESMO-TEMPO-COPIA-2",
    ]);
  });

  it("keeps the reference within 40 characters", async () => {
    const long = await create({ ref: "R".repeat(40) });
    const copy = (await manager.call("POST", `/products/${long.id}/duplicate`)).json().data;
    expect(copy.ref).toBe(`${"R".repeat(34)}-COPIA`);
  });

  it("answers 404 for an unknown product and 403 to a store's staff", async () => {
    expectFailure(await manager.call("POST", "/products/999999/duplicate"), 404, {
      code: "NOT_FOUND",
    });
    expectFailure(await manager.call("POST", "/products/abc/duplicate"), 400, {
      code: "VALIDATION",
    });
    expect((await store.call("POST", "/products/1/duplicate")).statusCode).toBe(403);
  });
});

describe(`POST /api/admin/products/bulk (${databaseKind})`, () => {
  it("publishes and unpublishes several products, counting only those that change", async () => {
    const a = await create({ active: false });
    const b = await create({ active: false });
    const c = await create({ active: true });
    const response = await manager.call("POST", "/products/bulk", {
      ids: [a.id, b.id, c.id],
      change: { kind: "publish" },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      data: { changed: 2 },
      message: bulkMessages.done(2),
    });
    expect((await productPage(a.id)).statusCode).toBe(200);
    const off = await manager.call("POST", "/products/bulk", {
      ids: [a.id, c.id],
      change: { kind: "unpublish" },
    });
    expect(off.json().data).toEqual({ changed: 2 });
    expect((await read(a.id)).active).toBe(false);
    expect((await read(b.id)).active).toBe(true);
    expect((await auditOf(shop, "product", a.id))[0]).toMatchObject({
      action: "product.update",
      staff_id: manager.id,
      before: { active: true },
      after: { active: false },
    });
  });

  it("moves products to a category and adds a tag", async () => {
    const a = await create();
    const b = await create({ tagIds: [] });
    const moved = await manager.call("POST", "/products/bulk", {
      ids: [a.id, b.id],
      change: { kind: "category", categoryId: 2 },
    });
    expect(moved.json().data).toEqual({ changed: 2 });
    expect((await read(b.id)).categoryId).toBe(2);
    const tagged = await manager.call("POST", "/products/bulk", {
      ids: [a.id, b.id],
      change: { kind: "tag", tagId: 2 },
    });
    expect(tagged.json().data).toEqual({ changed: 2 });
    expect((await read(a.id)).tagIds).toEqual([1, 2]);
    expect((await read(b.id)).tagIds).toEqual([2]);
  });

  it("sets a price or moves it by a percentage, to the cent, never under 0,01 €, in the price history", async () => {
    const a = await create({ price: "49,99" });
    const b = await create({ price: "0,02" });
    const set = await manager.call("POST", "/products/bulk", {
      ids: [a.id],
      change: { kind: "price", price: "39,90" },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect((await read(a.id)).priceCents).toBe(3990);
    const down = await manager.call("POST", "/products/bulk", {
      ids: [a.id, b.id],
      change: { kind: "pricePercent", percent: -12.5 },
    });
    expect(down.statusCode, down.body).toBe(200);
    // 39,90 × 0,875 = 34,9125 → 34,91; 0,02 × 0,875 = 0,0175 → 0,02.
    expect((await read(a.id)).priceCents).toBe(3491);
    const cheapest = await manager.call("POST", "/products/bulk", {
      ids: [b.id],
      change: { kind: "pricePercent", percent: -90 },
    });
    expect(cheapest.statusCode, cheapest.body).toBe(200);
    expect((await read(b.id)).priceCents).toBe(1);
    const history = (await manager.call("GET", `/products/${a.id}/prices`)).json().data;
    expect(history.changes.map((change: { priceCents: number }) => change.priceCents)).toEqual([
      3491, 3990, 4999,
    ]);
    expect(history.changes[0]).toMatchObject({ source: "staff", staffName: expect.any(String) });
  });

  it("changes all the products or none: one refused leaves every one as it was", async () => {
    const a = await create({ price: "10,00" });
    const b = await create({ price: "90.000,00" });
    const response = await manager.call("POST", "/products/bulk", {
      ids: [a.id, b.id],
      change: { kind: "pricePercent", percent: 50 },
    });
    expectFailure(response, 409, { code: "CONFLICT", message: bulkMessages.priceTooHigh(b.ref) });
    expect((await read(a.id)).priceCents).toBe(1000);
    const missing = await manager.call("POST", "/products/bulk", {
      ids: [a.id, 999999],
      change: { kind: "publish" },
    });
    expectFailure(missing, 404, { code: "NOT_FOUND", message: bulkMessages.missing });
    const unknownCategory = await manager.call("POST", "/products/bulk", {
      ids: [a.id, b.id],
      change: { kind: "category", categoryId: 999 },
    });
    expectFailure(unknownCategory, 400, { code: "VALIDATION" });
    expect((await read(a.id)).categoryId).toBe(1);
  });

  it("refuses bad input with the envelope, and a store's staff", async () => {
    const bad = [
      {},
      { ids: [], change: { kind: "publish" } },
      { ids: [1, 1], change: { kind: "publish" } },
      { ids: ["x"], change: { kind: "publish" } },
      { ids: [1], change: { kind: "delete" } },
      { ids: [1], change: { kind: "price", price: "0,00" } },
      { ids: [1], change: { kind: "price", price: "abc" } },
      { ids: [1], change: { kind: "pricePercent", percent: 0 } },
      { ids: [1], change: { kind: "pricePercent", percent: -95 } },
      { ids: [1], change: { kind: "pricePercent", percent: "muito" } },
      { ids: Array.from({ length: 501 }, (_, index) => index + 1), change: { kind: "publish" } },
    ];
    for (const body of bad) {
      const response = await manager.call("POST", "/products/bulk", body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.code).toBe("VALIDATION");
    }
    expect(
      (await store.call("POST", "/products/bulk", { ids: [1], change: { kind: "publish" } }))
        .statusCode,
    ).toBe(403);
  });

  it("lets two bulk price changes on the same products run one after the other", async () => {
    const a = await create({ price: "100,00" });
    const b = await create({ price: "100,00" });
    const answers = await Promise.all([
      manager.call("POST", "/products/bulk", {
        ids: [a.id, b.id],
        change: { kind: "pricePercent", percent: 10 },
      }),
      manager.call("POST", "/products/bulk", {
        ids: [b.id, a.id],
        change: { kind: "pricePercent", percent: 10 },
      }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect((await read(a.id)).priceCents).toBe(12100);
    expect((await read(b.id)).priceCents).toBe(12100);
  });
});

describe(`colours of one model (${databaseKind})`, () => {
  it("links products as colours of a model, which the product page offers (published only)", async () => {
    const black = await create({ colorId: 1 });
    const camel = await create({ colorId: 2 });
    const red = await create({ colorId: null, colorManual: "Vermelho", active: false });
    const linked = await manager.call("POST", `/products/${black.id}/colours`, { ref: camel.ref });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json().message).toBe(colourMessages.linked);
    expect(linked.json().data.items).toEqual([
      expect.objectContaining({ id: camel.id, ref: camel.ref, colourName: "Camel", active: true }),
    ]);
    // Linked from the third product: it joins the same model.
    await manager.call("POST", `/products/${red.id}/colours`, {
      ref: black.ref.toLowerCase(),
    });
    const fromCamel = (await manager.call("GET", `/products/${camel.id}/colours`)).json().data;
    expect(fromCamel.items.map((item: { id: number }) => item.id).sort()).toEqual(
      [black.id, red.id].sort(),
    );

    await vi.waitFor(async () => {
      const page = (await productPage(black.id)).json().data;
      expect(page.colours).toEqual([
        { id: camel.id, title: camel.title, colourName: "Camel", picture: camel.pictures[0] },
        { id: black.id, title: black.title, colourName: "Preto", picture: black.pictures[0] },
      ]);
    });
    expect((await auditOf(shop, "product", black.id))[0]).toMatchObject({
      action: "product.colours",
      after: { colours: [camel.ref] },
    });
  });

  it("merges two models, unlinks a colour, and a lone colour leaves its model", async () => {
    const a = await create();
    const b = await create();
    const c = await create();
    const d = await create();
    await manager.call("POST", `/products/${a.id}/colours`, { ref: b.ref });
    await manager.call("POST", `/products/${c.id}/colours`, { ref: d.ref });
    await manager.call("POST", `/products/${a.id}/colours`, { ref: c.ref });
    const all = (await manager.call("GET", `/products/${a.id}/colours`)).json().data;
    expect(all.items).toHaveLength(3);
    const unlinked = await manager.call("DELETE", `/products/${a.id}/colours/${b.id}`);
    expect(unlinked.statusCode, unlinked.body).toBe(200);
    expect(
      unlinked
        .json()
        .data.items.map((item: { id: number }) => item.id)
        .sort(),
    ).toEqual([c.id, d.id].sort());
    expect((await manager.call("GET", `/products/${b.id}/colours`)).json().data.items).toEqual([]);
    await manager.call("DELETE", `/products/${a.id}/colours/${c.id}`);
    await manager.call("DELETE", `/products/${a.id}/colours/${d.id}`);
    expect((await manager.call("GET", `/products/${a.id}/colours`)).json().data.items).toEqual([]);
    const product = await shop.database.db
      .selectFrom("products")
      .select("model_id")
      .where("id", "=", a.id)
      .executeTakeFirstOrThrow();
    expect(product.model_id).toBeNull();
    // A product page without another colour on sale offers none.
    await vi.waitFor(async () => expect((await productPage(a.id)).json().data.colours).toEqual([]));
  });

  it("refuses an unknown reference, the product itself, a colour not linked, and a store's staff", async () => {
    const a = await create();
    expectFailure(await manager.call("POST", `/products/${a.id}/colours`, { ref: "NADA" }), 400, {
      code: "VALIDATION",
      fields: { ref: colourMessages.unknownRef },
    });
    expectFailure(await manager.call("POST", `/products/${a.id}/colours`, { ref: a.ref }), 400, {
      code: "VALIDATION",
      fields: { ref: colourMessages.self },
    });
    expectFailure(await manager.call("POST", `/products/${a.id}/colours`, { ref: " " }), 400, {
      code: "VALIDATION",
    });
    expectFailure(await manager.call("POST", "/products/999999/colours", { ref: "SL-0001" }), 404, {
      code: "NOT_FOUND",
    });
    expectFailure(await manager.call("DELETE", `/products/${a.id}/colours/2`), 404, {
      code: "NOT_FOUND",
      message: colourMessages.notLinked,
    });
    expectFailure(await manager.call("GET", "/products/999999/colours"), 404, {
      code: "NOT_FOUND",
    });
    expect((await store.call("GET", `/products/${a.id}/colours`)).statusCode).toBe(200);
    expect(
      (await store.call("POST", `/products/${a.id}/colours`, { ref: "SL-0002" })).statusCode,
    ).toBe(403);
  });
});
