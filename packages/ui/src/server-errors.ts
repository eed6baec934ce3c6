import { useCallback, useState } from "react";
import { type FieldValues, get, type Path, type UseFormReturn } from "react-hook-form";
import { apiErrorOf, failureMessage } from "./api-failure";

export type FormParts<T extends FieldValues> = Pick<
  UseFormReturn<T>,
  "setError" | "setFocus" | "getValues"
>;

/**
 * Puts the server's field messages (`error.fields`) on the fields this form has, focuses the first
 * of them in the form's order, and answers the general message (`fallback` when the failure is not
 * the server's).
 */
export function applyServerError<T extends FieldValues>(
  form: FormParts<T>,
  error: unknown,
  fallback?: string,
): string {
  const fields = apiErrorOf(error)?.fields ?? {};
  const values = form.getValues();
  const known = Object.keys(fields).filter((key) => get(values, key) !== undefined) as Path<T>[];
  for (const key of known) form.setError(key, { type: "server", message: fields[key] });
  const first = formOrder(values).find((path) => known.includes(path as Path<T>));
  if (first) form.setFocus(first as Path<T>);
  return failureMessage(error, fallback);
}

/** The paths of a form's values ('name', 'address.city'…), in the order the values hold them. */
function formOrder(values: object, prefix = ""): string[] {
  return Object.entries(values).flatMap(([key, value]: [string, unknown]) => [
    `${prefix}${key}`,
    ...(isGroup(value) ? formOrder(value, `${prefix}${key}.`) : []),
  ]);
}

function isGroup(value: unknown): value is object {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * A form's red box (`FormAlert`): `fail(error)` shows the server's message and puts its field
 * messages on the fields (`applyServerError`); `setFailure(null)` clears it before sending again.
 */
export function useFormFailure<T extends FieldValues>(
  form: FormParts<T>,
  { fallback }: { fallback?: string } = {},
) {
  const [failure, setFailure] = useState<string | null>(null);
  const { setError, setFocus, getValues } = form;
  const fail = useCallback(
    (error: unknown) =>
      setFailure(applyServerError({ setError, setFocus, getValues }, error, fallback)),
    [setError, setFocus, getValues, fallback],
  );
  return { failure, setFailure, fail };
}

/** The message of a field's error, nested paths too ('addressDelivery.city'). */
export function fieldError<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, "formState">,
  name: Path<T>,
): string | undefined {
  const error: { message?: string } | undefined = get(form.formState.errors, name);
  return error?.message;
}
