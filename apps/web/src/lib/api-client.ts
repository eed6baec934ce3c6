import {
  type ApiEnvelope,
  type ApiError,
  ApiRequestError,
  HTML_LANG,
  mediaAddress,
} from "@shop/shared";
import { env } from "../config/env";
import { documentLanguage } from "./i18n/language";

/** Both apps' failed calls are the one class of packages/shared. */
export { ApiRequestError };

/** What an API call answers, as read here: the browser's Response is one; the server's, plainer. */
export interface ApiAnswer {
  status: number;
  headers: { get(name: string): string | null };
  json(): Promise<unknown>;
}

/**
 * How an API call travels: the browser's fetch; the server's renderer answers them in-process.
 * Its headers are a plain record.
 */
export type ApiTransport = (
  path: string,
  init: Omit<RequestInit, "headers"> & { headers: Record<string, string> },
) => Promise<ApiAnswer>;

let transport: ApiTransport = (path, init) => fetch(`${env.apiBaseUrl}${path}`, init);

/** The server renderer's way to the API (entry-server.tsx), instead of a request over the network. */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

const NETWORK_ERROR: ApiError = {
  code: "INTERNAL",
  message: "Não foi possível contactar a loja. Verifique a sua ligação e tente novamente.",
};

/**
 * The page's language as the API's answers should be in it (its error messages): the address
 * says it in the browser; the server's renderer, in-process, has no failure message to show.
 */
function pageLanguageHeader(): Record<string, string> {
  if (typeof window === "undefined") return {};
  return { "accept-language": HTML_LANG[documentLanguage()] };
}

/** Calls the API with credentials and unwraps the envelope, or throws ApiRequestError. */
export async function apiRequest<T>(
  path: string,
  options: {
    method?: string;
    body?: unknown;
    signal?: AbortSignal;
    /** Sent even when the page is left next (the language switch's call). */
    keepalive?: boolean;
  } = {},
): Promise<T> {
  const method = options.method ?? (options.body === undefined ? "GET" : "POST");
  // The server refuses a state-changing call that does not declare JSON, even without a body.
  const body = method === "GET" ? undefined : JSON.stringify(options.body ?? {});
  let response: ApiAnswer;
  try {
    response = await transport(path, {
      method,
      credentials: "include",
      headers: {
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...pageLanguageHeader(),
      },
      body,
      signal: options.signal,
      ...(options.keepalive ? { keepalive: true } : {}),
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === "AbortError") throw cause;
    throw new ApiRequestError(0, NETWORK_ERROR);
  }
  const envelope = (await response.json().catch(() => null)) as ApiEnvelope<T> | null;
  const requestId = response.headers.get("x-request-id");
  if (!envelope) throw new ApiRequestError(response.status, NETWORK_ERROR, requestId);
  if (!envelope.valid) throw new ApiRequestError(response.status, envelope.error, requestId);
  return envelope.data;
}

/** Full address of a picture stored under the media base URL. */
export function mediaUrl(path: string): string {
  return mediaAddress(env.mediaBaseUrl, path);
}
