import "@shop/shared/zod-locale";
import { ErrorCode } from "@shop/shared";
import type { z } from "zod";
import { AppError } from "./app-error.ts";

export const INVALID_INPUT = "Alguns dados enviados não são válidos.";

/** Parses outside input with a shared schema, or throws VALIDATION naming each bad field. */
export function validate<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join(".") || "body";
    fields[path] ??= issue.message;
  }
  throw new AppError(ErrorCode.VALIDATION, INVALID_INPUT, fields);
}
