import type { User } from "@shop/shared";
import { useQuery } from "@tanstack/react-query";
import { type Addresses, addressesQuery, userQuery } from "./queries";

/**
 * The signed-in customer, or null while logged out. Re-renders on sign in and out. It reads the
 * cache only: the user is fetched once at start (root loader) and never by a component.
 */
export function useUser(): User | null {
  return useQuery({ ...userQuery, enabled: false }).data ?? null;
}

/** The customer's saved delivery and invoice addresses; undefined while logged out or loading. */
export function useAddresses(): Addresses | undefined {
  const user = useUser();
  return useQuery({ ...addressesQuery, enabled: user !== null }).data;
}
