/**
 * The states of a return or exchange and the moves between them, written once: the server
 * changes a return's state only along this table (inside the transaction that checks it), and the
 * screens read it. A return is its own record beside its purchase (which stays DELIVERED).
 */
export const RETURN_STATES = [
  "REQUESTED",
  "RECEIVED",
  "ACCEPTED",
  "REFUSED",
  "REFUNDED",
  "EXCHANGED",
  "CANCELED",
] as const;
export type ReturnState = (typeof RETURN_STATES)[number];

/** A return gives the money back; an exchange sends the other size of the same product. */
export const RETURN_KINDS = ["RETURN", "EXCHANGE"] as const;
export type ReturnKind = (typeof RETURN_KINDS)[number];

const MOVES: Readonly<Record<ReturnState, readonly ReturnState[]>> = {
  // Asked for: the parcel arrives at the shop, or the customer changes their mind first.
  REQUESTED: ["RECEIVED", "CANCELED"],
  // At the shop: inspected, then accepted or refused (with a reason).
  RECEIVED: ["ACCEPTED", "REFUSED"],
  // Accepted: a return is refunded, an exchange becomes a new purchase of the other size.
  ACCEPTED: ["REFUNDED", "EXCHANGED"],
  REFUSED: [],
  REFUNDED: [],
  EXCHANGED: [],
  CANCELED: [],
};

/** The end of an accepted return of each kind. */
const ACCEPTED_END: Readonly<Record<ReturnKind, ReturnState>> = {
  RETURN: "REFUNDED",
  EXCHANGE: "EXCHANGED",
};

/** Whether a return of `kind` in `from` may move to `to`. */
export function canMoveReturn(kind: ReturnKind, from: ReturnState, to: ReturnState): boolean {
  if (!MOVES[from].includes(to)) return false;
  return from !== "ACCEPTED" || ACCEPTED_END[kind] === to;
}

/** Returns in these states still hold units of their purchase's lines (not refused, not cancelled). */
export const RETURN_HOLDING_STATES: readonly ReturnState[] = [
  "REQUESTED",
  "RECEIVED",
  "ACCEPTED",
  "REFUNDED",
  "EXCHANGED",
];
