import {
  canMovePurchase,
  type Fulfilment,
  type Order,
  type OrderInvoice,
  PACKING_SLIP_STATES,
  type PurchaseState,
  purchaseFulfilment,
  type StaffPermission,
  UNPAID_STATES,
} from "@shop/shared";

export type OrderAction =
  | "dispatch-request"
  | "print-slip"
  | "dispatch"
  | "correct-tracking"
  | "delivered"
  | "ready-for-pickup"
  | "collected"
  | "cancel";

/**
 * The buttons an order's page shows: the moves the state table allows from its state that the
 * role may make (cancelling a paid order refunds it: orders.refund), and the packing slip of a
 * parcel. A pickup is put on its store's shelf, then collected.
 */
export function orderActions(
  state: PurchaseState,
  permissions: readonly StaffPermission[],
  fulfilment: Fulfilment = "delivery",
): OrderAction[] {
  const may = (permission: StaffPermission) => permissions.includes(permission);
  const can = (to: PurchaseState) => canMovePurchase(state, to, fulfilment);
  const parcel = fulfilment === "delivery";
  const actions: OrderAction[] = [];
  if (may("orders.write") && can("DISPATCHED_REQUESTED")) actions.push("dispatch-request");
  if (may("orders.pickup") && can("READY_FOR_PICKUP")) actions.push("ready-for-pickup");
  if (parcel && may("orders.read") && PACKING_SLIP_STATES.includes(state))
    actions.push("print-slip");
  if (may("orders.write") && can("DISPATCHED")) actions.push("dispatch");
  // A wrong tracking number is corrected while the parcel travels.
  if (parcel && may("orders.write") && state === "DISPATCHED") actions.push("correct-tracking");
  if (may(parcel ? "orders.write" : "orders.pickup") && can("DELIVERED"))
    actions.push(parcel ? "delivered" : "collected");
  const refunds = !UNPAID_STATES.includes(state);
  if (may(refunds ? "orders.refund" : "orders.write") && can("CANCELED")) actions.push("cancel");
  return actions;
}

/** How an order reaches its buyer: a parcel, a store's counter, or an email (gift cards alone). */
export const orderFulfilment = (order: Pick<Order, "pickup" | "delivery">): Fulfilment =>
  purchaseFulfilment({
    pickupStoreName: order.pickup?.storeName ?? null,
    deliveryCountry: order.delivery.country,
  });

/** Whether an order's invoice or its credit note is still to be issued. */
export function invoiceWaiting(invoice: OrderInvoice | null): boolean {
  if (!invoice) return false;
  return invoice.state !== "ISSUED" || (invoice.creditNote?.state ?? "ISSUED") !== "ISSUED";
}
