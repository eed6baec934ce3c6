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
 * Keeps a signed-in customer's language on the account, so that its emails speak it. The page is
 * left right after (the language switch), so the call is sent with keepalive and nothing waits for
 * it: a failure changes nothing the customer sees (the next switch tries again).
 */
export function saveAccountLanguage(language: Language): void {
  accountRequest("/language", { method: "PUT", body: { language }, keepalive: true }).catch(
    () => undefined,
  );
}
