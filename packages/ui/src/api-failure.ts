import type { ApiError } from "@shop/shared";
import { uiTexts } from "./texts";

// Apart from server-errors.ts: a form without react-hook-form reads a refusal without loading it.

/**
 * The server's refusal a failed call carries: any thrown value with an `error` of the API's
 * envelope (the apps' `ApiRequestError`), else null (not an answer of the server).
 */
export function apiErrorOf(error: unknown): ApiError | null {
  if (typeof error !== "object" || error === null || !("error" in error)) return null;
  const inner: unknown = error.error;
  const isApiError =
    typeof inner === "object" &&
    inner !== null &&
    "code" in inner &&
    "message" in inner &&
    typeof inner.message === "string";
  return isApiError ? (inner as ApiError) : null;
}

/** The text to show for a failed call: the server's own, else `fallback`. */
export function failureMessage(error: unknown, fallback: string = uiTexts.unexpected): string {
  return apiErrorOf(error)?.message ?? fallback;
}
