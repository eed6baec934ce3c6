import { type ApiEnvelope, type ApiError, ApiRequestError } from "@shop/shared";
import { env } from "../config";

/** Both apps' failed calls are the one class of packages/shared. */
export { ApiRequestError };

/** The failure of a call that never reached the shop (no network, the server down). */
export const NETWORK_ERROR: ApiError = {
  code: "INTERNAL",
  message: "Não foi possível contactar a loja. Verifique a sua ligação e tente novamente.",
};

export interface RequestOptions {
  method?: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  body?: unknown;
  signal?: AbortSignal;
}

/** Calls the API with the staff cookie and unwraps the envelope, or throws ApiRequestError. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? (options.body === undefined ? "GET" : "POST");
  // The server refuses a state-changing call that does not declare JSON, even without a body.
  const body = method === "GET" ? undefined : JSON.stringify(options.body ?? {});
  let response: Response;
  try {
    response = await fetch(`${env.apiBaseUrl}${path}`, {
      method,
      credentials: "include",
      headers: body === undefined ? {} : { "content-type": "application/json" },
      body,
      signal: options.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === "AbortError") throw cause;
    throw new ApiRequestError(0, NETWORK_ERROR);
  }
  const envelope = (await response.json().catch(() => null)) as ApiEnvelope<T> | null;
  if (!envelope) throw new ApiRequestError(response.status, NETWORK_ERROR);
  if (!envelope.valid) throw new ApiRequestError(response.status, envelope.error);
  return envelope.data;
}

/** A query string of the given values, leaving out the empty ones: `?page=2&search=ana`. */
export function queryString(values: Record<string, string | number | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value !== null && value !== undefined && value !== "") params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}
