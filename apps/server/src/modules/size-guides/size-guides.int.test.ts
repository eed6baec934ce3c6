import { cpSync, mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.ts";
import { createTestDatabase, databaseKind } from "../../../test/database.ts";
import { auditOf, expectFailure, insertShopDataFixture } from "../../../test/shop-data.ts";
import { staffSession } from "../../../test/staff.ts";
import { MIGRATIONS_DIR, migrate } from "../../db/migrate.ts";

let shop: TestApp;
let manager: Awaited<ReturnType<typeof staffSession>>;
let store: Awaited<ReturnType<typeof staffSession>>;

beforeAll(async () => {
  shop = await createTestApp({ prepare: insertShopDataFixture });
  manager = await staffSession(shop, "manager");
  store = await staffSession(shop, "store", { storeId: 1 });
});
afterAll(() => shop?.close());

const publicGuide = (id: number | string) =>
  shop.app.inject({ url: `/api/public/size-guides/${id}` });

const productPage = async (id: number) =>
  (await shop.app.inject({ url: `/api/public/products/product/${id}` })).json().data;

/** Waits until the cached answers show what `check` expects (dropped on NOTIFY). */
const eventually = (check: () => Promise<void>) =>
  vi.waitFor(check, { timeout: 5000, interval: 50 });

const category = (id: number, sizeGuideId: number | null) => ({
  name: id === 3 ? "Mocassins" : "Cintos",
  isWoman: false,
  isMan: true,
  forShoe: id === 3,
  forAccessory: id !== 3,
  sizeGuideId,
});

const beltGuide = {
  name: "Cintos de homem",
  measureLabel: "Cintura (cm)",
  howToMeasure: "Meça a cintura.\n\nEscolha o tamanho acima.",
  rows: [
    { size: "85", measure: 80 },
    { size: "90", measure: "85,5" },
    { size: "95", measure: 90.5 },
  ],
};

describe(`size guides on the product page (${databaseKind})`, () => {
  it("answers a seeded guide with its rows in cm and its steps, and 404 for an unknown one", async () => {
    const response = await publicGuide(1);
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toBeTruthy();
    const guide = response.json().data;
    expect(guide).toMatchObject({ id: 1, name: "Sapatos de mulher" });
    expect(guide.measureLabel).toBe("Comprimento do pé (cm)");
    expect(guide.rows[0]).toEqual({ size: "35", measure: 22.5 });
    expect(guide.rows.at(-1)).toEqual({ size: "42", measure: 27 });
    expect(guide.howToMeasure).toContain("calcanhar");
    const again = await shop.app.inject({
      url: "/api/public/size-guides/1",
      headers: { "if-none-match": response.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expectFailure(await publicGuide(999), 404, {
      code: "NOT_FOUND",
      message: "Este guia de tamanhos não existe.",
    });
    expectFailure(await publicGuide("abc"), 400, { code: "VALIDATION" });
  });

  it("names the category's guide on the product page once staff choose it", async () => {
    expect((await productPage(3)).sizeGuideId).toBeNull();
    const saved = await manager.call("PUT", "/categories/3", category(3, 2));
    expect(saved.statusCode).toBe(200);
    const item = saved.json().data.find((c: { id: number }) => c.id === 3);
    expect(item.sizeGuideId).toBe(2);
    await eventually(async () => expect((await productPage(3)).sizeGuideId).toBe(2));
    // A change without the field keeps the guide.
    const { sizeGuideId: _left, ...withoutGuide } = category(3, null);
    await manager.call("PUT", "/categories/3", withoutGuide);
    expect((await manager.call("GET", "/categories")).json().data[2].sizeGuideId).toBe(2);
    expect((await auditOf(shop, "category", 3))[1]).toMatchObject({
      action: "category.update",
      before: { sizeGuideId: null },
      after: { sizeGuideId: 2 },
    });
  });

  it("refuses a category's guide that does not exist, on the field", async () => {
    expectFailure(await manager.call("PUT", "/categories/5", category(5, 999)), 400, {
      code: "VALIDATION",
      fields: { sizeGuideId: "O guia de tamanhos escolhido já não existe. Escolha outro." },
    });
    expectFailure(await manager.call("PUT", "/categories/5", category(5, 0)), 400, {
      code: "VALIDATION",
      fields: { sizeGuideId: "Guia de tamanhos inválido." },
    });
  });
});

describe(`size guides in the back office (${databaseKind})`, () => {
  let created: number;

  it("creates a guide (a measure typed with a comma), audits it, and lists it", async () => {
    const response = await manager.call("POST", "/size-guides", beltGuide);
    expect(response.statusCode).toBe(200);
    const guide = response
      .json()
      .data.find((each: { name: string }) => each.name === "Cintos de homem");
    created = guide.id;
    expect(guide).toEqual({
      id: expect.any(Number),
      name: "Cintos de homem",
      measureLabel: "Cintura (cm)",
      howToMeasure: "Meça a cintura.\n\nEscolha o tamanho acima.",
      nameEn: null,
      measureLabelEn: null,
      howToMeasureEn: null,
      rows: [
        { size: "85", measure: 80 },
        { size: "90", measure: 85.5 },
        { size: "95", measure: 90.5 },
      ],
      categories: [],
    });
    expect((await auditOf(shop, "size_guide", created))[0]).toMatchObject({
      staff_id: manager.id,
      action: "size_guide.create",
    });
    expect((await publicGuide(created)).json().data.rows[1]).toEqual({ size: "90", measure: 85.5 });
  });

  it("edits a row and the storefront's cached answer follows", async () => {
    await manager.call("PUT", "/categories/5", category(5, created));
    const rows = [beltGuide.rows[0], { size: "90", measure: 86 }, { size: "100", measure: 95 }];
    const response = await manager.call("PUT", `/size-guides/${created}`, { ...beltGuide, rows });
    expect(response.statusCode).toBe(200);
    const listed = response.json().data.find((each: { id: number }) => each.id === created);
    expect(listed.categories).toEqual([{ id: 5, name: "Cintos" }]);
    await eventually(async () =>
      expect(
        (await publicGuide(created)).json().data.rows.map((r: { size: string }) => r.size),
      ).toEqual(["85", "90", "100"]),
    );
    expect((await publicGuide(created)).json().data.rows[1].measure).toBe(86);
    expect((await auditOf(shop, "size_guide", created))[0]).toMatchObject({
      action: "size_guide.update",
      before: { rows: expect.arrayContaining([{ size: "95", measure: 90.5 }]) },
      after: { rows: expect.arrayContaining([{ size: "100", measure: 95 }]) },
    });
  });

  it("refuses repeated sizes, bad measurements, no rows and too many, naming the field", async () => {
    const send = (rows: unknown[], extra = {}) =>
      manager.call("PUT", `/size-guides/${created}`, { ...beltGuide, ...extra, rows });
    expectFailure(
      await send([
        { size: "90", measure: 85 },
        { size: "90", measure: 86 },
      ]),
      400,
      {
        code: "VALIDATION",
        fields: { "rows.1.size": "O tamanho 90 está repetido." },
      },
    );
    for (const measure of [0, -3, 22.55, "abc", 1000]) {
      expectFailure(await send([{ size: "90", measure }]), 400, {
        code: "VALIDATION",
        fields: { "rows.0.measure": expect.stringContaining("medida positiva") },
      });
    }
    expectFailure(await send([]), 400, {
      code: "VALIDATION",
      fields: { rows: "Indique entre 1 e 40 linhas." },
    });
    const many = Array.from({ length: 41 }, (_, index) => ({ size: String(index), measure: 20 }));
    expectFailure(await send(many), 400, {
      code: "VALIDATION",
      fields: { rows: expect.any(String) },
    });
    expectFailure(await send(beltGuide.rows, { name: " " }), 400, {
      code: "VALIDATION",
      fields: { name: "Indique o nome do guia (até 60 caracteres)." },
    });
    expectFailure(await manager.call("PUT", "/size-guides/999", beltGuide), 404, {
      code: "NOT_FOUND",
    });
  });

  it("lets a store's staff read the guides but not change them", async () => {
    expect((await store.call("GET", "/size-guides")).statusCode).toBe(200);
    expectFailure(await store.call("POST", "/size-guides", beltGuide), 403, { code: "FORBIDDEN" });
    expectFailure(await store.call("DELETE", `/size-guides/${created}`), 403, {
      code: "FORBIDDEN",
    });
    expect((await shop.app.inject({ url: "/api/admin/size-guides" })).statusCode).toBe(401);
  });

  it("deletes a guide in use: its categories keep none and the product page says so", async () => {
    await eventually(async () => expect((await productPage(5)).sizeGuideId).toBe(created));
    const response = await manager.call("DELETE", `/size-guides/${created}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.map((each: { id: number }) => each.id)).not.toContain(created);
    const categories = (await manager.call("GET", "/categories")).json().data;
    expect(categories.find((c: { id: number }) => c.id === 5).sizeGuideId).toBeNull();
    await eventually(async () => expect((await productPage(5)).sizeGuideId).toBeNull());
    await eventually(async () => expect((await publicGuide(created)).statusCode).toBe(404));
    expect((await auditOf(shop, "size_guide", created))[0]).toMatchObject({
      action: "size_guide.delete",
      before: { name: "Cintos de homem", categories: [{ id: 5, name: "Cintos" }] },
    });
    expectFailure(await manager.call("DELETE", `/size-guides/${created}`), 404, {
      code: "NOT_FOUND",
    });
  });
});

describe(`migration 047 over an existing shop (${databaseKind})`, () => {
  it("gives shoe categories the guide of their group and belts theirs, other categories none", async () => {
    const earlier = mkdtempSync(join(tmpdir(), "shop-migrations-"));
    for (const file of readdirSync(MIGRATIONS_DIR).filter((name) => name < "047")) {
      cpSync(join(MIGRATIONS_DIR, file), join(earlier, file));
    }
    const database = await createTestDatabase({ migrationsDir: earlier });
    try {
      await sql`INSERT INTO categories (name, is_woman, is_man, for_shoe, for_accessory) VALUES
        ('Sabrinas', true, false, true, false), ('Mocassins', false, true, true, false),
        ('Sapatilhas', true, true, true, false), ('Cintos', false, true, false, true),
        ('Cintos de senhora', true, false, false, true), ('Malas', true, false, false, true)`.execute(
        database.db,
      );
      await migrate(database);
      const rows = await database.db
        .selectFrom("categories as c")
        .leftJoin("size_guides as g", "g.id", "c.size_guide_id")
        .select(["c.name", "g.name as guide"])
        .orderBy("c.id")
        .execute();
      expect(rows).toEqual([
        { name: "Sabrinas", guide: "Sapatos de mulher" },
        { name: "Mocassins", guide: "Sapatos de homem" },
        { name: "Sapatilhas", guide: null },
        { name: "Cintos", guide: "Cintos" },
        { name: "Cintos de senhora", guide: "Cintos" },
        { name: "Malas", guide: null },
      ]);
      // New guides continue after the seeded ones.
      const added = await database.db
        .insertInto("size_guides")
        .values({ name: "Luvas", measure_label: "Mão (cm)" })
        .returning("id")
        .executeTakeFirstOrThrow();
      expect(added.id).toBe(4);
    } finally {
      await database.close();
    }
  });
});
