import { useCallback, useState } from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { ApiRequestError } from "../../../lib/api-client";
import { accountTexts } from "../texts";

/** The text to show for a failed call: the server's own, else a generic one. */
export function failureMessage(error: unknown): string {
  return error instanceof ApiRequestError ? error.message : accountTexts.unexpected;
}

type FormParts<T extends FieldValues> = Pick<
  UseFormReturn<T>,
  "setError" | "setFocus" | "getValues"
>;

/**
 * The red box of a form: the server's message, with its field messages (`error.fields`) put on
 * the fields of this form, the first of them focused.
 */
export function useFormFailure<T extends FieldValues>({
  setError,
  setFocus,
  getValues,
}: FormParts<T>) {
  const [failure, setFailure] = useState<string | null>(null);
  const fail = useCallback(
    (error: unknown) => {
      setFailure(failureMessage(error));
      const fields = error instanceof ApiRequestError ? (error.error.fields ?? {}) : {};
      const known = Object.keys(fields).filter((key) => key in getValues()) as Path<T>[];
      for (const key of known) setError(key, { type: "server", message: fields[key] });
      if (known[0]) setFocus(known[0]);
    },
    [setError, setFocus, getValues],
  );
  return { failure, setFailure, fail };
}
