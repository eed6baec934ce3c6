import type { Persistent } from "@shop/shared";
import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { apiRequest } from "./api-client";

/** The data every screen relies on, loaded once at start and checked before each navigation. */
export const persistentQuery = queryOptions({
  queryKey: ["persistent"],
  queryFn: ({ signal }) => apiRequest<Persistent>("/public/persistent", { signal }),
  staleTime: 60_000,
});

/** The persistent data; the root route has loaded it before any screen renders. */
export function usePersistent(): Persistent {
  return useSuspenseQuery(persistentQuery).data;
}
