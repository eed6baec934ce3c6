import type { User } from "@shop/shared";
import { apiRequest } from "../api-client";
import { queryClient } from "../query-client";
import { accountPost } from "./account-api";
import { adoptAccountCart, cartForNewSession, forgetCart, startCartSync } from "./cart-sync";
import { addressesQuery, userQuery } from "./queries";
import { currentUser, forgetSession, setUser } from "./user-cache";

/** What register and login answer (the token also arrives as the HttpOnly cookie). */
interface SignedIn {
  token: string;
  user: User;
}

/** The register call's body; `phone` is the 9 digits, or null. */
export interface RegisterData {
  name: string;
  email: string;
  password: string;
  phone: string | null;
}

let startup: Promise<void> | null = null;

/**
 * Loads the customer of the session cookie, once per visit (later calls wait for the same load).
 * A failed fetch leaves the visitor logged out.
 */
export function loadUserOnce(): Promise<void> {
  startCartSync();
  startup ??= queryClient.fetchQuery(userQuery).then(
    (user) => {
      if (user) adoptAccountCart(user);
    },
    () => setUser(null),
  );
  return startup;
}

/** Asks the server for the customer again (after confirming the email, say). */
export async function refreshUser(): Promise<User | null> {
  try {
    return await queryClient.fetchQuery({ ...userQuery, staleTime: 0 });
  } catch {
    return currentUser();
  }
}

async function startSession({ user }: SignedIn): Promise<User> {
  const cart = await cartForNewSession(user);
  const signedIn = { ...user, cart: JSON.stringify(cart) };
  setUser(signedIn);
  void queryClient.prefetchQuery(addressesQuery);
  return signedIn;
}

/**
 * Logs in. The local cart, when it has items, is kept and saved on the account; otherwise the
 * account's cart is loaded. The addresses are fetched in the background. Throws ApiRequestError
 * (401 'Email ou palavra-passe incorretos.', 429…).
 */
export async function signIn(email: string, password: string): Promise<User> {
  return startSession(await accountPost<SignedIn>("/token", { email, password }));
}

/** Creates the account and logs in; the local cart is saved on it. Throws ApiRequestError. */
export async function register(data: RegisterData): Promise<User> {
  return startSession(await accountPost<SignedIn>("", data));
}

/**
 * Logs out: the server revokes the session and clears the cookie; here the user, their caches
 * and the cart are forgotten (the account keeps the cart), so a shared computer keeps nothing.
 */
export async function signOut(): Promise<void> {
  try {
    await apiRequest("/users/client/logout", { method: "POST", body: {} });
  } catch {
    // Logged out here anyway; the server forgets the session when it expires.
  }
  forgetSession();
  forgetCart();
}
