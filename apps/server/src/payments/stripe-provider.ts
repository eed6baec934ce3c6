import Stripe from "stripe";
import {
  type CardProvider,
  type IntentStatus,
  InvalidSignatureError,
  type PaymentIntent,
  paymentTags,
} from "./card-provider.ts";
import type { IssuedReference, ReferenceProvider } from "./reference-provider.ts";

export interface StripeOptions {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Another API address, e.g. a local fake in tests. */
  apiUrl?: string | undefined;
}

function clientFor(options: StripeOptions): Stripe {
  if (!options.apiUrl)
    return new Stripe(options.secretKey, { maxNetworkRetries: 2, telemetry: false });
  const url = new URL(options.apiUrl);
  return new Stripe(options.secretKey, {
    host: url.hostname,
    port: url.port,
    protocol: url.protocol === "http:" ? "http" : "https",
    maxNetworkRetries: 0,
    telemetry: false,
  });
}

function toIntent(intent: Stripe.PaymentIntent): PaymentIntent {
  return {
    id: intent.id,
    clientSecret: intent.client_secret ?? "",
    status: intent.status as IntentStatus,
    amountCents: intent.amount,
    currency: intent.currency,
    lastError: intent.last_payment_error?.code ?? null,
  };
}

function toReference(intent: Stripe.PaymentIntent): IssuedReference {
  const details = intent.next_action?.multibanco_display_details;
  if (!details?.entity || !details.reference || !details.expires_at) {
    throw new Error(`Stripe gave no MULTIBANCO reference for ${intent.id} (${intent.status})`);
  }
  return {
    intentId: intent.id,
    requestId: null,
    entity: details.entity,
    reference: details.reference,
    expiresAt: new Date(details.expires_at * 1000),
  };
}

/** Card payments, and MULTIBANCO references, through Stripe's API, with signed webhooks. */
export function stripeProvider(options: StripeOptions): CardProvider & ReferenceProvider {
  const stripe = clientFor(options);
  const provider: CardProvider & ReferenceProvider = {
    name: "stripe",
    publishableKey: options.publishableKey,

    async createIntent({ amountCents, order, email }) {
      const { metadata, idempotencyKey } = paymentTags(order);
      const intent = await stripe.paymentIntents.create(
        {
          amount: amountCents,
          currency: "eur",
          allowed_payment_method_types: ["card"],
          receipt_email: email,
          description: order.description,
          metadata,
        },
        { idempotencyKey },
      );
      return toIntent(intent);
    },

    /** A `multibanco` intent confirmed at once with the buyer's email: Stripe answers the reference. */
    async issueReference({ amountCents, purchaseId, idShort, email }) {
      const intent = await stripe.paymentIntents.create(
        {
          amount: amountCents,
          currency: "eur",
          allowed_payment_method_types: ["multibanco"],
          payment_method_data: { type: "multibanco", billing_details: { email } },
          confirm: true,
          receipt_email: email,
          description: `Encomenda ${idShort}`,
          metadata: { purchaseId: String(purchaseId), idShort },
        },
        { idempotencyKey: `purchase-${purchaseId}-multibanco` },
      );
      return toReference(intent);
    },

    async retrieveIntent(id) {
      try {
        return toIntent(await stripe.paymentIntents.retrieve(id));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) {
          return null;
        }
        throw error;
      }
    },

    async cancelIntent(id) {
      try {
        await stripe.paymentIntents.cancel(id);
        return true;
      } catch (error) {
        // Refused when the intent is no longer cancellable: its state tells why.
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
        const status = (await provider.retrieveIntent(id))?.status;
        if (status === "succeeded") return false;
        if (status === "canceled" || status === undefined) return true;
        throw error;
      }
    },

    async refund(intentId, amountCents, key = `refund-${intentId}`) {
      const refund = await stripe.refunds.create(
        { payment_intent: intentId, amount: amountCents },
        { idempotencyKey: key },
      );
      return { id: refund.id };
    },

    parseNotification(rawBody, signature) {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature ?? "", options.webhookSecret);
      } catch {
        throw new InvalidSignatureError("bad stripe signature");
      }
      const object = event.data.object as { object?: string; id?: string };
      const intentId = object.object === "payment_intent" ? (object.id ?? null) : null;
      if (event.type === "payment_intent.succeeded")
        return { id: event.id, type: "payment_succeeded", intentId };
      if (event.type === "payment_intent.payment_failed")
        return { id: event.id, type: "payment_failed", intentId };
      return { id: event.id, type: "other", intentId };
    },
  };
  return provider;
}
