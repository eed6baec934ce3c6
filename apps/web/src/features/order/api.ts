import type { CancelOutcome, CustomerCancel, OrderPage, ReturnRequest } from "@shop/shared";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../../lib/api-client";

const orderPath = (token: string) => `/public/orders/${encodeURIComponent(token)}`;

/** The order page of an emailed link (a dead link's 404 is not asked again: worthRetrying). */
export const orderPageQuery = (token: string) =>
  queryOptions({
    queryKey: ["order-page", token],
    queryFn: ({ signal }) => apiRequest<OrderPage>(orderPath(token), { signal }),
  });

export const cancelByLink = (token: string, body: CustomerCancel) =>
  apiRequest<CancelOutcome>(`${orderPath(token)}/cancel`, { body });

/** Returns of the link's delivered purchase: the account's calls, authenticated by the link. */
export const requestReturnByLink = (token: string, body: ReturnRequest) =>
  apiRequest<{ id: number }>(`${orderPath(token)}/returns`, { body });

export const cancelReturnByLink = (token: string, returnId: number) =>
  apiRequest<null>(`${orderPath(token)}/returns/${returnId}/cancel`, { body: {} });

export const revokeLink = (token: string) =>
  apiRequest<null>(`${orderPath(token)}/revoke`, { body: {} });

/** One of the signed-in customer's purchases as its order page shows it (timeline, pickup hours…). */
export const ownOrderQuery = (purchaseId: number) =>
  queryOptions({
    queryKey: ["own-order", purchaseId],
    queryFn: ({ signal }) =>
      apiRequest<OrderPage>(`/users/client/purchase/${purchaseId}/order`, { signal }),
  });

/** The signed-in customer cancels one of the account's purchases. */
export const cancelOwn = (purchaseId: number, body: CustomerCancel) =>
  apiRequest<CancelOutcome>(`/users/client/purchase/${purchaseId}/cancel`, { body });

/** A new link to the page of one of the account's purchases. */
export const newOrderLink = (purchaseId: number) =>
  apiRequest<{ path: string }>(`/users/client/purchase/${purchaseId}/order-link`, { body: {} });
