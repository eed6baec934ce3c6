import { DAY_MS } from "./dates.ts";
import { REFUND_DEADLINE_DAYS } from "./legal/withdrawal-terms.ts";

/**
 * The last moment of a refund (DL 24/2014, art. 12): REFUND_DEADLINE_DAYS calendar days after the
 * customer asked — the cancellation or the return's request, or their withdrawal if it came first.
 */
export function refundDueAt(askedAt: Date | string, withdrewAt?: Date | string | null): Date {
  const asked = new Date(askedAt).getTime();
  const first = withdrewAt ? Math.min(asked, new Date(withdrewAt).getTime()) : asked;
  return new Date(first + REFUND_DEADLINE_DAYS * DAY_MS);
}
