import type { User } from "@shop/shared";
import { queryClient } from "../query-client";

/** The one cache key of the signed-in customer (`null` while logged out). */
export const USER_KEY = ["user"] as const;
/** Prefix of every cache entry that belongs to the signed-in customer (addresses, purchases…). */
export const ACCOUNT_KEY = ["account"] as const;

const signOutHooks = new Set<() => void>();

export function currentUser(): User | null {
  return queryClient.getQueryData<User | null>(USER_KEY) ?? null;
}

export function setUser(user: User | null): void {
  queryClient.setQueryData<User | null>(USER_KEY, user);
}

/** Changes the cached user, if there is one. */
export function updateUser(change: (user: User) => User): void {
  queryClient.setQueryData<User | null>(USER_KEY, (user) => (user ? change(user) : user));
}

/** Runs `hook` each time a signed-in customer becomes logged out (sign out, expired session). */
export function onSignOut(hook: () => void): () => void {
  signOutHooks.add(hook);
  return () => signOutHooks.delete(hook);
}

/** Forgets the session in this tab: the user and every cache of their account. */
export function forgetSession(): void {
  const wasSignedIn = currentUser() !== null;
  setUser(null);
  queryClient.removeQueries({ queryKey: ACCOUNT_KEY });
  if (wasSignedIn) for (const hook of signOutHooks) hook();
}
