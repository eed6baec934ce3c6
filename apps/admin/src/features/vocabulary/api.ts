import type { NamedInput, NamedItem, NamedList, Paged } from "@shop/shared";
import { apiRequest, queryString } from "../../lib/api-client";

export const namedListKey = (list: NamedList) => ["named-list", list] as const;

export const namedListQuery = (list: NamedList, query: Record<string, string | number>) => ({
  queryKey: [...namedListKey(list), query],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiRequest<Paged<NamedItem>>(`/admin/${list}${queryString(query)}`, { signal }),
});

export const createNamed = (list: NamedList, body: NamedInput) =>
  apiRequest<NamedItem>(`/admin/${list}`, { body });

export const renameNamed = (list: NamedList, id: number, body: NamedInput) =>
  apiRequest<NamedItem>(`/admin/${list}/${id}`, { method: "PUT", body });

export const deleteNamed = (list: NamedList, id: number) =>
  apiRequest<null>(`/admin/${list}/${id}`, { method: "DELETE" });
