import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, databaseKind } from "../../test/database.ts";
import type { Database } from "./database.ts";
import { migrate } from "./migrate.ts";

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

describe(`migrations (${databaseKind})`, () => {
  it("apply once: a second run has nothing to do", async () => {
    expect(await migrate(database)).toEqual([]);
  });

  it("keep each product's search text normalised and current", async () => {
    const { db } = database;
    const brand = await db
      .insertInto("brands")
      .values({ name: "Fábrica Évora" })
      .returning("id")
      .executeTakeFirstOrThrow();
    const color = await db
      .insertInto("colors")
      .values({ name: "Azul-marinho" })
      .returning("id")
      .executeTakeFirstOrThrow();
    const tag = await db
      .insertInto("tags")
      .values({ name: "Camurça" })
      .returning("id")
      .executeTakeFirstOrThrow();
    const product = await db
      .insertInto("products")
      .values({
        ref: "SL-1",
        title: "Sandálias de Pele",
        price_cents: 5990,
        brand_id: brand.id,
        color_id: color.id,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db
      .insertInto("product_tags")
      .values({ product_id: product.id, tag_id: tag.id })
      .execute();
    const searchText = async () =>
      (
        await db
          .selectFrom("products")
          .select("search_text")
          .where("id", "=", product.id)
          .executeTakeFirstOrThrow()
      ).search_text;
    expect(await searchText()).toBe(" sandalias de pele sl 1 fabrica evora azul marinho camurca ");
    await db.updateTable("brands").set({ name: "Atelier" }).where("id", "=", brand.id).execute();
    expect(await searchText()).toBe(" sandalias de pele sl 1 atelier azul marinho camurca ");
  });
});
