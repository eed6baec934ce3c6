import type { CategoryInput } from "@shop/shared";
import { type Kysely, sql, type Transaction } from "kysely";
import type { DB } from "../../db/schema.ts";

type Db = Kysely<DB> | Transaction<DB>;

const COLUMNS = [
  "id",
  "name",
  "is_woman",
  "is_man",
  "for_shoe",
  "for_accessory",
  "ordering",
  "size_guide_id",
  "name_en",
] as const;

const row = (input: CategoryInput) => ({
  name: input.name,
  is_woman: input.isWoman,
  is_man: input.isMan,
  for_shoe: input.forShoe,
  for_accessory: input.forAccessory,
  // Left out, a change keeps the category's guide.
  ...(input.sizeGuideId === undefined ? {} : { size_guide_id: input.sizeGuideId }),
  ...(input.nameEn === undefined ? {} : { name_en: input.nameEn }),
});

/** SQL of the categories as the back office keeps them. */
export const categoryRepository = {
  /** Every category in the storefront's order, with how many products each has. */
  list: (db: Db) =>
    db
      .selectFrom("categories as c")
      .select([...COLUMNS.map((column) => `c.${column}` as const)])
      .select((eb) =>
        eb
          .selectFrom("products as p")
          .select(sql<number>`count(*)::int`.as("n"))
          .whereRef("p.category_id", "=", "c.id")
          .as("products"),
      )
      .orderBy("c.ordering")
      .orderBy("c.name")
      .execute(),

  /**
   * Every category, locked: saving one waits for anyone else saving one, so two people cannot
   * both add the same name to a group.
   */
  lockAll: (db: Db) => db.selectFrom("categories").select(COLUMNS).forUpdate().execute(),

  async productsIn(db: Db, id: number): Promise<number> {
    const found = await db
      .selectFrom("products")
      .select(sql<number>`count(*)::int`.as("n"))
      .where("category_id", "=", id)
      .executeTakeFirstOrThrow();
    return found.n;
  },

  async insert(db: Db, input: CategoryInput): Promise<number> {
    const { id } = await db
      .insertInto("categories")
      .values((eb) => ({
        ...row(input),
        ordering: eb
          .selectFrom("categories")
          .select(sql<number>`coalesce(max(ordering), 0) + 1`.as("next")),
      }))
      .returning("id")
      .executeTakeFirstOrThrow();
    return id;
  },

  update: (db: Db, id: number, input: CategoryInput) =>
    db.updateTable("categories").set(row(input)).where("id", "=", id).execute(),

  delete: (db: Db, id: number) => db.deleteFrom("categories").where("id", "=", id).execute(),
};
