import { type ApiEnvelope, type ApiError, ApiRequestError, mediaAddress } from "@shop/shared";
import { env } from "../config/env";

/** Both apps' failed calls are the one class of packages/shared. */
export { ApiRequestError };

/** How an API call travels: the browser's fetch; the server's renderer answers them in-process. */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport = (path, init) => fetch(`${env.apiBaseUrl}${path}`, init);

/** The server renderer's way to the API (entry-server.tsx), instead of a request over the network. */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

const NETWORK_ERROR: ApiError = {
  code: "INTERNAL",
  message: "Não foi possível contactar a loja. Verifique a sua ligação e tente novamente.",
};

/** Calls the API with credentials and unwraps the envelope, or throws ApiRequestError. */
export async function apiRequest<T>(
  path: string,
  options: { method?: string; body?: unknown; signal?: AbortSignal } = {},
): Promise<T> {
  const method = options.method ?? (options.body === undefined ? "GET" : "POST");
  // The server refuses a state-changing call that does not declare JSON, even without a body.
  const body = method === "GET" ? undefined : JSON.stringify(options.body ?? {});
  let response: Response;
  try {
    response = await transport(path, {
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

/** Full address of a picture stored under the media base URL. */
export function mediaUrl(path: string): string {
  return mediaAddress(env.mediaBaseUrl, path);
}
