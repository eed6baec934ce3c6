import type {
  BulkOutcome,
  CancelOrder,
  CancelOutcome,
  DispatchOrder,
  InvoicingStatus,
  Order,
  OrderList,
  OrderNote,
  OrderNoteBody,
  PackingSlip,
  PackingSlips,
  PickupList,
  PickupOrder,
  RecordTransfer,
} from "@shop/shared";
import { env } from "../../config";
import { apiRequest, queryString } from "../../lib/api-client";
import { queryClient } from "../../lib/query-client";

export const ordersKey = ["orders"] as const;

type Query = Record<string, string | number>;
const path = (idShort: string) => `/admin/orders/${encodeURIComponent(idShort)}`;

export const ordersQuery = (query: Query) => ({
  queryKey: [...ordersKey, "list", query],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiRequest<OrderList>(`/admin/orders${queryString(query)}`, { signal }),
});

export const orderQuery = (idShort: string) => ({
  queryKey: [...ordersKey, "one", idShort],
  queryFn: ({ signal }: { signal: AbortSignal }) => apiRequest<Order>(path(idShort), { signal }),
});

/** A store's pickups, as its counter sees them (pickups.read). */
export const pickupsQuery = (query: Query) => ({
  queryKey: [...ordersKey, "pickups", query],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiRequest<PickupList>(`/admin/pickups${queryString(query)}`, { signal }),
});

export const pickupQuery = (idShort: string) => ({
  queryKey: [...ordersKey, "pickup", idShort],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiRequest<PickupOrder>(`/admin/pickups/${encodeURIComponent(idShort)}`, { signal }),
});

export const packingSlipQuery = (idShort: string) => ({
  queryKey: [...ordersKey, "slip", idShort],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiRequest<PackingSlip>(`${path(idShort)}/packing-slip`, { signal }),
});

/** The staff's internal notes on an order. */
export const notesQuery = (idShort: string) => ({
  queryKey: [...ordersKey, "notes", idShort],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiRequest<OrderNote[]>(`${path(idShort)}/notes`, { signal }),
});

export const addNote = (idShort: string, body: OrderNoteBody) =>
  apiRequest<OrderNote[]>(`${path(idShort)}/notes`, { body });

/** The packing slips of several orders, to print on one page. */
export const packingSlipsQuery = (references: string[]) => ({
  queryKey: [...ordersKey, "slips", references],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiRequest<PackingSlips>(
      `/admin/orders/packing-slips${queryString({ orders: references.join(",") })}`,
      { signal },
    ),
});

/** «Pedir envio» for several orders: which moved, which were refused and why. */
export const requestDispatches = (orders: string[]) =>
  apiRequest<BulkOutcome>("/admin/orders/dispatch-requests", { body: { orders } });

/** Which invoicing provider the shop has, and how many invoices it gave up on. */
export const invoicingQuery = {
  queryKey: [...ordersKey, "invoicing"],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiRequest<InvoicingStatus>("/admin/invoicing", { signal }),
};

/** A PDF the API gives the path of (opened in the browser with the staff cookie). */
export const apiUrl = (path: string) => `${env.apiBaseUrl}${path}`;

/** The CSV of the list as filtered (page left out): a plain download with the staff cookie. */
export const exportUrl = ({ page: _page, ...query }: Query) =>
  `${env.apiBaseUrl}/admin/orders/export${queryString(query)}`;

/** The order's calls that change it; each answers the server's pt-PT message. */
export const orderMoves = {
  requestDispatch: (idShort: string) =>
    apiRequest<null>(`${path(idShort)}/dispatch-request`, { body: {} }),
  dispatch: (idShort: string, body: DispatchOrder) =>
    apiRequest<null>(`${path(idShort)}/dispatch`, { body }),
  correctTracking: (idShort: string, body: DispatchOrder) =>
    apiRequest<null>(`${path(idShort)}/tracking`, { body }),
  delivered: (idShort: string) => apiRequest<null>(`${path(idShort)}/delivered`, { body: {} }),
  readyForPickup: (idShort: string) =>
    apiRequest<null>(`${path(idShort)}/ready-for-pickup`, { body: {} }),
  collected: (idShort: string) => apiRequest<null>(`${path(idShort)}/collected`, { body: {} }),
  cancel: (idShort: string, body: CancelOrder) =>
    apiRequest<CancelOutcome>(`${path(idShort)}/cancel`, { body }),
  recordTransfer: (idShort: string, body: RecordTransfer) =>
    apiRequest<null>(`${path(idShort)}/refund/transfer`, { body }),
  recordLatePaymentRefund: (idShort: string, paymentId: number, body: RecordTransfer) =>
    apiRequest<null>(`${path(idShort)}/late-payments/${paymentId}/refunded`, { body }),
  retryRefund: (idShort: string) => apiRequest<null>(`${path(idShort)}/refund/retry`, { body: {} }),
  checkUnconfirmedRefund: (idShort: string, key: string, made: boolean) =>
    apiRequest<null>(`${path(idShort)}/unconfirmed-refunds/${encodeURIComponent(key)}`, {
      body: { made },
    }),
  retryInvoice: (idShort: string) =>
    apiRequest<null>(`${path(idShort)}/invoice/retry`, { body: {} }),
};

/** After a change: the order (or pickup) and the lists (its row, the dashboard's counts) ask again. */
export function refreshOrder(idShort: string) {
  void queryClient.invalidateQueries({ queryKey: orderQuery(idShort).queryKey });
  void queryClient.invalidateQueries({ queryKey: pickupQuery(idShort).queryKey });
  void queryClient.invalidateQueries({ queryKey: [...ordersKey, "list"] });
  void queryClient.invalidateQueries({ queryKey: [...ordersKey, "pickups"] });
  void queryClient.invalidateQueries({ queryKey: ["dashboard"] });
}
