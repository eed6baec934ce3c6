import type { ApiSuccess } from "@shop/shared";

/** The success envelope of api.md. */
export function ok<T>(data: T, message?: string): ApiSuccess<T> {
  return message === undefined ? { valid: true, data } : { valid: true, data, message };
}
