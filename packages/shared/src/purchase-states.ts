/**
 * The states of a purchase and the moves between them, written once: the server changes a state
 * only along this table (inside the transaction that checks it), and the screens read it.
 * A purchase is either sent to an address ("delivery") or collected in a store ("pickup"); after
 * its payment each goes its own way to DELIVERED. A purchase of gift cards alone ("email") has
 * nothing to send or collect: its cards are emailed once it is paid, and it stays paid.
 */
export const PURCHASE_STATES = [
  "MULTIBANCO",
  "REGISTERED",
  "PAYED",
  "DISPATCHED_REQUESTED",
  "DISPATCHED",
  "READY_FOR_PICKUP",
  "DELIVERED",
  "CANCELED",
] as const;

export type PurchaseState = (typeof PURCHASE_STATES)[number];

/** How a purchase reaches its buyer. */
export type Fulfilment = "delivery" | "pickup" | "email";

/**
 * How a purchase kept reaches its buyer: a pickup keeps its store's name, a delivery its country's;
 * a purchase of gift cards alone keeps neither.
 */
export function purchaseFulfilment(purchase: {
  pickupStoreName: string | null;
  deliveryCountry: string;
}): Fulfilment {
  if (purchase.pickupStoreName !== null) return "pickup";
  return purchase.deliveryCountry === "" ? "email" : "delivery";
}

type Moves = Readonly<Record<PurchaseState, readonly PurchaseState[]>>;

const ENDED = { DELIVERED: [], CANCELED: [] } as const;
// Waiting for the payment: paid, or cancelled (expired, the buyer gave up, the shop cancelled).
const UNPAID = {
  MULTIBANCO: ["PAYED", "CANCELED"],
  // Card or MB WAY; an MB WAY buyer may switch to a MULTIBANCO reference instead.
  REGISTERED: ["PAYED", "CANCELED", "MULTIBANCO"],
} as const;

const MOVES: Readonly<Record<Fulfilment, Moves>> = {
  delivery: {
    ...UNPAID,
    // Paid: prepared for dispatch, or cancelled before it leaves (stock back, refund).
    PAYED: ["DISPATCHED_REQUESTED", "CANCELED"],
    DISPATCHED_REQUESTED: ["DISPATCHED", "CANCELED"],
    // On its way: only delivery ends it; after that, returns are their own record.
    DISPATCHED: ["DELIVERED"],
    READY_FOR_PICKUP: [],
    ...ENDED,
  },
  pickup: {
    ...UNPAID,
    // Paid: put aside in the store, or cancelled (stock back, refund).
    PAYED: ["READY_FOR_PICKUP", "CANCELED"],
    // Waiting on the store's shelf: collected, or never collected and cancelled.
    READY_FOR_PICKUP: ["DELIVERED", "CANCELED"],
    DISPATCHED_REQUESTED: [],
    DISPATCHED: [],
    ...ENDED,
  },
  email: {
    ...UNPAID,
    // Paid: its cards go by email; cancelled, they are voided (and the money refunded).
    PAYED: ["CANCELED"],
    DISPATCHED_REQUESTED: [],
    DISPATCHED: [],
    READY_FOR_PICKUP: [],
    ...ENDED,
  },
};

/**
 * Whether a purchase in `from` may move to `to`; a pickup is never dispatched, nor a parcel put
 * aside, nor gift cards alone either.
 */
export function canMovePurchase(
  from: PurchaseState,
  to: PurchaseState,
  fulfilment: Fulfilment = "delivery",
): boolean {
  return MOVES[fulfilment][from].includes(to);
}

/**
 * The states a purchase may move to `to` from, whichever way it reaches its buyer: the guard of
 * the UPDATE that makes the move. A state only one way passes through is only ever held by a
 * purchase going that way, so the union never lets a purchase skip a step.
 */
export function statesBefore(to: PurchaseState): PurchaseState[] {
  return PURCHASE_STATES.filter(
    (from) => canMovePurchase(from, to, "delivery") || canMovePurchase(from, to, "pickup"),
  );
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
