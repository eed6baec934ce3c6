import type {
  AcceptReturn,
  RecordTransfer,
  RefundMethod,
  ReturnAdmin,
  ReturnList,
} from "@shop/shared";
import { apiRequest, queryString } from "../../lib/api-client";
import { queryClient } from "../../lib/query-client";
import { ordersKey, refreshOrder } from "../orders/api";

export const returnsKey = ["returns"] as const;

type Query = Record<string, string | number>;
const path = (id: number) => `/admin/returns/${id}`;

export const returnsQuery = (query: Query) => ({
  queryKey: [...returnsKey, "list", query],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiRequest<ReturnList>(`/admin/returns${queryString(query)}`, { signal }),
});

export const orderReturnsQuery = (idShort: string) => ({
  queryKey: [...ordersKey, "returns", idShort],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiRequest<ReturnAdmin[]>(`/admin/orders/${encodeURIComponent(idShort)}/returns`, { signal }),
});

/** A return's calls that change it. */
export const returnMoves = {
  /** Received in a store, or online (null): its sellable units go back there. */
  receive: (id: number, storeId: number | null) =>
    apiRequest<null>(`${path(id)}/receive`, { body: { storeId } }),
  accept: (id: number, body: AcceptReturn) => apiRequest<null>(`${path(id)}/accept`, { body }),
  refuse: (id: number, reason: string) =>
    apiRequest<null>(`${path(id)}/refuse`, { body: { reason } }),
  refund: (id: number, iban: string | null) =>
    apiRequest<{ done: boolean; method: RefundMethod }>(`${path(id)}/refund`, {
      body: { iban },
    }),
  exchange: (id: number) => apiRequest<null>(`${path(id)}/exchange`, { body: {} }),
  recordTransfer: (id: number, body: RecordTransfer) =>
    apiRequest<null>(`${path(id)}/refund/transfer`, { body }),
  retryRefund: (id: number) => apiRequest<null>(`${path(id)}/refund/retry`, { body: {} }),
};

/** After a change: the order's returns, the order (its timeline) and the lists ask again. */
export function refreshReturns(idShort: string) {
  void queryClient.invalidateQueries({ queryKey: orderReturnsQuery(idShort).queryKey });
  void queryClient.invalidateQueries({ queryKey: [...returnsKey, "list"] });
  refreshOrder(idShort);
}
