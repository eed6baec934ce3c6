import { ErrorCode, type Language } from "@shop/shared";
import { ApiRequestError, apiRequest } from "../api-client";
import { forgetSession } from "./user-cache";

type RequestOptions = Parameters<typeof apiRequest>[1];

/** Whether a failed call means the session is gone (not a wrong password, which is also 401). */
export function isSessionGone(error: unknown): boolean {
  return (
    error instanceof ApiRequestError &&
    error.status === 401 &&
    error.error.code === ErrorCode.UNAUTHORIZED
  );
}

/**
 * A call under /users/client. A session the server no longer knows (revoked, expired, account
 * deleted elsewhere) logs the visitor out here too.
 */
export async function accountRequest<T>(path: string, options?: RequestOptions): Promise<T> {
  try {
    return await apiRequest<T>(`/users/client${path}`, options);
  } catch (error) {
    if (isSessionGone(error)) forgetSession();
    throw error;
  }
}

/** A POST that changes state: always with a JSON body, as the server requires. */
export function accountPost<T>(path: string, body: unknown = {}): Promise<T> {
  return accountRequest<T>(path, { method: "POST", body });
}

/**
 * Keeps a signed-in customer's language on the account, so that its emails speak it. Sent with
 * keepalive, and the language switch waits for it a moment before leaving the page (a navigation
 * can still cut a keepalive call short). Settles either way: a failure changes nothing the
 * customer sees (the next switch tries again).
 */
export function saveAccountLanguage(language: Language): Promise<void> {
  return accountRequest("/language", { method: "PUT", body: { language }, keepalive: true }).then(
    () => undefined,
    () => undefined,
  );
}
