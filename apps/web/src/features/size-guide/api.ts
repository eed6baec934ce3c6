import type { SizeGuide } from "@shop/shared";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../../lib/api-client";

/** A size guide, fetched when the customer reaches for «Guia de tamanhos» (not with the page). */
export const sizeGuideQuery = (id: number) =>
  queryOptions({
    queryKey: ["size-guides", id],
    queryFn: ({ signal }) => apiRequest<SizeGuide>(`/public/size-guides/${id}`, { signal }),
    staleTime: 5 * 60_000,
  });
