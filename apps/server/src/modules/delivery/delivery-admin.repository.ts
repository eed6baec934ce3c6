import type { CountriesQuery } from "@shop/shared";
import { type Kysely, sql, type Transaction } from "kysely";
import type { DB } from "../../db/schema.ts";
import { containsPattern, pageWindow } from "../admin/paged.ts";

type Db = Kysely<DB> | Transaction<DB>;

export interface CountryRow {
  name: string;
  code: string | null;
  group_id: number;
}

const COUNTRY_COLUMNS = ["id", "name", "code", "group_id", "vat_percent", "ordering"] as const;
const SORT_COLUMN = { ordering: "ordering", name: "name", code: "code" } as const;
const sameName = (name: string) => sql<boolean>`lower(name) = lower(${name})`;

/** A delivery group's own columns (its English left out: a change keeps it). */
export interface GroupRow {
  name: string;
  name_en?: string | null;
  delivery_price_cents: number;
  delivery_days_min: number;
  delivery_days_max: number;
  free_delivery_from_cents: number | null;
}

/** SQL of the delivery groups (one price each) and their countries. */
export const deliveryRepository = {
  groups: (db: Db) =>
    db
      .selectFrom("country_groups")
      .select([
        "id",
        "name",
        "name_en",
        "delivery_price_cents",
        "delivery_days_min",
        "delivery_days_max",
        "free_delivery_from_cents",
      ])
      .orderBy("id")
      .execute(),

  /** Every country's place in its group, in the checkout's order. */
  groupCountries: (db: Db) =>
    db
      .selectFrom("countries")
      .select(["id", "name", "code", "group_id"])
      .orderBy("ordering")
      .orderBy("name")
      .execute(),

  lockGroup: (db: Db, id: number) =>
    db
      .selectFrom("country_groups")
      .select(["id", "name", "name_en", "delivery_price_cents", "free_delivery_from_cents"])
      .where("id", "=", id)
      .forUpdate()
      .executeTakeFirst(),

  async groupNameTaken(db: Db, name: string, exceptId = 0) {
    const row = await db
      .selectFrom("country_groups")
      .select("id")
      .where(sameName(name))
      .where("id", "<>", exceptId)
      .executeTakeFirst();
    return row !== undefined;
  },

  async countriesIn(db: Db, groupId: number): Promise<number> {
    const row = await db
      .selectFrom("countries")
      .select(sql<number>`count(*)::int`.as("n"))
      .where("group_id", "=", groupId)
      .executeTakeFirstOrThrow();
    return row.n;
  },

  insertGroup: async (db: Db, group: GroupRow) =>
    (await db.insertInto("country_groups").values(group).returning("id").executeTakeFirstOrThrow())
      .id,

  updateGroup: (db: Db, id: number, group: GroupRow) =>
    db.updateTable("country_groups").set(group).where("id", "=", id).execute(),

  deleteGroup: (db: Db, id: number) =>
    db.deleteFrom("country_groups").where("id", "=", id).execute(),

  async countryPage(db: Db, query: CountriesQuery) {
    let rows = db.selectFrom("countries");
    if (query.q) rows = rows.where(sql<boolean>`name ILIKE ${containsPattern(query.q)}`);
    if (query.groupId !== undefined) rows = rows.where("group_id", "=", query.groupId);
    const { offset, limit } = pageWindow(query.page);
    const [items, total] = await Promise.all([
      rows
        .select(COUNTRY_COLUMNS)
        .orderBy(SORT_COLUMN[query.sort], query.order)
        .orderBy("name")
        .offset(offset)
        .limit(limit)
        .execute(),
      rows.select((eb) => eb.fn.countAll<string>().as("n")).executeTakeFirstOrThrow(),
    ]);
    return { items, total: Number(total.n) };
  },

  findCountry: (db: Db, id: number) =>
    db.selectFrom("countries").select(COUNTRY_COLUMNS).where("id", "=", id).executeTakeFirst(),

  lockCountry: (db: Db, id: number) =>
    db
      .selectFrom("countries")
      .select(COUNTRY_COLUMNS)
      .where("id", "=", id)
      .forUpdate()
      .executeTakeFirst(),

  /** Which of the country's name and code another country already has. */
  async countryClash(db: Db, country: CountryRow, exceptId = 0) {
    const rows = await db
      .selectFrom("countries")
      .select(["name", "code"])
      .where((eb) => eb.or([sameName(country.name), eb("code", "=", country.code)]))
      .where("id", "<>", exceptId)
      .execute();
    const lower = country.name.toLowerCase();
    return {
      name: rows.some((row) => row.name.toLowerCase() === lower),
      code: country.code !== null && rows.some((row) => row.code === country.code),
    };
  },

  /** Addresses and purchases that name the country. */
  async countryUses(db: Db, id: number): Promise<boolean> {
    const row = await db
      .selectNoFrom((eb) => [
        eb
          .exists(eb.selectFrom("addresses").select("id").where("country_id", "=", id))
          .as("address"),
        eb
          .exists(
            eb
              .selectFrom("purchases")
              .select("id")
              .where((w) =>
                w.or([w("delivery_country_id", "=", id), w("invoice_country_id", "=", id)]),
              ),
          )
          .as("purchase"),
      ])
      .executeTakeFirstOrThrow();
    return Boolean(row.address) || Boolean(row.purchase);
  },

  insertCountry: async (db: Db, country: CountryRow) =>
    (
      await db
        .insertInto("countries")
        .values({
          ...country,
          ordering: sql<number>`(SELECT coalesce(max(ordering), 0) + 1 FROM countries)`,
        })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id,

  updateCountry: (db: Db, id: number, country: CountryRow & { vat_percent?: null }) =>
    db.updateTable("countries").set(country).where("id", "=", id).execute(),

  deleteCountry: (db: Db, id: number) => db.deleteFrom("countries").where("id", "=", id).execute(),
};
