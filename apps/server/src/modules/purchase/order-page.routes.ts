import {
  type CancelOutcome,
  CancelOutcomeSchema,
  CustomerCancelSchema,
  IdSchema,
  customerCancelMessages as messages,
  NewOrderLinkSchema,
  OrderLinkParamsSchema,
  OrderMoveSchema,
  OrderPageSchema,
  OwnPurchaseBodySchema,
  ReturnRequestSchema,
  returnMessages,
} from "@shop/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok, okSchema } from "../../http/envelope.ts";
import type { SessionStore } from "../../http/session.ts";
import type { OrderPageService } from "./order-page.service.ts";

export interface OrderPageRouteDeps {
  orderPages: OrderPageService;
  sessions: SessionStore;
}

/** What the customer is told once the purchase is cancelled. */
const CANCELED: Record<CancelOutcome["refund"], string> = {
  none: `${messages.canceled} ${messages.notCharged}`,
  "card-done": `${messages.canceled} ${messages.cardDone}`,
  "card-pending": `${messages.canceled} ${messages.cardPending}`,
  "transfer-pending": `${messages.canceled} ${messages.transferPending}`,
};

const canceledReply = { response: { 200: okSchema(CancelOutcomeSchema) } };
const withLink = { params: OrderLinkParamsSchema };
const withPurchase = { params: z.object({ id: IdSchema }) };
const withReturn = { params: OrderLinkParamsSchema.extend({ returnId: IdSchema }) };

/** The order page of a long random link: /api/public/orders/:token… */
export async function orderPageRoutes(app: FastifyInstance, { orderPages }: OrderPageRouteDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    "/public/orders/:token",
    { schema: { ...withLink, response: { 200: okSchema(OrderPageSchema) } } },
    async (request) => ok(await orderPages.view(request.params.token, request.ip)),
  );
  api.post(
    "/public/orders/:token/cancel",
    { schema: { ...withLink, body: CustomerCancelSchema, ...canceledReply } },
    async (request) => {
      const { token } = request.params;
      const outcome = await orderPages.cancelByLink(token, request.body, request.ip);
      return ok(outcome, CANCELED[outcome.refund]);
    },
  );
  api.post(
    "/public/orders/:token/returns",
    {
      schema: {
        ...withLink,
        body: ReturnRequestSchema,
        response: { 200: okSchema(z.object({ id: z.number() })) },
      },
    },
    async (request) => {
      const { token } = request.params;
      const created = await orderPages.requestReturn(token, request.body, request.ip);
      return ok(created, returnMessages.requested);
    },
  );
  api.post(
    "/public/orders/:token/returns/:returnId/cancel",
    { schema: { ...withReturn, body: OrderMoveSchema, response: { 200: okSchema(z.null()) } } },
    async (request) => {
      const { token, returnId } = request.params;
      await orderPages.cancelReturn(token, returnId, request.ip);
      return ok(null, returnMessages.canceled);
    },
  );
  api.post(
    "/public/orders/:token/revoke",
    { schema: { ...withLink, body: z.object({}), response: { 200: okSchema(z.null()) } } },
    async (request) => {
      await orderPages.revoke(request.params.token, request.ip);
      return ok(null, messages.linkRevoked);
    },
  );
}

/** The customer's own purchases: see one as its order page does, cancel one, or get a new link. */
export async function customerOrderRoutes(app: FastifyInstance, deps: OrderPageRouteDeps) {
  const { orderPages, sessions } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const user = async (request: Parameters<SessionStore["require"]>[0]) =>
    (await sessions.require(request)).userId;
  api.get(
    "/users/client/purchase/:id/order",
    { schema: { ...withPurchase, response: { 200: okSchema(OrderPageSchema) } } },
    async (request) => ok(await orderPages.viewOwn(await user(request), request.params.id)),
  );
  api.post(
    "/users/client/purchase/:id/cancel",
    { schema: { ...withPurchase, body: CustomerCancelSchema, ...canceledReply } },
    async (request) => {
      const userId = await user(request);
      const { id } = request.params;
      const outcome = await orderPages.cancelOwn(userId, id, request.body, request.ip);
      return ok(outcome, CANCELED[outcome.refund]);
    },
  );
  api.post(
    "/public/purchase/order-link",
    { schema: { body: OwnPurchaseBodySchema, response: { 200: okSchema(NewOrderLinkSchema) } } },
    async (request) => {
      const buyer = { userId: (await sessions.of(request))?.userId ?? null, address: request.ip };
      return ok({ path: await orderPages.confirmationLink(request.body, buyer) });
    },
  );
  api.post(
    "/users/client/purchase/:id/order-link",
    {
      schema: {
        ...withPurchase,
        body: z.object({}),
        response: { 200: okSchema(NewOrderLinkSchema) },
      },
    },
    async (request) => {
      const path = await orderPages.newLink(await user(request), request.params.id);
      return ok({ path }, messages.linkCreated);
    },
  );
}
