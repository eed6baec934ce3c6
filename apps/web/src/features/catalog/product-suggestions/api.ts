import type { Product } from "@shop/shared";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/** «Também pode gostar»: same category, near the price, with units online (the server's choice). */
export const relatedQuery = (id: number) =>
  queryOptions({
    queryKey: ["products", "related", id],
    queryFn: ({ signal }) => apiRequest<Product[]>(`/public/products/${id}/related`, { signal }),
    staleTime: 5 * 60_000,
  });

/** The products still on sale among some ids, in their order. */
export const productsByIdsQuery = (ids: readonly number[]) =>
  queryOptions({
    queryKey: ["products", "by-ids", ids],
    queryFn: ({ signal }) =>
      apiRequest<Product[]>(`/public/products/by-ids?ids=${ids.join(",")}`, { signal }),
    staleTime: 60_000,
  });
