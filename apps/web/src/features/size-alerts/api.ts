import type {
  CustomerSizeAlerts,
  GuestSizeAlertBody,
  SizeAlert,
  SizeAlertBody,
} from "@shop/shared";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../../lib/api-client";

/** The sizes of a product the signed-in customer has an alert for. */
export const customerSizeAlertsQuery = (productId: number) =>
  queryOptions({
    queryKey: ["size-alerts", productId],
    queryFn: ({ signal }) =>
      apiRequest<CustomerSizeAlerts>(`/users/client/size-alerts/${productId}`, { signal }),
    staleTime: 60_000,
  });

/** A guest's alert: the server emails a link to confirm it. */
export const askAsGuest = (body: GuestSizeAlertBody) =>
  apiRequest<null>("/public/size-alerts", { body });

/** A customer's alert, to the account's email; answers the product's sizes with an alert. */
export const askAsCustomer = (body: SizeAlertBody) =>
  apiRequest<CustomerSizeAlerts>("/users/client/size-alerts", { body });

/** The emailed links: confirm (guests) or cancel an alert. */
export const followAlertLink = (action: "confirm" | "unsubscribe", code: string) =>
  apiRequest<SizeAlert>(`/public/size-alerts/${action}`, { body: { code } });
