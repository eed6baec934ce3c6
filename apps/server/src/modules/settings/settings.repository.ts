import type { SettingsChange } from "@shop/shared";
import type { Kysely, Transaction, Updateable } from "kysely";
import type { DB } from "../../db/schema.ts";

type Db = Kysely<DB> | Transaction<DB>;
export type SettingValues = Omit<SettingsChange, "countryVatRates">;

/** SQL of the shop's settings row and of the EU countries' own VAT rates. */
export const settingsRepository = {
  read: (db: Db) =>
    db.selectFrom("settings").selectAll().where("id", "=", 1).executeTakeFirstOrThrow(),

  /** The settings row, locked: two people saving at once take turns (each sees the other's). */
  lock: (db: Db) =>
    db.selectFrom("settings").selectAll().where("id", "=", 1).forUpdate().executeTakeFirstOrThrow(),

  /** Writes columns of the settings row: the settings page's, or one feature's own. */
  update: (db: Db, values: Updateable<DB["settings"]>) =>
    db.updateTable("settings").set(values).where("id", "=", 1).execute(),

  /** The shop's countries that have an ISO code, with their own rate (null: Portugal's). */
  countryRates: (db: Db) =>
    db
      .selectFrom("countries")
      .select(["code", "name", "vat_percent"])
      .where("code", "is not", null)
      .execute(),

  /** Sets a country's own rate; answers whether the shop has that country. */
  async setCountryRate(db: Db, code: string, rate: number | null): Promise<boolean> {
    const updated = await db
      .updateTable("countries")
      .set({ vat_percent: rate })
      .where("code", "=", code)
      .executeTakeFirst();
    return updated.numUpdatedRows > 0n;
  },
};
