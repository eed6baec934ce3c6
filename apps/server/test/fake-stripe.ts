import { createServer, type Server } from "node:http";

interface FakeIntent {
  id: string;
  object: "payment_intent";
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  last_payment_error: null | { code: string };
}

/**
 * A local stand-in for the card provider's HTTP API (the part the shop calls): payment intents
 * created, read and cancelled, and refunds. It stands at the edge of the network, where the real
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
