import {
  ErrorCode,
  mayHaveOwnVatRate,
  SETTING_KEYS,
  type SettingsChange,
  type SettingsView,
  settingsMessages,
} from "@shop/shared";
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";
import { AppError } from "../../http/app-error.ts";
import { recordAudit, type StaffActor } from "../staff/audit.ts";
import { settingsRepository as repository, type SettingValues } from "./settings.repository.ts";

/** Every setting, and the rates of the shop's EU countries that may have their own. */
export async function readSettingsView(db: Kysely<DB>): Promise<SettingsView> {
  const [row, countries] = await Promise.all([repository.read(db), repository.countryRates(db)]);
  const settings = Object.fromEntries(SETTING_KEYS.map((key) => [key, row[key]]));
  return {
    settings: settings as SettingsView["settings"],
    countryVatRates: countries
      .filter((country) => country.code !== null && mayHaveOwnVatRate(country.code))
      .sort((a, b) => a.name.localeCompare(b.name, "pt-PT"))
      .map((country) => ({
        code: country.code as string,
        name: country.name,
        vatPercent: country.vat_percent,
      })),
  };
}

/** The values of `values` that differ from `current`. */
function changed(values: SettingValues, current: Record<string, unknown>): SettingValues {
  return Object.fromEntries(
    Object.entries(values).filter(([key, value]) => current[key] !== value),
  ) as SettingValues;
}

/**
 * Applies a checked change of settings (SettingsChangeSchema) in one transaction, with its audit
 * entry: from the back office (`actor`) or from `npm run settings` (null). A country rate for a
 * country the shop does not have is refused, naming it.
 */
export async function changeSettings(
  db: Kysely<DB>,
  actor: StaffActor | null,
  change: SettingsChange,
) {
  const { countryVatRates = {}, ...values } = change;
  await db.transaction().execute(async (trx) => {
    const current = await repository.lock(trx);
    const settings = changed(values, current);
    if (Object.keys(settings).length > 0) await repository.update(trx, settings);
    for (const [code, rate] of Object.entries(countryVatRates)) {
      if (!(await repository.setCountryRate(trx, code, rate))) {
        const field = `countryVatRates.${code}`;
        throw new AppError(ErrorCode.VALIDATION, settingsMessages.unknownCountry, {
          [field]: settingsMessages.unknownCountry,
        });
      }
    }
    const before = Object.fromEntries(
      Object.keys(settings).map((key) => [key, current[key as keyof typeof current]]),
    );
    await recordAudit(trx, actor, {
      action: "settings.update",
      entity: "settings",
      entityId: 1,
      before,
      after: {
        ...settings,
        ...(Object.keys(countryVatRates).length > 0 ? { countryVatRates } : {}),
      },
    });
  });
}
