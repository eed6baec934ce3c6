/** The states of a card payment intent that the shop acts on (the card provider's own names). */
export type IntentStatus =
  | "requires_payment_method"
  | "requires_confirmation"
  | "requires_action"
  | "processing"
  | "requires_capture"
  | "succeeded"
  | "canceled";

export interface PaymentIntent {
  id: string;
  clientSecret: string;
  status: IntentStatus;
  amountCents: number;
  currency: string;
  /** Why the last attempt failed, in the provider's words (e.g. 'card_declined'). */
  lastError: string | null;
}

/** A payment notification, after its signature was checked. */
export interface PaymentEvent {
  id: string;
  type: "payment_succeeded" | "payment_failed" | "other";
  intentId: string | null;
}

/** What a card payment pays for: a purchase (`Encomenda AB12CD`) or a store reservation. */
export interface PaymentFor {
  kind: "purchase" | "reservation";
  id: number;
  /** What the customer's bank statement and the provider's dashboard say. */
  description: string;
}

/** The provider's metadata and once-only key of a payment for `order`. */
export const paymentTags = (order: PaymentFor) => ({
  metadata: { [`${order.kind}Id`]: String(order.id), description: order.description },
  idempotencyKey: `${order.kind}-${order.id}`,
});

/** A card payment provider: the built-in sandbox or Stripe. */
export interface CardProvider {
  readonly name: "sandbox" | "stripe";
  /** What the browser library needs (null for the sandbox's own form). */
  readonly publishableKey: string | null;
  createIntent(input: {
    amountCents: number;
    order: PaymentFor;
    email: string;
  }): Promise<PaymentIntent>;
  /** The intent as the provider sees it; null when it has none; throws when it does not answer. */
  retrieveIntent(id: string): Promise<PaymentIntent | null>;
  /**
   * Cancels an unpaid intent: true once it can no longer be paid, false when it succeeded first.
   * Throws when the provider does not answer.
   */
  cancelIntent(id: string): Promise<boolean>;
  /**
   * Gives back `amountCents` of a succeeded intent, once per `key` however often it is asked
   * (by default one refund per intent; a return's own key refunds a part of it); answers the
   * provider's id of the refund. Throws when the provider does not answer or refuses.
   */
  refund(intentId: string, amountCents: number, key?: string): Promise<{ id: string }>;
  /** Checks the signature of a raw notification; throws InvalidSignatureError when it is wrong. */
  parseNotification(rawBody: Buffer, signature: string | undefined): PaymentEvent;
}

export class InvalidSignatureError extends Error {}
