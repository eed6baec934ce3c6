import { DAY_MS } from "./dates.ts";
import { REFUND_DEADLINE_DAYS } from "./legal/withdrawal-terms.ts";

/**
 * The last moment of a refund (DL 24/2014, art. 12): REFUND_DEADLINE_DAYS calendar days after the
 * customer asked (the cancellation, the return's request or the withdrawal, whichever came first).
 */
export const refundDueAt = (askedAt: Date | string): Date =>
  new Date(new Date(askedAt).getTime() + REFUND_DEADLINE_DAYS * DAY_MS);
