import {
  canMovePurchase,
  type OrderInvoice,
  PACKING_SLIP_STATES,
  type PurchaseState,
  type StaffPermission,
  UNPAID_STATES,
} from "@shop/shared";

export type OrderAction = "dispatch-request" | "print-slip" | "dispatch" | "delivered" | "cancel";

/**
 * The buttons an order's page shows: the moves the state table allows from its state that the
 * role may make (cancelling a paid order refunds it: orders.refund), and its packing slip.
 */
export function orderActions(
  state: PurchaseState,
  permissions: readonly StaffPermission[],
): OrderAction[] {
  const may = (permission: StaffPermission) => permissions.includes(permission);
  const actions: OrderAction[] = [];
  if (may("orders.write") && canMovePurchase(state, "DISPATCHED_REQUESTED"))
    actions.push("dispatch-request");
  if (may("orders.read") && PACKING_SLIP_STATES.includes(state)) actions.push("print-slip");
  if (may("orders.write") && canMovePurchase(state, "DISPATCHED")) actions.push("dispatch");
  if (may("orders.write") && canMovePurchase(state, "DELIVERED")) actions.push("delivered");
  const refunds = !UNPAID_STATES.includes(state);
  if (may(refunds ? "orders.refund" : "orders.write") && canMovePurchase(state, "CANCELED"))
    actions.push("cancel");
  return actions;
}

/** Whether an order's invoice or its credit note is still to be issued. */
export function invoiceWaiting(invoice: OrderInvoice | null): boolean {
  if (!invoice) return false;
  return invoice.state !== "ISSUED" || (invoice.creditNote?.state ?? "ISSUED") !== "ISSUED";
}
