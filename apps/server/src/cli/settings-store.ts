import { EU_COUNTRY_CODES } from "@shop/shared";
import type { Kysely } from "kysely";
import { z } from "zod";
import type { DB } from "../db/schema.ts";

const flag = z.enum(["true", "false"]).transform((value) => value === "true");
const text = z.string().max(300);
const percent = z.coerce.number().int().min(0).max(100);
/** An EU country's own rate (one-stop shop), to the hundredth; empty goes back to Portugal's. */
const countryPercent = z.union([
  z.literal("").transform(() => null),
  z.coerce.number().min(0).max(99).multipleOf(0.01),
]);
const COUNTRY_RATE_KEY = /^vat_percent\.([A-Z]{2})$/;

const SettingChangesSchema = z
  .object({
    website_online: flag,
    store_online: flag,
    vat_percent: percent,
    vat_percent_madeira: percent,
    vat_percent_azores: percent,
    contact_name: text,
    contact_address: text,
    contact_nif: z.string().regex(/^\d{9}$/),
    contact_phone: text,
    contact_email: z.email(),
    banner_shoes_women: text,
    banner_shoes_men: text,
    banner_accessories_women: text,
    banner_accessories_men: text,
    banner_bottom_homepage: text,
    multibanco_entity: z.string().regex(/^\d{5}$/),
    multibanco_subentity: z.string().regex(/^\d{3}$/),
  })
  .partial()
  .strict();

export type SettingChanges = z.infer<typeof SettingChangesSchema>;

/** The settings' changes, and the EU countries' own VAT rates by ISO code (`vat_percent.FI`). */
export interface SettingAssignments {
  settings: SettingChanges;
  countryRates: Record<string, number | null>;
}

function readableError(error: z.ZodError, prefix = ""): Error {
  return new Error(
    error.issues.map((i) => `${prefix}${i.path.join(".") || "settings"}: ${i.message}`).join("\n"),
  );
}

/** Turns `key=value` arguments into checked setting changes; throws a readable error otherwise. */
export function parseSettingAssignments(args: string[]): SettingAssignments {
  const raw: Record<string, string> = {};
  const countryRates: Record<string, number | null> = {};
  for (const arg of args) {
    const at = arg.indexOf("=");
    if (at < 1) throw new Error(`Expected key=value, got '${arg}'`);
    const [key, value] = [arg.slice(0, at), arg.slice(at + 1)];
    const country = COUNTRY_RATE_KEY.exec(key)?.[1];
    if (!country) {
      raw[key] = value;
      continue;
    }
    const rate = countryPercent.safeParse(value);
    if (!rate.success) throw readableError(rate.error, key);
    countryRates[country] = rate.data;
  }
  const parsed = SettingChangesSchema.safeParse(raw);
  if (!parsed.success) throw readableError(parsed.error);
  return { settings: parsed.data, countryRates };
}

async function updateCountryRates(db: Kysely<DB>, rates: Record<string, number | null>) {
  for (const [code, rate] of Object.entries(rates)) {
    if (!EU_COUNTRY_CODES.has(code) || code === "PT")
      throw new Error(`vat_percent.${code}: only another EU country has its own rate`);
    const updated = await db
      .updateTable("countries")
      .set({ vat_percent: rate })
      .where("code", "=", code)
      .executeTakeFirst();
    if (updated.numUpdatedRows === 0n) throw new Error(`vat_percent.${code}: no such country`);
  }
}

export async function readSettings(db: Kysely<DB>) {
  const [settings, countries] = await Promise.all([
    db.selectFrom("settings").selectAll().where("id", "=", 1).executeTakeFirstOrThrow(),
    db
      .selectFrom("countries")
      .select(["code", "vat_percent"])
      .where("vat_percent", "is not", null)
      .orderBy("code")
      .execute(),
  ]);
  const countryRates = countries.map((c) => `${c.code} ${c.vat_percent}`).join(", ");
  return { ...settings, vat_percent_by_country: countryRates };
}

/** Applies `key=value` arguments (none: no change) and answers the settings as they now are. */
export async function applySettingAssignments(db: Kysely<DB>, args: string[]) {
  const { settings, countryRates } = parseSettingAssignments(args);
  await db.transaction().execute(async (trx) => {
    if (Object.keys(settings).length > 0)
      await trx.updateTable("settings").set(settings).where("id", "=", 1).execute();
    await updateCountryRates(trx, countryRates);
  });
  return readSettings(db);
}
