import { ibanHoldHoursAtStart } from "./env.ts";

/**
 * Every abuse limit of the shop, in one place (docs/security.md and each topic's page list them).
 * A window is in seconds; `max` is the most attempts one key (a client address, an email, an
 * account) may make within it. Each domain exports its own object below.
 */
export interface Limit {
  max: number;
  windowSeconds: number;
}

export const MINUTE = 60;
export const HOUR = 60 * MINUTE;

/** The same limits with every `max` multiplied by `factor` (a configuration may raise them). */
export function scaledLimits<T extends Record<string, Limit>>(limits: T, factor: number): T {
  const scaled = Object.entries(limits).map(([name, limit]) => [
    name,
    { ...limit, max: limit.max * factor },
  ]);
  return Object.fromEntries(scaled) as T;
}

// Purchases

/**
 * Purchase calls. `open*` cap the unpaid purchases (MULTIBANCO or REGISTERED, not yet expired)
 * one contact email or one client address may hold at once: each reserves stock for 6 hours.
 */
export const purchaseLimits = {
  generatePerAddress: { max: 20, windowSeconds: HOUR },
  generatePerEmail: { max: 10, windowSeconds: HOUR },
  openPerEmail: { max: 3, windowSeconds: 6 * HOUR },
  openPerAddress: { max: 3, windowSeconds: 6 * HOUR },
  confirmPerAddress: { max: 30, windowSeconds: 10 * MINUTE },
  cancelPerAddress: { max: 20, windowSeconds: HOUR },
  /** MB WAY requests pushed to one phone (a stranger's number cannot be flooded). */
  mbwayPerPhone: { max: 5, windowSeconds: HOUR },
  mbwayPerAddress: { max: 20, windowSeconds: HOUR },
  /** The checkout asks every 3 s during the 4 minutes of a request. */
  mbwayStatusPerAddress: { max: 600, windowSeconds: 10 * MINUTE },
  switchPerAddress: { max: 20, windowSeconds: HOUR },
  /** Discount codes checked against a cart: a script guessing single-use codes. */
  codeChecksPerAddress: { max: 60, windowSeconds: 10 * MINUTE },
} satisfies Record<string, Limit>;
export type PurchaseLimits = typeof purchaseLimits;

/** The order page's link and the customer's own cancelling. */
export const orderPageLimits = {
  /** Calls with an order link (read, cancel, returns, revoke) from one client address: a script guessing. */
  linkCallsPerAddress: { max: 60, windowSeconds: 15 * MINUTE },
  /** Cancellations asked from one client address, from the account or a link. */
  cancelsPerAddress: { max: 20, windowSeconds: HOUR },
  /** New order links asked from one account. */
  newLinksPerAccount: { max: 10, windowSeconds: HOUR },
  /** Confirmation pages' links asked by checkouts from one client address. */
  newLinksPerAddress: { max: 20, windowSeconds: HOUR },
} satisfies Record<string, Limit>;

// Refunds
export const refundLimits = {
  /**
   * A refund by transfer waits this long after its IBAN was last given or changed, and the
   * purchase's contact email is told at once: whoever holds a forwarded order link cannot send
   * the money elsewhere before the buyer can object. Not even the owner skips it; the operator
   * sets its hours with REFUND_IBAN_HOLD_HOURS (validated in env.ts; at least one in production,
   * none in a browser test's own shop).
   */
  ibanHoldSeconds: ibanHoldHoursAtStart * HOUR,
};

