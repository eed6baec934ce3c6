import type { ApiSuccess } from "@shop/shared";
import { z } from "zod";

/** The success envelope of api.md. */
export function ok<T>(data: T, message?: string): ApiSuccess<T> {
  return message === undefined ? { valid: true, data } : { valid: true, data, message };
}

/** The success envelope around `data`, as a route's response schema (and the OpenAPI document). */
export function okSchema<T extends z.core.$ZodType>(data: T) {
  return z.object({ valid: z.literal(true), data, message: z.string().optional() });
}

/** The failure envelope of api.md, for the OpenAPI document. */
export const FailureSchema = z.object({
  valid: z.literal(false),
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
