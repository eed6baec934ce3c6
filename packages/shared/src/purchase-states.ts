/**
 * The states of a purchase and the moves between them, written once: the server changes a state
 * only along this table (inside the transaction that checks it), and the screens read it.
 */
export const PURCHASE_STATES = [
  "MULTIBANCO",
  "REGISTERED",
  "PAYED",
  "DISPATCHED_REQUESTED",
  "DISPATCHED",
  "DELIVERED",
  "CANCELED",
] as const;

export type PurchaseState = (typeof PURCHASE_STATES)[number];

const MOVES: Readonly<Record<PurchaseState, readonly PurchaseState[]>> = {
  // Waiting for the payment: paid, or cancelled (expired, the buyer gave up, the shop cancelled).
  MULTIBANCO: ["PAYED", "CANCELED"],
  // Card or MB WAY; an MB WAY buyer may switch to a MULTIBANCO reference instead.
  REGISTERED: ["PAYED", "CANCELED", "MULTIBANCO"],
  // Paid: prepared for dispatch, or cancelled before it leaves (stock back, refund).
  PAYED: ["DISPATCHED_REQUESTED", "CANCELED"],
  DISPATCHED_REQUESTED: ["DISPATCHED", "CANCELED"],
  // On its way: only delivery ends it; after that, returns are their own record.
  DISPATCHED: ["DELIVERED"],
  DELIVERED: [],
  CANCELED: [],
};

/** Whether a purchase in `from` may move to `to`. */
export function canMovePurchase(from: PurchaseState, to: PurchaseState): boolean {
  return MOVES[from].includes(to);
}

/** The states a purchase may move to `to` from: the guard of the UPDATE that makes the move. */
export function statesBefore(to: PurchaseState): PurchaseState[] {
  return PURCHASE_STATES.filter((from) => canMovePurchase(from, to));
}

/** Waiting for its payment: the reservation holds the stock until the deadline. */
export const UNPAID_STATES: readonly PurchaseState[] = ["MULTIBANCO", "REGISTERED"];

/**
 * What the customer may still cancel alone (account or order page): an unpaid purchase, or a paid
 * one nobody has started to prepare. Once its dispatch is asked for, only the shop can stop it.
 */
export const CUSTOMER_CANCELABLE_STATES: readonly PurchaseState[] = [
  "MULTIBANCO",
  "REGISTERED",
  "PAYED",
];
