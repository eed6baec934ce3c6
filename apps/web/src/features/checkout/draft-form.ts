import { type FieldError, get, type UseFormReturn } from "react-hook-form";
import type { CheckoutDraft, DraftField } from "./draft";

export type DraftForm = UseFormReturn<CheckoutDraft>;

/** The DOM id of a draft field's control. */
export function fieldId(path: DraftField): string {
  return `checkout-${path.replace(".", "-")}`;
}

/** The message of a field's error, if it has one. */
export function errorOf(form: DraftForm, path: DraftField): string | undefined {
  const error: FieldError | undefined = get(form.formState.errors, path);
  return error?.message;
}

/**
 * Registers a text field whose value is auto-corrected while typing (phone, postal code, NIF):
 * the corrected value replaces what was typed.
 */
export function registerCorrected(
  form: DraftForm,
  path: Extract<DraftField, `${string}.${string}`>,
  correct: (value: string) => string,
) {
  return form.register(path, {
    onChange: (event: { target: { value: string } }) => {
      const corrected = correct(event.target.value);
      if (corrected !== event.target.value) form.setValue(path, corrected, { shouldDirty: true });
    },
  });
}
