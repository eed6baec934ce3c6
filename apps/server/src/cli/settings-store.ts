import { SettingsChangeSchema, settingFromText } from "@shop/shared";
import type { Kysely } from "kysely";
import type { z } from "zod";
import type { DB } from "../db/schema.ts";
import { AppError } from "../http/app-error.ts";
import { changeSettings } from "../modules/settings/settings.service.ts";

const COUNTRY_RATE_KEY = /^vat_percent\.([A-Z]{2})$/;

/** A field of the shared schema as the command names it: `countryVatRates.FI` is `vat_percent.FI`. */
const commandKey = (path: string) => path.replace(/^countryVatRates\./, "vat_percent.");

function readableError(fields: Record<string, string>): Error {
  return new Error(
    Object.entries(fields)
      .map(([path, message]) => `${commandKey(path) || "settings"}: ${message}`)
      .join("\n"),
  );
}

function issueFields(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const keys = issue.code === "unrecognized_keys" ? issue.keys : [issue.path.join(".")];
    for (const key of keys) fields[key] ??= issue.message;
  }
  return fields;
}

/**
 * Turns `key=value` arguments (`vat_percent.FI=25.5` for an EU country's own rate, empty for
 * Portugal's) into a change checked by the rules the back office uses too; throws a readable error.
 */
export function parseSettingAssignments(args: string[]) {
  const raw: Record<string, unknown> = {};
  const countryVatRates: Record<string, number | null> = {};
  for (const arg of args) {
    const at = arg.indexOf("=");
    if (at < 1) throw new Error(`Expected key=value, got '${arg}'`);
    const [key, value] = [arg.slice(0, at), arg.slice(at + 1)];
    const country = COUNTRY_RATE_KEY.exec(key)?.[1];
    if (country) countryVatRates[country] = value.trim() === "" ? null : Number(value);
    else raw[key] = settingFromText(key, value);
  }
  if (Object.keys(countryVatRates).length > 0) raw.countryVatRates = countryVatRates;
  const parsed = SettingsChangeSchema.safeParse(raw);
  if (!parsed.success) throw readableError(issueFields(parsed.error));
  return parsed.data;
}

/** The settings as the command shows them, with the EU countries' own rates on one line. */
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

/**
 * Applies `key=value` arguments (none: no change) as the owner's command, written to the audit
 * log without a staff member, and answers the settings as they now are.
 */
export async function applySettingAssignments(db: Kysely<DB>, args: string[]) {
  const change = parseSettingAssignments(args);
  if (Object.keys(change).length > 0) {
    try {
      await changeSettings(db, null, change);
    } catch (error) {
      if (error instanceof AppError && error.fields) throw readableError(error.fields);
      throw error;
    }
  }
  return readSettings(db);
}
