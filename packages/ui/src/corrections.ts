import { dialledCountry, formatPhoneInput, phoneDigits } from "@shop/shared";
import type { ChangeEvent } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";

/**
 * A registered field whose text is corrected while typing (phone, postal code, NIF): the corrected
 * text replaces what was typed before the form reads it.
 */
export function corrected<T extends UseFormRegisterReturn>(
  registration: T,
  correct: (value: string) => string,
): T {
  return {
    ...registration,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const next = correct(event.target.value);
      if (next !== event.target.value) event.target.value = next;
      return registration.onChange(event);
    },
  };
}

/**
 * A Portuguese phone field while typing: '(351) ' and up to 9 digits; a number pasted in any usual
 * way ('+351 961 234 567', '00351…') shows as its 9 digits (the shared rule, `phoneDigits`).
 */
export function formatNationalPhoneField(value: string): string {
  return formatPhoneInput(value);
}

/** A foreign number while typing: '+', its digits and single spaces. */
function formatForeignPhone(value: string): string {
  const rest = value
    .replace(/^(\+|00)/, "")
    .replace(/[^\d ]/g, "")
    .replace(/ {2,}/g, " ");
  return `+${rest}`.slice(0, 20);
}

/**
 * A contact phone field while typing: '(351) ' plus up to 9 digits (the shared rule), nothing when
 * no digit is left, so that the field can be emptied. A pasted '+351 …' or '00351 …' loses its
 * code; a foreign number ('+34 …', '0034 …') is kept as '+', digits and single spaces.
 */
export function formatPhoneField(value: string): string {
  const trimmed = value.trimStart();
  const code = dialledCountry(trimmed);
  if (code === "foreign") return formatForeignPhone(trimmed);
  if (phoneDigits(trimmed) !== "") return formatPhoneInput(trimmed);
  // '+351' typed so far: kept until the number's first digit.
  return code === "portugal" ? trimmed.trimEnd() : "";
}
