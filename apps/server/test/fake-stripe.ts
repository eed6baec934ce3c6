import { createServer, type Server } from "node:http";
import Stripe from "stripe";
import type { TestApp } from "./app.ts";

export const STRIPE_WEBHOOK_SECRET = "whsec_test_only";
const signer = new Stripe("sk_test_unused");

/** The shop's configuration for Stripe, pointed at a fake's address. */
export const stripeConfig = (apiUrl: string) => ({
  PAYMENT_PROVIDER: "stripe",
  STRIPE_SECRET_KEY: "sk_test_fake",
  STRIPE_PUBLISHABLE_KEY: "pk_test_fake",
  STRIPE_WEBHOOK_SECRET,
  STRIPE_API_URL: apiUrl,
});

/** Sends the shop a webhook event about a payment intent, signed as Stripe signs it. */
export function stripeWebhook(
  shop: TestApp,
  type: string,
  intentId: string,
  eventId: string,
  secret = STRIPE_WEBHOOK_SECRET,
) {
  const payload = JSON.stringify({
    id: eventId,
    object: "event",
    type,
    data: { object: { id: intentId, object: "payment_intent" } },
  });
  const header = signer.webhooks.generateTestHeaderString({ payload, secret });
  return shop.app.inject({
    method: "POST",
    url: "/api/public/payments/webhook/stripe",
    headers: { "content-type": "application/json", "stripe-signature": header },
    payload,
  });
}

interface FakeIntent {
  id: string;
  object: "payment_intent";
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  last_payment_error: null | { code: string };
  next_action?: {
    type: "multibanco_display_details";
    multibanco_display_details: {
      entity: string;
      reference: string;
      expires_at: number;
      hosted_voucher_url: string;
    };
  };
}

/** What a confirmed `multibanco` intent waits for: the buyer paying its reference. */
function multibancoAction(counter: number): FakeIntent["next_action"] {
  return {
    type: "multibanco_display_details",
    multibanco_display_details: {
      entity: "12345",
      reference: String(100_000_000 + counter),
      expires_at: Math.floor(Date.UTC(2030, 0, 8) / 1000),
      hosted_voucher_url: "https://payments.stripe.com/multibanco/voucher/test",
    },
  };
}

/**
 * A local stand-in for the card provider's HTTP API (the part the shop calls): payment intents
 * created (card, or `multibanco` confirmed at once), read and cancelled, and refunds. It stands at the edge of the network, where the real
 * API would be; `down` makes it answer every call with a server error, `refundsDown` only refunds.
 */
export async function startFakeStripe() {
  const intents = new Map<string, FakeIntent>();
  const requests: Array<{
    method: string;
    path: string;
    body: URLSearchParams;
    idempotencyKey?: string;
  }> = [];
  let counter = 0;
  const state = { down: false, refundsDown: false };

  const server: Server = createServer((request, response) => {
    let raw = "";
    request.on("data", (chunk) => {
      raw += chunk;
    });
    request.on("end", () => {
      const path = (request.url ?? "").split("?")[0] ?? "";
      const body = new URLSearchParams(raw);
      const idempotencyKey = request.headers["idempotency-key"] as string | undefined;
      requests.push({
        method: request.method ?? "",
        path,
        body,
        ...(idempotencyKey ? { idempotencyKey } : {}),
      });
      const send = (status: number, payload: unknown) => {
        response.writeHead(status, { "content-type": "application/json" });
        response.end(JSON.stringify(payload));
      };
      const missing = () =>
        send(404, {
          error: {
            type: "invalid_request_error",
            code: "resource_missing",
            message: "No such payment_intent",
          },
        });
      if (state.down) return send(500, { error: { type: "api_error", message: "down" } });
      if (request.method === "POST" && path === "/v1/refunds") {
        if (state.refundsDown) return send(500, { error: { type: "api_error", message: "down" } });
        const intentId = body.get("payment_intent") ?? "";
        if (intents.get(intentId)?.status !== "succeeded") return missing();
        return send(200, {
          id: `re_fake_${requests.length}`,
          object: "refund",
          amount: Number(body.get("amount")),
          payment_intent: intentId,
          status: "succeeded",
        });
      }
      if (request.method === "POST" && path === "/v1/payment_intents") {
        counter += 1;
        const id = `pi_fake_${counter}`;
        const intent: FakeIntent = {
          id,
          object: "payment_intent",
          amount: Number(body.get("amount")),
          currency: body.get("currency") ?? "",
          status: "requires_payment_method",
          client_secret: `${id}_secret_fake`,
          metadata: {
            purchaseId: body.get("metadata[purchaseId]") ?? "",
            idShort: body.get("metadata[idShort]") ?? "",
          },
          last_payment_error: null,
        };
        if (
          body.get("confirm") === "true" &&
          body.get("payment_method_data[type]") === "multibanco"
        ) {
          intent.status = "requires_action";
          intent.next_action = multibancoAction(counter);
        }
        intents.set(id, intent);
        return send(200, intent);
      }
      const match = path.match(/^\/v1\/payment_intents\/([^/]+)(\/cancel)?$/);
      const intent = match ? intents.get(match[1] as string) : undefined;
      if (!intent) return missing();
      if (match?.[2] && request.method === "POST") {
        if (intent.status === "succeeded" || intent.status === "canceled") {
          return send(400, {
            error: {
              type: "invalid_request_error",
              code: "payment_intent_unexpected_state",
              message: `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
            },
          });
        }
        intent.status = "canceled";
      }
      return send(200, intent);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    intents,
    /** While true, every call fails as if the provider were down. */
    set down(value: boolean) {
      state.down = value;
    },
    set refundsDown(value: boolean) {
      state.refundsDown = value;
    },
    /** What the provider does when the buyer's card goes through. */
    succeed(id: string) {
      const intent = intents.get(id);
      if (intent) intent.status = "succeeded";
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
