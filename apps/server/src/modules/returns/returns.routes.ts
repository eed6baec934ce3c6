import {
  AcceptReturnSchema,
  IdSchema,
  OrderMoveSchema,
  OrderParamsSchema,
  REFUND_METHODS,
  ReceiveReturnSchema,
  RecordTransferSchema,
  RefundReturnSchema,
  RefuseReturnSchema,
  ReturnAdminSchema,
  ReturnableSchema,
  ReturnListQuerySchema,
  ReturnListSchema,
  ReturnParamsSchema,
  ReturnRequestSchema,
  returnMessages,
} from "@shop/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok, okSchema } from "../../http/envelope.ts";
import type { SessionStore } from "../../http/session.ts";
import type { AccountData } from "../account/account-data.ts";
import { staffOf } from "../staff/staff-guard.ts";
import type { ReturnsService } from "./returns.service.ts";
import type { ReturnsAdmin } from "./returns-admin.service.ts";

const PurchaseParamsSchema = z.object({ id: IdSchema });
const CancelParamsSchema = PurchaseParamsSchema.extend({ returnId: IdSchema });
const done = { response: { 200: okSchema(z.null()) } };

/** A customer's returns of their own purchases: /api/users/client/purchase/:id/returns… */
export async function returnCustomerRoutes(
  app: FastifyInstance,
  deps: { returns: ReturnsService; sessions: SessionStore; data: AccountData },
) {
  const { returns, sessions, data } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.addHook("preValidation", async (request) => {
    await sessions.require(request);
  });
  /** The purchase's id once it is shown to be the signed-in customer's own (404 otherwise). */
  const own = async (request: Parameters<SessionStore["require"]>[0], purchaseId: number) => {
    await data.ownPurchase((await sessions.require(request)).userId, purchaseId);
    return purchaseId;
  };

  api.get(
    "/users/client/purchase/:id/returns",
    { schema: { params: PurchaseParamsSchema, response: { 200: okSchema(ReturnableSchema) } } },
    async (request) => ok(await returns.returnable(await own(request, request.params.id))),
  );
  api.post(
    "/users/client/purchase/:id/returns",
    {
      schema: {
        params: PurchaseParamsSchema,
        body: ReturnRequestSchema,
        response: { 200: okSchema(z.object({ id: z.number() })) },
      },
    },
    async (request) =>
      ok(
        await returns.request(await own(request, request.params.id), request.body),
        returnMessages.requested,
      ),
  );
  api.post(
    "/users/client/purchase/:id/returns/:returnId/cancel",
    { schema: { params: CancelParamsSchema, body: OrderMoveSchema, ...done } },
    async (request) => {
      await returns.cancel(await own(request, request.params.id), request.params.returnId);
      return ok(null, returnMessages.canceled);
    },
  );
}

const read = { staffAccess: "orders.read" } as const;
const write = { staffAccess: "orders.write" } as const;
const refund = { staffAccess: "orders.refund" } as const;

/** The back office's returns: /api/admin/returns… and an order's returns. */
export async function returnAdminRoutes(app: FastifyInstance, deps: { returns: ReturnsAdmin }) {
  const { returns } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const withReturn = { params: ReturnParamsSchema };
  const click = { ...withReturn, body: OrderMoveSchema, ...done };

  api.get(
    "/returns",
    {
      config: read,
      schema: { querystring: ReturnListQuerySchema, response: { 200: okSchema(ReturnListSchema) } },
    },
    async (request) => ok(await returns.list(request.query)),
  );
  api.get(
    "/orders/:idShort/returns",
    {
      config: read,
      schema: {
        params: OrderParamsSchema,
        response: { 200: okSchema(z.array(ReturnAdminSchema)) },
      },
    },
    async (request) => ok(await returns.ofOrder(request.params.idShort)),
  );
  api.post(
    "/returns/:returnId/receive",
    { config: write, schema: { ...withReturn, body: ReceiveReturnSchema, ...done } },
    async (request) => {
      await returns.receive(staffOf(request), request.params.returnId, request.body.storeId);
      return ok(null, returnMessages.received);
    },
  );
  api.post(
    "/returns/:returnId/accept",
    { config: write, schema: { ...withReturn, body: AcceptReturnSchema, ...done } },
    async (request) => {
      await returns.accept(staffOf(request), request.params.returnId, request.body);
      return ok(null, returnMessages.accepted);
    },
  );
  api.post(
    "/returns/:returnId/refuse",
    { config: write, schema: { ...withReturn, body: RefuseReturnSchema, ...done } },
    async (request) => {
      await returns.refuse(staffOf(request), request.params.returnId, request.body.reason);
      return ok(null, returnMessages.refused);
    },
  );
  api.post(
    "/returns/:returnId/refund",
    {
      config: refund,
      schema: {
        ...withReturn,
        body: RefundReturnSchema,
        response: {
          200: okSchema(z.object({ done: z.boolean(), method: z.enum(REFUND_METHODS) })),
        },
      },
    },
    async (request) => {
      const outcome = await returns.refund(
        staffOf(request),
        request.params.returnId,
        request.body.iban,
      );
      const message =
        outcome.method === "BANK_TRANSFER"
          ? returnMessages.transferPending
          : outcome.done
            ? returnMessages.refunded
            : returnMessages.refundPending;
      return ok(outcome, message);
    },
  );
  api.post("/returns/:returnId/exchange", { config: write, schema: click }, async (request) => {
    await returns.exchange(staffOf(request), request.params.returnId);
    return ok(null, returnMessages.exchanged);
  });
  api.post(
    "/returns/:returnId/refund/transfer",
    { config: refund, schema: { ...click, body: RecordTransferSchema } },
    async (request) => {
      await returns.recordTransfer(staffOf(request), request.params.returnId, request.body);
      return ok(null, returnMessages.transferRecorded);
    },
  );
  api.post(
    "/returns/:returnId/refund/retry",
    { config: refund, schema: click },
    async (request) => {
      await returns.retryRefund(staffOf(request), request.params.returnId);
      return ok(null, returnMessages.refunded);
    },
  );
}
