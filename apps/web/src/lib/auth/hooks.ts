import type { User } from "@shop/shared";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useSyncExternalStore } from "react";
import { type Addresses, addressesQuery, userQuery } from "./queries";
import { USER_KEY } from "./user-cache";

/**
 * The signed-in customer, or null while logged out. Re-renders on sign in and out. It reads the
 * cache only: the user is fetched once at start (root loader) and never by a component.
 */
export function useUser(): User | null {
  return useQuery({ ...userQuery, enabled: false }).data ?? null;
}

/**
 * One fact about the signed-in customer (a yes or no, a number): the component re-renders when the
 * fact changes, not whenever the user does. Every product card's heart asks whether its product is
 * a favourite; the session's answer after hydration (nobody signed in) then redraws none of them.
 */
export function useUserFact<Fact extends boolean | number | string | null>(
  fact: (user: User | null) => Fact,
): Fact {
  const client = useQueryClient();
  const subscribe = useCallback(
    (onChange: () => void) =>
      client.getQueryCache().subscribe((event) => {
        if (event.query.queryKey[0] === USER_KEY[0]) onChange();
      }),
    [client],
  );
  return useSyncExternalStore(
    subscribe,
    () => fact(client.getQueryData<User | null>(USER_KEY) ?? null),
    () => fact(null),
  );
}

/** The customer's saved delivery and invoice addresses; undefined while logged out or loading. */
export function useAddresses(): Addresses | undefined {
  const user = useUser();
  return useQuery({ ...addressesQuery, enabled: user !== null }).data;
}
