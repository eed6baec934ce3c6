import type {
  Paged,
  ProductBulkInput,
  ProductChoices,
  ProductColours,
  ProductDetail,
  ProductInput,
  ProductPriceHistory,
  ProductRow,
} from "@shop/shared";
import { env } from "../../config";
import { apiRequest, queryString } from "../../lib/api-client";

export const productsKey = ["products"] as const;

/** Every product as a CSV file (the import reads the same columns back). */
export const PRODUCTS_EXPORT_URL = `${env.apiBaseUrl}/admin/products/export`;

export const productsQuery = (query: Record<string, string | number>) => ({
  queryKey: [...productsKey, "list", query],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiRequest<Paged<ProductRow>>(`/admin/products${queryString(query)}`, { signal }),
});

export const productQuery = (id: number) => ({
  queryKey: [...productsKey, "one", id],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiRequest<ProductDetail>(`/admin/products/${id}`, { signal }),
  // A product being edited is never refreshed under the form: its version is what Guardar sends.
  staleTime: Number.POSITIVE_INFINITY,
});

/** The product's prices, newest first, and the reduction they let it announce now. */
export const priceHistoryQuery = (id: number) => ({
  queryKey: [...productsKey, "prices", id],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiRequest<ProductPriceHistory>(`/admin/products/${id}/prices`, { signal }),
});

/** Categories, brands, colours and tags to choose from. */
export const choicesQuery = {
  queryKey: [...productsKey, "choices"],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiRequest<ProductChoices>("/admin/products/choices", { signal }),
  staleTime: 60_000,
};

export const createProduct = (body: ProductInput) =>
  apiRequest<ProductDetail>("/admin/products", { body });

/** Saves over the version `updatedAt` the form was filled from (409 if it changed meanwhile). */
export const updateProduct = (id: number, body: ProductInput & { updatedAt: string }) =>
  apiRequest<ProductDetail>(`/admin/products/${id}`, { method: "PUT", body });

/** One change to several products, all or none (POST /admin/products/bulk). */
export const bulkChangeProducts = (body: ProductBulkInput) =>
  apiRequest<{ changed: number }>("/admin/products/bulk", { body });

/** A copy of the product as an unpublished draft, with a new reference. */
export const duplicateProduct = (id: number) =>
  apiRequest<ProductDetail>(`/admin/products/${id}/duplicate`, { method: "POST" });

/** The other colours of the product's model. */
export const coloursQuery = (id: number) => ({
  queryKey: [...productsKey, "colours", id],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiRequest<ProductColours>(`/admin/products/${id}/colours`, { signal }),
});

export const linkColour = (id: number, ref: string) =>
  apiRequest<ProductColours>(`/admin/products/${id}/colours`, { body: { ref } });

export const unlinkColour = (id: number, otherId: number) =>
  apiRequest<ProductColours>(`/admin/products/${id}/colours/${otherId}`, { method: "DELETE" });