// Accounts
// Per client address unless named otherwise. A password is counted before it is checked, and a
// success takes its count back: attempts sent at once check at most `max`, and a stranger can
// slow down their own address, never lock a customer out of the account.
export const accountLimits = {
  /** Wrong passwords from one address, at sign-in and in calls that check the password. */
  passwordFailuresPerAddress: { max: 30, windowSeconds: 15 * MINUTE },
  /** Wrong passwords for one email from one address; a success starts it again. */
  loginFailuresPerAddressAndEmail: { max: 10, windowSeconds: 15 * MINUTE },
  /** Wrong current passwords in one signed-in account; a success starts it again. */
  passwordFailuresPerAccount: { max: 10, windowSeconds: 15 * MINUTE },
  /** Registrations, and email changes (so that neither probes which emails exist faster). */
  emailClaims: { max: 10, windowSeconds: HOUR },
  recoverySend: { max: 10, windowSeconds: HOUR },
  recoveryCheck: { max: 30, windowSeconds: 15 * MINUTE },
  recoveryPerform: { max: 10, windowSeconds: 15 * MINUTE },
  emailCode: { max: 30, windowSeconds: 15 * MINUTE },
  confirmationResend: { max: 10, windowSeconds: HOUR },
  /** Recovery emails to one account, whoever asks. */
  recoveryMailsPerAccount: { max: 5, windowSeconds: HOUR },
  /** Confirmation emails to one account. */
  confirmationMailsPerAccount: { max: 5, windowSeconds: HOUR },
} satisfies Record<string, Limit>;

// Payments

// Contact
export const contactLimits = {
  messagesPerAddress: { max: 5, windowSeconds: 10 * MINUTE },
} satisfies Record<string, Limit>;

// "Avisem-me" (size alerts)
export const sizeAlertLimits = {
  /** Alerts asked from one client address (guests and customers). */
  askPerAddress: { max: 20, windowSeconds: HOUR },
  /** Alerts asked for one email, whoever asks: each guest's may send a confirmation email. */
  askPerEmail: { max: 5, windowSeconds: HOUR },
  /** Confirmation and unsubscribe links followed from one client address. */
  linksPerAddress: { max: 30, windowSeconds: 15 * MINUTE },
} satisfies Record<string, Limit>;

// "Reservar em loja" (store reservations)
export const reservationLimits = {
  /** Reservations asked from one client address: each holds a store's unit for 48 hours. */
  perAddress: { max: 5, windowSeconds: HOUR },
  /** Reservations asked for one email, whoever asks: each sends it an email. */
  perEmail: { max: 5, windowSeconds: HOUR },
  /** Emailed links read or used from one client address. */
  linksPerAddress: { max: 30, windowSeconds: 15 * MINUTE },
} satisfies Record<string, Limit>;

// Staff (the back office)
export const staffLimits = {
  /** Wrong passwords at the back office's sign-in from one address. */
  passwordFailuresPerAddress: { max: 20, windowSeconds: 15 * MINUTE },
  /** Wrong passwords for one staff email from one address; a success starts it again. */
  loginFailuresPerAddressAndEmail: { max: 5, windowSeconds: 15 * MINUTE },
  /** Wrong TOTP codes for one person, wherever typed: a million codes take a while to guess. */
  totpFailuresPerStaff: { max: 5, windowSeconds: 15 * MINUTE },
  /** Wrong current passwords typed by a signed-in person changing theirs. */
  currentPasswordFailuresPerStaff: { max: 5, windowSeconds: 15 * MINUTE },
  /** One-time link checks and uses from one address. */
  linkChecksPerAddress: { max: 30, windowSeconds: 15 * MINUTE },
} satisfies Record<string, Limit>;

// Pictures

/**
 * Uploaded product pictures: a phone's photo fits (a 50-megapixel camera's JPEG is ~15 MB); the
 * pixel count is checked before decoding, since a small file can decode to gigabytes; the shorter
 * side must fill the product page's picture without looking blurred.
 */
export const pictureLimits = {
  maxBytes: 15 * 1024 * 1024,
  maxPixels: 50_000_000,
  minSide: 400,
};
export type PictureLimits = typeof pictureLimits;

// Gift cards
export const giftCardLimits = {
  /**
   * Codes looked up from one client address on the holder's page: 80-bit codes cannot be found by
   * trying, and this keeps anyone from trying.
   */
  lookupsPerAddress: { max: 20, windowSeconds: 15 * MINUTE },
} satisfies Record<string, Limit>;
