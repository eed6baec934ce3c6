import type { Returnable, ReturnRequest } from "@shop/shared";
import { queryOptions } from "@tanstack/react-query";
import { accountPost, accountRequest } from "../../lib/auth/account-api";
import { ACCOUNT_KEY } from "../../lib/auth/user-cache";

/** What a signed-in customer may still return of a purchase, and its returns. */
export const returnableQuery = (purchaseId: number) =>
  queryOptions({
    queryKey: [...ACCOUNT_KEY, "returns", purchaseId],
    queryFn: ({ signal }) =>
      accountRequest<Returnable>(`/purchase/${purchaseId}/returns`, { signal }),
  });

export const requestReturn = (purchaseId: number, body: ReturnRequest) =>
  accountPost<{ id: number }>(`/purchase/${purchaseId}/returns`, body);

export const cancelReturn = (purchaseId: number, returnId: number) =>
  accountPost<null>(`/purchase/${purchaseId}/returns/${returnId}/cancel`);
