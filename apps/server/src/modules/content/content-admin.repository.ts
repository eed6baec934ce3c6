import type { StoreHours } from "@shop/shared";
import { type ExpressionBuilder, type Kysely, sql, type Transaction } from "kysely";
import type { DB } from "../../db/schema.ts";

type Db = Kysely<DB> | Transaction<DB>;

export interface BannerRow {
  image: string;
  title: string;
  subtitle: string;
  text: string;
  link: string;
  starts_on: string | null;
  ends_on: string | null;
  /** The English texts (060); absent: unchanged. */
  title_en?: string | null;
  subtitle_en?: string | null;
  text_en?: string | null;
}

const BANNER_COLUMNS = [
  "id",
  "image",
  "title",
  "subtitle",
  "text",
  "link",
  "starts_on",
  "ends_on",
  "title_en",
  "subtitle_en",
  "text_en",
] as const;

export interface StoreRow {
  name: string;
  address: string;
  phone: string;
  map_link: string;
  thumbnail: string;
  hours: StoreHours | null;
  pickup: boolean;
}

const STORE_COLUMNS = [
  "id",
  "name",
  "address",
  "phone",
  "map_link",
  "thumbnail",
  "hours",
  "pickup",
  "ordering",
] as const;
const nextOrdering = (table: "banners" | "stores") =>
  sql<number>`(SELECT coalesce(max(ordering), 0) + 1 FROM ${sql.table(table)})`;
/** A store's units in stock and the staff who work in it. */
const usageColumns = (eb: ExpressionBuilder<DB & { s: DB["stores"] }, "s">) => [
  eb
    .selectFrom("stock")
    .select(sql<number>`coalesce(sum(quantity), 0)::int`.as("n"))
    .whereRef("stock.store_id", "=", "s.id")
    .as("stock"),
  eb
    .selectFrom("staff")
    .select(sql<number>`count(*)::int`.as("n"))
    .whereRef("staff.store_id", "=", "s.id")
    .as("staff"),
];
const hoursJson = (hours: StoreHours | null) => (hours === null ? null : JSON.stringify(hours));

/** SQL of the home page's banners as the back office keeps them. */
export const bannerRepository = {
  list: (db: Db) =>
    db
      .selectFrom("banners")
      .select([...BANNER_COLUMNS, "ordering"])
      .orderBy("ordering")
      .orderBy("id")
      .execute(),

  lock: (db: Db, id: number) =>
    db
      .selectFrom("banners")
      .select(BANNER_COLUMNS)
      .where("id", "=", id)
      .forUpdate()
      .executeTakeFirst(),

  insert: async (db: Db, banner: BannerRow) =>
    (
      await db
        .insertInto("banners")
        .values({ ...banner, ordering: nextOrdering("banners") })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id,

  update: (db: Db, id: number, banner: BannerRow) =>
    db.updateTable("banners").set(banner).where("id", "=", id).execute(),

  delete: (db: Db, id: number) => db.deleteFrom("banners").where("id", "=", id).execute(),
};

/** SQL of the physical stores as the back office keeps them. */
export const storeRepository = {
  /** Every store in the storefront's order, with its units in stock and its staff. */
  list: (db: Db) =>
    db
      .selectFrom("stores as s")
      .select(STORE_COLUMNS.map((column) => `s.${column}` as const))
      .select(usageColumns)
      .orderBy("s.ordering")
      .orderBy("s.id")
      .execute(),

  /** The store, locked: stock and staff that would refer to it wait until the change is done. */
  lock: (db: Db, id: number) =>
    db
      .selectFrom("stores")
      .select(STORE_COLUMNS)
      .where("id", "=", id)
      .forUpdate()
      .executeTakeFirst(),

  async nameTaken(db: Db, name: string, exceptId = 0) {
    const row = await db
      .selectFrom("stores")
      .select("id")
      .where(sql<boolean>`lower(name) = lower(${name})`)
      .where("id", "<>", exceptId)
      .executeTakeFirst();
    return row !== undefined;
  },

  async usage(db: Db, id: number) {
    const row = await db
      .selectFrom("stores as s")
      .select(usageColumns)
      .where("s.id", "=", id)
      .executeTakeFirstOrThrow();
    return { stock: row.stock ?? 0, staff: row.staff ?? 0 };
  },

  insert: async (db: Db, store: StoreRow) =>
    (
      await db
        .insertInto("stores")
        .values({ ...store, hours: hoursJson(store.hours), ordering: nextOrdering("stores") })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id,

  update: (db: Db, id: number, store: StoreRow) =>
    db
      .updateTable("stores")
      .set({ ...store, hours: hoursJson(store.hours) })
      .where("id", "=", id)
      .execute(),

  delete: (db: Db, id: number) => db.deleteFrom("stores").where("id", "=", id).execute(),
};
