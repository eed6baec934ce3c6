/**
 * Every abuse limit of the shop, in one place (the README's security section lists them).
 * A window is in seconds; `max` is the most attempts one key (a client address, an email, an
 * account) may make within it. Each domain exports its own object below.
 */
export interface Limit {
  max: number;
  windowSeconds: number;
}

export const MINUTE = 60;
export const HOUR = 60 * MINUTE;

// Purchases

// Accounts

// Payments

// Contact
