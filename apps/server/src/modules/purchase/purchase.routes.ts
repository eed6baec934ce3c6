import {
  CancelPurchaseBodySchema,
  ConfirmPurchaseBodySchema,
  GeneratedPurchaseSchema,
  GeneratePurchaseBodySchema,
  MbwayRequestBodySchema,
  MbwayStateReplySchema,
  OnlineStockSchema,
  OwnPurchaseBodySchema,
  PickupShelvesSchema,
  ProductSchema,
  PurchaseProductsBodySchema,
  PurchaseStateReplySchema,
  WaitPurchaseBodySchema,
} from "@shop/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok, okSchema } from "../../http/envelope.ts";
import { requestLanguage } from "../../http/request-language.ts";
import type { SessionStore } from "../../http/session.ts";
import type { PurchaseService } from "./purchase.service.ts";
import type { Buyer } from "./purchase-guards.ts";

const stateReply = { response: { 200: okSchema(PurchaseStateReplySchema) } };

/** Purchase calls, for guests and signed-in customers alike. */
export async function purchaseRoutes(
  app: FastifyInstance,
  { purchases, sessions }: { purchases: PurchaseService; sessions: SessionStore },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const buyerOf = async (request: FastifyRequest): Promise<Buyer> => ({
    userId: (await sessions.of(request))?.userId ?? null,
    address: request.ip,
    language: requestLanguage(request),
  });

  api.post(
    "/public/purchase/products",
    {
      schema: {
        body: PurchaseProductsBodySchema,
        response: { 200: okSchema(z.array(ProductSchema)) },
      },
    },
    async (request) => ok(await purchases.products(request.body.cart)),
  );

  api.post(
    "/public/purchase/stock",
    {
      schema: { body: PurchaseProductsBodySchema, response: { 200: okSchema(OnlineStockSchema) } },
    },
    async (request) => ok(await purchases.stock(request.body.cart)),
  );

  api.post(
    "/public/purchase/pickup-shelves",
    {
      schema: {
        body: PurchaseProductsBodySchema,
        response: { 200: okSchema(PickupShelvesSchema) },
      },
    },
    async (request) => ok({ storeIds: await purchases.pickupShelves(request.body.cart) }),
  );

  api.post(
    "/public/purchase/generate",
    {
      schema: {
        body: GeneratePurchaseBodySchema,
        response: { 200: okSchema(GeneratedPurchaseSchema) },
      },
    },
    async (request) => ok(await purchases.generate(request.body, await buyerOf(request))),
  );

  api.post(
    "/public/purchase/cancel",
    { schema: { body: CancelPurchaseBodySchema, ...stateReply } },
    async (request) => ok(await purchases.cancel(request.body, await buyerOf(request))),
  );

  api.post(
    "/public/purchase/wait",
    { schema: { body: WaitPurchaseBodySchema, ...stateReply } },
    async (request) => {
      const closed = new AbortController();
      request.raw.once("close", () => closed.abort());
      return ok(await purchases.wait(request.body.idShort, closed.signal));
    },
  );

  const mbwayReply = { response: { 200: okSchema(MbwayStateReplySchema) } };
  api.post(
    "/public/purchase/mbway",
    { schema: { body: MbwayRequestBodySchema, ...mbwayReply } },
    async (request) => ok(await purchases.requestMbway(request.body, await buyerOf(request))),
  );

  api.post(
    "/public/purchase/mbway/status",
    { schema: { body: OwnPurchaseBodySchema, ...mbwayReply } },
    async (request) => ok(await purchases.mbwayStatus(request.body, await buyerOf(request))),
  );

  api.post(
    "/public/purchase/switch-to-multibanco",
    {
      schema: {
        body: OwnPurchaseBodySchema,
        response: { 200: okSchema(GeneratedPurchaseSchema) },
      },
    },
    async (request) => ok(await purchases.switchToMultibanco(request.body, await buyerOf(request))),
  );

  api.post(
    "/public/purchase/confirm",
    { schema: { body: ConfirmPurchaseBodySchema, ...stateReply } },
    async (request) => ok(await purchases.confirm(request.body.intentId, request.ip)),
  );
}
