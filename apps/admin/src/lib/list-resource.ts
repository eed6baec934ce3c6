import { apiRequest } from "./api-client";

/**
 * A short list the API answers whole, in its order, after every change (categories, banners,
 * stores, delivery groups): its query and its calls.
 */
export function listResource<Item, Input>(path: string) {
  const key = ["shop-data", path] as const;
  const url = `/admin/${path}`;
  return {
    key,
    query: {
      queryKey: key,
      queryFn: ({ signal }: { signal: AbortSignal }) => apiRequest<Item[]>(url, { signal }),
    },
    create: (body: Input) => apiRequest<Item[]>(url, { body }),
    update: (id: number, body: Input) =>
      apiRequest<Item[]>(`${url}/${id}`, { method: "PUT", body }),
    remove: (id: number) => apiRequest<Item[]>(`${url}/${id}`, { method: "DELETE" }),
    reorder: (ids: number[]) =>
      apiRequest<Item[]>(`${url}/order`, { method: "PUT", body: { ids } }),
  };
}

export type ListResource<Item, Input> = ReturnType<typeof listResource<Item, Input>>;
