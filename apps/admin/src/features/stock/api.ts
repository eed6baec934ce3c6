import type {
  StockCountsBody,
  StockGrid,
  StockHistory,
  StockLevels,
  StockLocation,
  StockLow,
  StockMovementsBody,
  StockRecountBody,
  StockThresholdBody,
  StockThresholds,
  StockTransferBody,
  StockTransfersBody,
} from "@shop/shared";
import { env } from "../../config";
import { apiRequest, queryString } from "../../lib/api-client";
import { queryClient } from "../../lib/query-client";

export const stockKey = ["stock"] as const;

/** The balances as a CSV file, a line per product, size and location (a store's: its own). */
export const STOCK_EXPORT_URL = `${env.apiBaseUrl}/admin/stock/export`;

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

export const levelsQuery = (query: Record<string, string | number>) => ({
  queryKey: [...stockKey, "levels", query],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiRequest<StockLevels>(`/admin/stock/levels${queryString(query)}`, { signal }),
});

export const lowQuery = (query: Record<string, string | number>) => ({
  queryKey: [...stockKey, "low", query],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiRequest<StockLow>(`/admin/stock/low${queryString(query)}`, { signal }),
});

export const thresholdsQuery = {
  queryKey: [...stockKey, "thresholds"],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiRequest<StockThresholds>("/admin/stock/thresholds", { signal }),
};

/** Every stock location and whether the person may change it. */
export const locationsQuery = {
  queryKey: [...stockKey, "locations"],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiRequest<StockLocation[]>("/admin/stock/locations", { signal }),
  staleTime: 60_000,
};

/** After a change of several products: every stock view asks again. */
const refreshAll = () => queryClient.invalidateQueries({ queryKey: stockKey });

export async function countLines(body: StockCountsBody) {
  await apiRequest<null>("/admin/stock/counts", { body });
  await refreshAll();
}

export async function transferLines(body: StockTransfersBody) {
  await apiRequest<null>("/admin/stock/transfers", { body });
  await refreshAll();
}

export async function setProductThreshold(productId: number, body: StockThresholdBody) {
  changed(
    productId,
    await apiRequest<StockGrid>(`/admin/stock/products/${productId}/threshold`, {
      body,
      method: "PUT",
    }),
  );
  await refreshAll();
}

export async function setCategoryThreshold(categoryId: number, body: StockThresholdBody) {
  await apiRequest<StockThresholds>(`/admin/stock/thresholds/categories/${categoryId}`, {
    body,
    method: "PUT",
  });
  await refreshAll();
}
