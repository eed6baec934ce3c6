import type { CardProvider } from "./card-provider.ts";
import type { MbwayProvider } from "./mbway-provider.ts";

/**
 * Someone else's answer settles this refund, so this attempt is no failure to record (nor to log
 * every minute): another caller (the job on another server, a staff member) asking the provider
 * for it now, or the staff checking a refund the provider may have made without saying so.
 */
export class RefundSettledElsewhereError extends Error {}

/** The providers that give money back themselves: the card's, and MB WAY's when it is offered. */
interface Refunders {
  card: CardProvider;
  mbway?: MbwayProvider | null;
}

/**
 * Asks the provider that took a payment to give back `amountCents` of it, once per `key` (by
 * default the whole payment's own): to the card, or back through MB WAY. Answers the provider's
 * id of the refund; throws when the provider refuses, does not answer, or is no longer configured.
 */
export async function refundThrough(
  refunders: Refunders,
  method: "CARD" | "MBWAY",
  paymentId: string,
  amountCents: number,
  key?: string,
): Promise<{ id: string }> {
  const provider = method === "MBWAY" ? refunders.mbway : refunders.card;
  if (!provider) throw new Error("MB WAY is no longer configured");
  return provider.refund(paymentId, amountCents, key);
}
