import {
  CancelPurchaseBodySchema,
  ConfirmPurchaseBodySchema,
  GeneratePurchaseBodySchema,
  PurchaseProductsBodySchema,
  WaitPurchaseBodySchema,
} from "@shop/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { ok } from "../../http/envelope.ts";
import type { SessionStore } from "../../http/session.ts";
import { validate } from "../../http/validate.ts";
import type { PurchaseService } from "./purchase.service.ts";
import type { Buyer } from "./purchase-guards.ts";

/** Purchase calls, for guests and signed-in customers alike. */
export async function purchaseRoutes(
  app: FastifyInstance,
  { purchases, sessions }: { purchases: PurchaseService; sessions: SessionStore },
) {
  const buyerOf = async (request: FastifyRequest): Promise<Buyer> => ({
    userId: (await sessions.of(request))?.userId ?? null,
    address: request.ip,
  });

  app.post("/public/purchase/products", async (request) => {
    const { cart } = validate(PurchaseProductsBodySchema, request.body);
    return ok(await purchases.products(cart));
  });

  app.post("/public/purchase/stock", async (request) => {
    const { cart } = validate(PurchaseProductsBodySchema, request.body);
    return ok(await purchases.stock(cart));
  });

  app.post("/public/purchase/generate", async (request) => {
    const body = validate(GeneratePurchaseBodySchema, request.body);
    return ok(await purchases.generate(body, await buyerOf(request)));
  });

  app.post("/public/purchase/cancel", async (request) => {
    const body = validate(CancelPurchaseBodySchema, request.body);
    return ok(await purchases.cancel(body, await buyerOf(request)));
  });

  app.post("/public/purchase/wait", async (request) => {
    const { idShort } = validate(WaitPurchaseBodySchema, request.body);
    const closed = new AbortController();
    request.raw.once("close", () => closed.abort());
    return ok(await purchases.wait(idShort, closed.signal));
  });

  app.post("/public/purchase/confirm", async (request) => {
    const { intentId } = validate(ConfirmPurchaseBodySchema, request.body);
    return ok(await purchases.confirm(intentId, request.ip));
  });
}
