import { redirect } from "react-router";
import { loadUserOnce } from "./session";
import { currentUser } from "./user-cache";

export const SIGN_PATH = "/sign";
export const ACCOUNT_HOME = "/account/settings";
export const CHECKOUT_PATH = "/checkout";

/**
 * Where to go after signing in or registering: the checkout when the sign page was opened from
 * it (`redirectCheckout`, whatever its value), otherwise the account. Never a path taken from
 * the query.
 */
export function afterSignPath(search: URLSearchParams): string {
  return search.has("redirectCheckout") ? CHECKOUT_PATH : ACCOUNT_HOME;
}

/** Loader guard of the account pages: logged-out visitors go to sign. */
export async function requireUser(): Promise<null> {
  await loadUserOnce();
  if (!currentUser()) throw redirect(SIGN_PATH);
  return null;
}

/** Loader guard of /sign: signed-in customers go to the account (or back to the checkout). */
export async function requireGuest({ request }: { request: Request }): Promise<null> {
  await loadUserOnce();
  if (currentUser()) throw redirect(afterSignPath(new URL(request.url).searchParams));
  return null;
}

/** Loader guard of the recovery pages: signed-in customers go to the account. */
export async function requireGuestForRecovery(): Promise<null> {
  await loadUserOnce();
  if (currentUser()) throw redirect(ACCOUNT_HOME);
  return null;
}
