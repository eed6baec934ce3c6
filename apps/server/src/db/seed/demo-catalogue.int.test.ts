import { announcedReduction, isValidNif } from "@shop/shared";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../test/database.ts";
import type { Database } from "../database.ts";
import { seedBenchmarkProducts, seedDemoCatalogue } from "./demo-catalogue.ts";

async function count(database: Database, table: "products" | "categories" | "stock" | "countries") {
  const row = await database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function scalar(database: Database, query: string): Promise<number> {
  const { rows } = await sql.raw<{ n: number }>(query).execute(database.db);
  return Number(rows[0]?.n);
}

const NO_ONLINE_STOCK = `NOT EXISTS (SELECT 1 FROM stock s WHERE s.product_id = p.id AND s.store_id IS NULL AND s.quantity > 0)`;

/** Everything the seed wrote about products, without the insertion timestamps. */
async function productSnapshot(database: Database) {
  const products = await database.db.selectFrom("products").selectAll().orderBy("id").execute();
  const sizes = await database.db
    .selectFrom("product_sizes")
    .selectAll()
    .orderBy("product_id")
    .orderBy("position")
    .execute();
  const stock = await database.db.selectFrom("stock").selectAll().orderBy("id").execute();
  const tags = await database.db
    .selectFrom("product_tags")
    .selectAll()
    .orderBy("product_id")
    .orderBy("tag_id")
    .execute();
  return {
    products: products.map(({ created_at, updated_at, ...rest }) => rest),
    sizes,
    stock,
    tags,
  };
}

describe("seedDemoCatalogue on an empty database", () => {
  let database: Database;
  let result: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    result = await seedDemoCatalogue(database);
  });
  afterAll(() => database.close());

  it("seeds about 200 products", async () => {
    expect(result).toBe("seeded");
    expect(await count(database, "products")).toBe(200);
  });

  it("has categories in the four groups, Sandálias among women's shoes", async () => {
    const categories = await database.db.selectFrom("categories").selectAll().execute();
    const group = (woman: boolean, shoe: boolean) =>
      categories.filter(
        (c) =>
          c.is_woman === woman &&
          c.is_man === !woman &&
          c.for_shoe === shoe &&
          c.for_accessory === !shoe,
      );
    expect(group(true, true).map((c) => c.name)).toContain("Sandálias");
    expect(group(false, true).map((c) => c.name)).toContain("Sapatos Clássicos");
    expect(group(true, false).map((c) => c.name)).toContain("Malas");
    expect(group(false, false).map((c) => c.name)).toContain("Gravatas");
    expect(categories).toHaveLength(26);
  });

  it("gives shoes the size guide of their group and belts theirs; other accessories none", async () => {
    const rows = await database.db
      .selectFrom("categories as c")
      .leftJoin("size_guides as g", "g.id", "c.size_guide_id")
      .select(["c.name", "c.is_woman", "c.for_shoe", "g.name as guide"])
      .execute();
    for (const row of rows) {
      const expected = row.for_shoe
        ? row.is_woman
          ? "Sapatos de mulher"
          : "Sapatos de homem"
        : row.name === "Cintos"
          ? "Cintos"
          : null;
      expect({ category: row.name, guide: row.guide }).toEqual({
        category: row.name,
        guide: expected,
      });
    }
  });

  it("discounts about a quarter of the products, by round percentages", async () => {
    const discounted = await database.db
      .selectFrom("products")
      .select(["ref", "discount"])
      .where("discount", ">", 0)
      .execute();
    expect(discounted.length).toBeGreaterThan(30);
    expect(discounted.length).toBeLessThan(70);
    for (const { discount } of discounted) expect([10, 20, 30, 40, 50]).toContain(discount);
  });

  it("gives the products a past: on sale at their list price for months, discounted lately, two raised first", async () => {
    const history = await database.db
      .selectFrom("product_prices as h")
      .innerJoin("products as p", "p.id", "h.product_id")
      .select(["h.product_id", "h.price_cents", "h.discount", "h.changed_at", "h.source", "p.ref"])
      .where("p.discount", ">", 0)
      .where("p.ref", "like", "SL-%")
      .execute();
    expect(new Set(history.map((row) => row.source))).toEqual(new Set(["seed"]));
    const byProduct = new Map<number, typeof history>();
    for (const row of history)
      byProduct.set(row.product_id, [...(byProduct.get(row.product_id) ?? []), row]);
    const reductions = [...byProduct.values()].map((rows) => {
      const list = rows.at(-1)?.price_cents ?? 0;
      const reduction = announcedReduction(
        rows.map((row) => ({
          at: row.changed_at,
          priceCents: row.price_cents,
          discount: row.discount,
        })),
      );
      return { list, reduction };
    });
    // Every discounted demo product announces its reduction; two on a price lower than their list price.
    expect(reductions.every(({ reduction }) => reduction !== null)).toBe(true);
    const raised = reductions.filter(
      ({ list, reduction }) => (reduction?.referenceCents ?? 0) < list,
    );
    expect(raised).toHaveLength(2);
  });

  it("keeps prices between 19,90 € and 249,90 €, every product titled", async () => {
    expect(
      await scalar(database, "SELECT min(price_cents) AS n FROM products"),
    ).toBeGreaterThanOrEqual(1990);
    expect(
      await scalar(database, "SELECT max(price_cents) AS n FROM products"),
    ).toBeLessThanOrEqual(24990);
    expect(await scalar(database, "SELECT count(*) AS n FROM products WHERE title IS NULL")).toBe(
      0,
    );
  });

  it("describes products as a shop would: shoes' heels and soles, bags' dimensions, belts without a heel", async () => {
    const inGroup = (flag: string, name?: string) =>
      `FROM products p JOIN categories c ON c.id = p.category_id WHERE c.${flag}${name ? ` AND c.name = '${name}'` : ""}`;
    expect(
      await scalar(
        database,
        `SELECT count(*) AS n ${inGroup("for_shoe")} AND (heel_height_mm IS NULL OR sole IS NULL)`,
      ),
    ).toBe(0);
    expect(
      await scalar(
        database,
        `SELECT count(*) AS n ${inGroup("for_shoe")} AND fit_note IS NOT NULL`,
      ),
    ).toBeGreaterThan(5);
    expect(
      await scalar(
        database,
        `SELECT count(*) AS n ${inGroup("for_accessory", "Malas")} AND width_mm IS NULL`,
      ),
    ).toBe(0);
    expect(
      await scalar(
        database,
        `SELECT count(*) AS n ${inGroup("for_accessory", "Cintos")} AND (heel_height_mm IS NOT NULL OR width_mm IS NOT NULL)`,
      ),
    ).toBe(0);
    const madeInPortugal = await scalar(
      database,
      "SELECT count(*) AS n FROM products WHERE made_in = 'Portugal'",
    );
    expect(madeInPortugal).toBeGreaterThan(100);
    expect(await scalar(database, "SELECT count(*) AS n FROM products WHERE care IS NULL")).toBe(0);
  });

  it("sells some products only in a physical store, and some sizes are sold out online", async () => {
    const storeOnly = await scalar(
      database,
      `SELECT count(*) AS n FROM products p WHERE ${NO_ONLINE_STOCK} AND EXISTS (SELECT 1 FROM stock s WHERE s.product_id = p.id AND s.store_id IS NOT NULL AND s.quantity > 0)`,
    );
    expect(storeOnly).toBeGreaterThanOrEqual(8);
    const soldOutSizes = await scalar(
      database,
      "SELECT count(*) AS n FROM stock WHERE store_id IS NULL AND quantity = 0",
    );
    expect(soldOutSizes).toBeGreaterThan(0);
    const onlineOnly = await scalar(
      database,
      "SELECT count(*) AS n FROM products p WHERE NOT EXISTS (SELECT 1 FROM stock s WHERE s.product_id = p.id AND s.store_id IS NOT NULL)",
    );
    expect(onlineOnly).toBeGreaterThan(0);
    expect(await scalar(database, "SELECT max(quantity) AS n FROM stock")).toBeLessThanOrEqual(8);
  });

  it("marks new, featured and much-viewed products", async () => {
    expect(await scalar(database, "SELECT count(*) AS n FROM products WHERE featured")).toBe(12);
    const fresh = await scalar(database, "SELECT count(*) AS n FROM products WHERE new_collection");
    expect(fresh).toBeGreaterThan(25);
    expect(fresh).toBeLessThan(55);
    const newestOld = await scalar(
      database,
      "SELECT count(*) AS n FROM products WHERE NOT new_collection AND published_at > (SELECT min(published_at) FROM products WHERE new_collection)",
    );
    expect(newestOld).toBe(0);
    expect(
      await scalar(database, "SELECT count(*) AS n FROM product_views WHERE views > 500"),
    ).toBeGreaterThan(2);
  });

  it("gives every product 1–3 pictures, sizes in order and 1–3 tags", async () => {
    const products = await database.db.selectFrom("products").select(["ref", "pictures"]).execute();
    for (const { ref, pictures } of products) {
      expect(pictures.length).toBeGreaterThanOrEqual(1);
      expect(pictures.length).toBeLessThanOrEqual(3);
      expect(pictures[0]).toBe(`products/${ref.toLowerCase()}-1.webp`);
    }
    const tagCounts = await sql<{
      n: number;
    }>`SELECT count(*) AS n FROM product_tags GROUP BY product_id`.execute(database.db);
    expect(tagCounts.rows).toHaveLength(200);
    for (const { n } of tagCounts.rows) expect(Number(n)).toBeLessThanOrEqual(3);
    const sizes = await database.db
      .selectFrom("product_sizes")
      .select(["product_id", "size"])
      .orderBy("product_id")
      .orderBy("position")
      .execute();
    const numeric = sizes.filter(({ size }) => /^\d+(\.5)?$/.test(size));
    numeric.forEach((row, index) => {
      const previous = numeric[index - 1];
      if (previous?.product_id === row.product_id)
        expect(Number(row.size)).toBeGreaterThan(Number(previous.size));
    });
  });

  it("holds the facts other tests may rely on", async () => {
    const byRef = async (ref: string) =>
      database.db
        .selectFrom("products as p")
        .leftJoin("categories as c", "c.id", "p.category_id")
        .select([
          "p.id",
          "p.title",
          "p.discount",
          "p.price_cents",
          "p.featured",
          "c.name as category",
        ])
        .select(
          sql<number>`(SELECT coalesce(sum(quantity), 0) FROM stock s WHERE s.product_id = p.id AND s.store_id IS NULL)`.as(
            "online",
          ),
        )
        .select(
          sql<string>`(SELECT string_agg(size, ',' ORDER BY position) FROM product_sizes z WHERE z.product_id = p.id)`.as(
            "sizes",
          ),
        )
        .where("p.ref", "=", ref)
        .executeTakeFirstOrThrow();
    expect(await byRef("SL-25-0109")).toMatchObject({
      id: 9,
      title: "Sabrinas de bico fino",
      discount: 20,
      price_cents: 6990,
    });
    expect(await byRef("SL-25-0119")).toMatchObject({
      title: "Botins Chelsea de camurça",
      online: 0,
    });
    expect(await byRef("SL-25-0106")).toMatchObject({ title: "Porta-cartões de pele" });
    expect(await byRef("SL-25-0108")).toMatchObject({
      category: "Sandálias",
      sizes: expect.stringContaining("37.5"),
    });
    expect(await byRef("SL-25-0115")).toMatchObject({ featured: true });
    expect(await byRef("SL-25-0134")).toMatchObject({
      category: "Cintos",
      sizes: "75,80,85,90,95",
    });
  });

  it("writes the shop's settings with a valid NIF", async () => {
    const settings = await database.db.selectFrom("settings").selectAll().executeTakeFirstOrThrow();
    expect(isValidNif(settings.contact_nif)).toBe(true);
    expect(settings).toMatchObject({
      vat_percent: 23,
      store_online: true,
      website_online: true,
      contact_email: "loja@sapatarialisboa.pt",
    });
    expect(settings.banner_shoes_women).toBe("categories/shoes-women.webp");
  });

  it("has three Lisbon stores with their opening hours and three home banners", async () => {
    const stores = await database.db.selectFrom("stores").selectAll().orderBy("ordering").execute();
    expect(stores).toHaveLength(3);
    for (const store of stores) {
      expect(store.phone).toMatch(/^213 \d{3} \d{3}$/);
      expect(store.address).toMatch(/\d{4}-\d{3} Lisboa$/);
      expect(store.map_link).toMatch(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
      expect(store.hours?.mon.length).toBeGreaterThan(0);
    }
    expect(stores[0]?.hours?.sun).toEqual([{ opens: "11:00", closes: "19:00" }]);
    expect(stores[2]?.hours?.sun).toEqual([]);
    expect(await database.db.selectFrom("banners").selectAll().execute()).toHaveLength(3);
  });

  it("is translated: every worded field of products, categories, colours, tags, banners, size guides and delivery groups has its English", async () => {
    // A Portuguese text without its English, in any table of the catalogue.
    const missing = (table: string, pairs: [string, string][]) =>
      scalar(
        database,
        `SELECT count(*) AS n FROM ${table} WHERE ${pairs
          .map(([pt, en]) => `(coalesce(${pt}, '') <> '' AND coalesce(${en}, '') = '')`)
          .join(" OR ")}`,
      );
    const products = [
      "title",
      "description",
      "color_manual",
      "upper_material",
      "lining",
      "sole",
      "fit_note",
      "care",
      "made_in",
    ].map((column): [string, string] => [column, `${column}_en`]);
    expect(await missing("products", products)).toBe(0);
    for (const table of ["categories", "colors", "tags", "country_groups"])
      expect(await missing(table, [["name", "name_en"]])).toBe(0);
    const banners = ["title", "subtitle", "text"].map((c): [string, string] => [c, `${c}_en`]);
    expect(await missing("banners", banners)).toBe(0);
    const guides = ["name", "measure_label", "how_to_measure"].map((c): [string, string] => [
      c,
      `${c}_en`,
    ]);
    expect(await missing("size_guides", guides)).toBe(0);
    const boots = await database.db
      .selectFrom("products")
      .select(["title", "title_en"])
      .where("title", "=", "Botas de montar")
      .executeTakeFirstOrThrow();
    expect(boots.title_en).toBe("Riding boots");
    const black = await database.db
      .selectFrom("colors")
      .select("name_en")
      .where("name", "=", "Preto")
      .executeTakeFirstOrThrow();
    expect(black.name_en).toBe("Black");
  });

  it("delivers to Portugal first, with the four delivery groups", async () => {
    const countries = await database.db
      .selectFrom("countries as c")
      .innerJoin("country_groups as g", "g.id", "c.group_id")
      .select(["c.name", "g.delivery_price_cents as price"])
      .orderBy("c.ordering")
      .execute();
    expect(countries[0]).toEqual({ name: "Portugal", price: 490 });
    expect(countries).toContainEqual({ name: "Portugal - Açores", price: 690 });
    expect(countries).toContainEqual({ name: "Espanha", price: 1290 });
    expect(countries).toContainEqual({ name: "Reino Unido", price: 2490 });
  });

  it("gives every country its ISO code, the islands their region's", async () => {
    const codes = await database.db.selectFrom("countries").select(["name", "code"]).execute();
    expect(codes.filter((country) => country.code === null)).toEqual([]);
    expect(codes).toContainEqual({ name: "Portugal - Madeira", code: "PT-30" });
    expect(codes).toContainEqual({ name: "Portugal - Açores", code: "PT-20" });
    expect(codes).toContainEqual({ name: "Espanha", code: "ES" });
    expect(codes).toContainEqual({ name: "Reino Unido", code: "GB" });
  });

  it("skips a second time and changes nothing", async () => {
    const before = [await count(database, "products"), await count(database, "stock")];
    expect(await seedDemoCatalogue(database)).toBe("skipped");
    expect([await count(database, "products"), await count(database, "stock")]).toEqual(before);
  });

  it("is deterministic: another empty database gets identical products", async () => {
    const other = await createTestDatabase();
    try {
      await seedDemoCatalogue(other);
      expect(await productSnapshot(other)).toEqual(await productSnapshot(database));
    } finally {
      await other.close();
    }
  });

  it("adds benchmark products in batches, numbered after the previous ones", async () => {
    await seedBenchmarkProducts(database, 620);
    await seedBenchmarkProducts(database, 10);
    expect(await count(database, "products")).toBe(830);
    const refs = await database.db
      .selectFrom("products")
      .select("ref")
      .where("ref", "like", "BX-%")
      .orderBy("ref")
      .execute();
    expect(refs[0]?.ref).toBe("BX-000001");
    expect(refs.at(-1)?.ref).toBe("BX-000630");
  });

  it("gives benchmark products the pictures of a demo product of their category", async () => {
    const { rows } = await sql<{ ref: string; shown: boolean }>`
      SELECT p.ref, EXISTS (
        SELECT 1 FROM products d
        WHERE d.ref LIKE 'SL-%' AND d.category_id IS NOT DISTINCT FROM p.category_id
          AND d.pictures = p.pictures
      ) AS shown
      FROM products p WHERE p.ref LIKE 'BX-%'`.execute(database.db);
    expect(rows).toHaveLength(630);
    expect(rows.filter((row) => !row.shown)).toEqual([]);
  });
});

describe("seedDemoCatalogue over a shop's own data", () => {
  let database: Database;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it("skips when a product already exists", async () => {
    await database.db
      .insertInto("products")
      .values({
        ref: "REAL-1",
        title: "Botas da casa",
        price_cents: 9990,
        published_at: "2026-01-10",
      })
      .execute();
    expect(await seedDemoCatalogue(database)).toBe("skipped");
    expect(await count(database, "products")).toBe(1);
    expect(await count(database, "categories")).toBe(0);
    expect(await count(database, "countries")).toBe(0);
  });
});

describe("seedDemoCatalogue from two servers starting at once", () => {
  it("seeds once", async () => {
    const database = await createTestDatabase();
    try {
      const results = await Promise.all([seedDemoCatalogue(database), seedDemoCatalogue(database)]);
      expect(results.sort()).toEqual(["seeded", "skipped"]);
      expect(await count(database, "products")).toBe(200);
    } finally {
      await database.close();
    }
  });
});
