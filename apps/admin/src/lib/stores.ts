import type { Persistent } from "@shop/shared";
import { apiRequest } from "./api-client";

/** The shop's physical stores (from the storefront's persistent data), for choosing one. */
export const storesQuery = {
  queryKey: ["stores"],
  queryFn: async ({ signal }: { signal: AbortSignal }) =>
    (await apiRequest<Persistent>("/public/persistent", { signal })).stores,
  staleTime: 5 * 60_000,
};
