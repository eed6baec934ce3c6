import type { Translation } from "@shop/shared";
import { formatAmount, groupReference } from "./format";
import { sandboxBankTexts } from "./texts";

export interface BankFields {
  entity: string;
  reference: string;
  value: string;
}

export type BankCheck =
  | { ok: true; body: { entity: string; reference: string; value: number } }
  | { ok: false; errors: Partial<Record<keyof BankFields, string>> };

/** Euros as typed in Portugal ('25,50', '1 234,5') or as a link carries them ('25.5'). */
export function parseEuros(value: string): number | null {
  const compact = value.replace(/[\s€]/g, "");
  const normalized = compact.includes(",") ? compact.replace(/\./g, "").replace(",", ".") : compact;
  if (!/^\d+(\.\d{1,2})?$/.test(normalized)) return null;
  const euros = Number(normalized);
  return euros > 0 ? euros : null;
}

/** The bank form's fields as a link pre-fills them: the reference grouped, the value as '25,50'. */
export function bankFieldsFromQuery(params: URLSearchParams): BankFields {
  const value = parseEuros(params.get("value") ?? "");
  return {
    entity: (params.get("entity") ?? "").replace(/\D/g, "").slice(0, 5),
    reference: groupReference((params.get("reference") ?? "").slice(0, 11)),
    value: value === null ? "" : formatAmount(value),
  };
}

/** Checks the bank form before paying. */
export function checkBankFields(
  fields: BankFields,
  texts: Translation<typeof sandboxBankTexts> = sandboxBankTexts,
): BankCheck {
  const errors: Partial<Record<keyof BankFields, string>> = {};
  const entity = fields.entity.trim();
  const reference = fields.reference.replace(/\s/g, "");
  const value = parseEuros(fields.value);
  if (!/^\d{5}$/.test(entity)) errors.entity = entity ? texts.entityInvalid : texts.required;
  if (!/^\d{9}$/.test(reference))
    errors.reference = reference ? texts.referenceInvalid : texts.required;
  if (value === null) errors.value = fields.value.trim() ? texts.valueInvalid : texts.required;
  if (Object.keys(errors).length > 0 || value === null) return { ok: false, errors };
  return { ok: true, body: { entity, reference, value } };
}
