import type { NamedList, NamedListQuery } from "@shop/shared";
import { type AliasedExpression, type Kysely, sql, type Transaction } from "kysely";
import type { DB } from "../../db/schema.ts";
import { containsPattern, pageWindow } from "../admin/paged.ts";

type Db = Kysely<DB> | Transaction<DB>;

/** The three lists have the same columns (but a brand's English); Kysely is told one of them. */
const tableOf = (list: NamedList) => list as "colors";

/** A colour's or a tag's English; a brand's name is the same in both languages. */
function nameEn<A extends string = "name_en">(list: NamedList, alias = "name_en" as A) {
  const column = list === "brands" ? sql<string | null>`NULL::text` : sql<string | null>`name_en`;
  return column.as(alias);
}

/** The English to write: none for a brand; absent (undefined), unchanged. */
const englishOf = (list: NamedList, english: string | null | undefined) =>
  list === "brands" || english === undefined ? {} : { name_en: english };

type Usage = AliasedExpression<{ owner: number | null; n: string }, "u">;

/** How many products use each row of a list (`u.owner`, `u.n`): one grouped count. */
function usage(db: Db, list: NamedList): Usage {
  if (list === "tags")
    return db
      .selectFrom("product_tags")
      .select(["tag_id as owner", (eb) => eb.fn.countAll<string>().as("n")])
      .groupBy("tag_id")
      .as("u");
  const column = list === "brands" ? "brand_id" : "color_id";
  return db
    .selectFrom("products")
    .select([`${column} as owner`, (eb) => eb.fn.countAll<string>().as("n")])
    .where(column, "is not", null)
    .groupBy(column)
    .as("u");
}

const sameName = (name: string) => sql<boolean>`lower(name) = lower(${name})`;

/** SQL of brands, colours and tags as the back office keeps them. */
export const namedListRepository = {
  async page(db: Db, list: NamedList, query: NamedListQuery) {
    let rows = db.selectFrom(`${tableOf(list)} as t`).leftJoin(usage(db, list), "u.owner", "t.id");
    if (query.q) rows = rows.where(sql<boolean>`t.name ILIKE ${containsPattern(query.q)}`);
    const { offset, limit } = pageWindow(query.page);
    const products = sql<number>`coalesce(u.n, 0)::int`;
    const [items, total] = await Promise.all([
      rows
        .select(["t.id", "t.name", nameEn(list, "nameEn"), products.as("products")])
        .orderBy(query.sort === "products" ? products : sql`lower(t.name)`, query.order)
        .orderBy("t.id")
        .offset(offset)
        .limit(limit)
        .execute(),
      rows.select((eb) => eb.fn.countAll<string>().as("n")).executeTakeFirstOrThrow(),
    ]);
    return { items, total: Number(total.n) };
  },

  find: (db: Db, list: NamedList, id: number) =>
    db
      .selectFrom(tableOf(list))
      .select(["id", "name", nameEn(list)])
      .where("id", "=", id)
      .executeTakeFirst(),

  /** The row, locked: a product saved with it meanwhile waits until the change is done. */
  lock: (db: Db, list: NamedList, id: number) =>
    db
      .selectFrom(tableOf(list))
      .select(["id", "name", nameEn(list)])
      .where("id", "=", id)
      .forUpdate()
      .executeTakeFirst(),

  /** Another row with the same name, whatever its case. */
  async nameTaken(db: Db, list: NamedList, name: string, exceptId = 0) {
    const row = await db
      .selectFrom(tableOf(list))
      .select("id")
      .where(sameName(name))
      .where("id", "<>", exceptId)
      .executeTakeFirst();
    return row !== undefined;
  },

  async productsUsing(db: Db, list: NamedList, id: number): Promise<number> {
    const row = await db
      .selectFrom(usage(db, list))
      .select("u.n")
      .where("u.owner", "=", id)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  },

  insert: (db: Db, list: NamedList, name: string, english: string | null | undefined) =>
    db
      .insertInto(tableOf(list))
      .values({ name, ...englishOf(list, english) })
      .returning(["id", "name", nameEn(list)])
      .executeTakeFirstOrThrow(),

  update: (db: Db, list: NamedList, id: number, name: string, english: string | null | undefined) =>
    db
      .updateTable(tableOf(list))
      .set({ name, ...englishOf(list, english) })
      .where("id", "=", id)
      .execute(),

  delete: (db: Db, list: NamedList, id: number) =>
    db.deleteFrom(tableOf(list)).where("id", "=", id).execute(),
};
