import type { ChangeEvent } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";

/** A registered field whose text is corrected while typing (phone, postal code, NIF). */
export function formatted<T extends UseFormRegisterReturn>(
  registration: T,
  format: (value: string) => string,
): T {
  return {
    ...registration,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const next = format(event.target.value);
      if (next !== event.target.value) event.target.value = next;
      return registration.onChange(event);
    },
  };
}

/** The phone as typed, forgiving a pasted international prefix (+351 or 00351). */
export function withoutCountryCode(value: string): string {
  return value.replace(/^\s*(\+|00)351\s*/, "");
}
