import type { PriceEnding, SaleInput, SaleItem } from "@shop/shared";
import { apiRequest } from "../../lib/api-client";
import { listResource } from "../../lib/list-resource";

/** The sales, answered whole after every change. */
export const sales = listResource<SaleItem, SaleInput>("sales");

export const stopSale = (id: number) =>
  apiRequest<SaleItem[]>(`/admin/sales/${id}/stop`, { method: "POST" });

export const priceEndingQuery = {
  queryKey: ["price-ending"] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiRequest<PriceEnding>("/admin/price-ending", { signal }),
};

export const savePriceEnding = (body: PriceEnding) =>
  apiRequest<PriceEnding>("/admin/price-ending", { method: "PUT", body });
