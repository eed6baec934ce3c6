import type {
  StockGrid,
  StockHistory,
  StockMovementsBody,
  StockProduct,
  StockRecountBody,
  StockTransferBody,
} from "@shop/shared";
import { env } from "../../config";
import { apiRequest, queryString } from "../../lib/api-client";
import { queryClient } from "../../lib/query-client";

export const stockKey = ["stock"] as const;

/** The balances as a CSV file, a line per product, size and location (a store's: its own). */
export const STOCK_EXPORT_URL = `${env.apiBaseUrl}/admin/stock/export`;

export const productSearchQuery = (q: string) => ({
  queryKey: [...stockKey, "search", q],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiRequest<StockProduct[]>(`/admin/stock/products${queryString({ q })}`, { signal }),
});

export const gridQuery = (productId: string) => ({
  queryKey: [...stockKey, "grid", productId],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiRequest<StockGrid>(`/admin/stock/products/${encodeURIComponent(productId)}`, { signal }),
});

export const historyQuery = (productId: string, query: Record<string, string | number>) => ({
  queryKey: [...stockKey, "history", productId, query],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiRequest<StockHistory>(
      `/admin/stock/products/${encodeURIComponent(productId)}/movements${queryString(query)}`,
      { signal },
    ),
});

/** Every change answers the product's new grid: it is shown at once, and the history reloads. */
function changed(productId: number, grid: StockGrid) {
  queryClient.setQueryData(gridQuery(String(productId)).queryKey, grid);
  void queryClient.invalidateQueries({ queryKey: [...stockKey, "history", String(productId)] });
  return grid;
}

const post = async <T>(productId: number, path: string, body: T) =>
  changed(
    productId,
    await apiRequest<StockGrid>(`/admin/stock/products/${productId}/${path}`, { body }),
  );

export const recordMovements = (productId: number, body: StockMovementsBody) =>
  post(productId, "movements", body);

export const recount = (productId: number, body: StockRecountBody) =>
  post(productId, "recount", body);

export const transfer = (productId: number, body: StockTransferBody) =>
  post(productId, "transfer", body);
