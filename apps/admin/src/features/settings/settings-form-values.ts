import { SettingsChangeSchema, type SettingsView } from "@shop/shared";
import type { FieldValues } from "react-hook-form";

/** The form's values: the settings, and each EU country's own rate by code (null: Portugal's). */
export type SettingsForm = SettingsView["settings"] & {
  countryVatRates: Record<string, number | null>;
};

export function formValuesOf(view: SettingsView): SettingsForm {
  return {
    ...view.settings,
    countryVatRates: Object.fromEntries(
      view.countryVatRates.map((rate) => [rate.code, rate.vatPercent]),
    ),
  };
}

/** A rate as typed ("25,5", "25.5", empty for Portugal's) as the API takes it. */
export function rateOf(value: unknown): number | null {
  const text = String(value ?? "").trim();
  return text === "" ? null : Number(text.replace(",", "."));
}

type Dirty = Partial<Record<string, unknown>>;

/** What the person changed, as the API's change: nothing else is sent, nothing else is checked. */
export function changeOf(values: SettingsForm, dirty: Dirty): Record<string, unknown> {
  const change: Record<string, unknown> = {};
  for (const [key, isDirty] of Object.entries(dirty)) {
    if (key === "countryVatRates" || !isDirty) continue;
    change[key] = values[key as keyof SettingsForm];
  }
  const rates = Object.entries((dirty.countryVatRates ?? {}) as Dirty).filter(
    ([, isDirty]) => isDirty,
  );
  if (rates.length > 0)
    change.countryVatRates = Object.fromEntries(
      rates.map(([code]) => [code, values.countryVatRates[code] ?? null]),
    );
  return change;
}

/** The shared rules' verdict on a change: each refused field and why, or none. */
export function changeErrors(change: FieldValues): Record<string, string> {
  const result = SettingsChangeSchema.safeParse(change);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join(".")] ??= issue.message;
  return errors;
}
