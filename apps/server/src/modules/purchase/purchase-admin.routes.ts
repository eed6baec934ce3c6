import {
  BulkOrdersBodySchema,
  BulkOutcomeSchema,
  CancelOrderSchema,
  type CancelOutcome,
  CancelOutcomeSchema,
  DispatchOrderSchema,
  LatePaymentParamsSchema,
  OrderListQuerySchema,
  OrderListSchema,
  OrderMoveSchema,
  OrderNoteBodySchema,
  OrderNotesSchema,
  OrderParamsSchema,
  OrderSchema,
  orderMessages,
  orderToolMessages,
  PackingSlipSchema,
  PackingSlipsQuerySchema,
  PackingSlipsSchema,
  PickupListQuerySchema,
  PickupListSchema,
  PickupOrderSchema,
  RecordTransferSchema,
  UnconfirmedRefundCheckSchema,
  UnconfirmedRefundParamsSchema,
} from "@shop/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { sendCsv } from "../../http/csv.ts";
import { ok, okSchema } from "../../http/envelope.ts";
import { staffOf } from "../staff/staff-guard.ts";
import { ORDER_EXPORT_HEADER, type PurchaseAdmin } from "./purchase-admin.service.ts";
import type { PurchaseCancel } from "./purchase-cancel.service.ts";
import type { UnconfirmedRefunds } from "./unconfirmed-refunds.service.ts";

export interface PurchaseAdminRouteDeps {
  orders: PurchaseAdmin;
  cancellations: PurchaseCancel;
  unconfirmedRefunds: UnconfirmedRefunds;
}

const read = { staffAccess: "orders.read" } as const;
const pickups = { staffAccess: "pickups.read" } as const;
const write = { staffAccess: "orders.write" } as const;
const refund = { staffAccess: "orders.refund" } as const;
const pickup = { staffAccess: "orders.pickup" } as const;
const done = { response: { 200: okSchema(z.null()) } };

const CANCEL_MESSAGES: Record<CancelOutcome["refund"], string> = {
  none: orderMessages.canceled,
  "card-done": `${orderMessages.canceled} ${orderMessages.refunded}`,
  "card-pending": orderMessages.refundFailed,
  "transfer-pending": orderMessages.canceled,
};

/** The back office's orders: /api/admin/orders…, and the counter's pickups: /api/admin/pickups… */
export async function purchaseAdminRoutes(app: FastifyInstance, deps: PurchaseAdminRouteDeps) {
  const { orders, cancellations, unconfirmedRefunds } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const withOrder = { params: OrderParamsSchema };

  api.get(
    "/orders",
    {
      config: read,
      schema: { querystring: OrderListQuerySchema, response: { 200: okSchema(OrderListSchema) } },
    },
    async (request) => ok(await orders.list(request.query)),
  );
  api.get(
    "/orders/export",
    { config: read, schema: { querystring: OrderListQuerySchema } },
    async (request, reply) => {
      const { page: _page, ...filter } = request.query;
      const lines = await orders.exportLines(staffOf(request), filter);
      const day = new Date().toISOString().slice(0, 10);
      return sendCsv(reply, `encomendas-${day}.csv`, ORDER_EXPORT_HEADER, lines);
    },
  );
  // Several orders' slips on one printable page (`?orders=A,B`); bare, an empty page.
  api.get(
    "/orders/packing-slips",
    {
      config: read,
      schema: {
        querystring: PackingSlipsQuerySchema,
        response: { 200: okSchema(PackingSlipsSchema) },
      },
    },
    async (request) => ok(await orders.packingSlips(request.query.orders)),
  );
  api.post(
    "/orders/dispatch-requests",
    {
      config: write,
      schema: { body: BulkOrdersBodySchema, response: { 200: okSchema(BulkOutcomeSchema) } },
    },
    async (request) => {
      const outcome = await orders.requestDispatches(staffOf(request), request.body.orders);
      return ok(
        outcome,
        orderToolMessages.bulkDispatch(outcome.done.length, outcome.refused.length),
      );
    },
  );
  api.get(
    "/orders/:idShort/notes",
    { config: read, schema: { ...withOrder, response: { 200: okSchema(OrderNotesSchema) } } },
    async (request) => ok(await orders.notes(request.params.idShort)),
  );
  api.post(
    "/orders/:idShort/notes",
    {
      config: write,
      schema: {
        ...withOrder,
        body: OrderNoteBodySchema,
        response: { 200: okSchema(OrderNotesSchema) },
      },
    },
    async (request) =>
      ok(
        await orders.addNote(staffOf(request), request.params.idShort, request.body),
        orderToolMessages.noteAdded,
      ),
  );
  api.get(
    "/orders/:idShort",
    { config: read, schema: { ...withOrder, response: { 200: okSchema(OrderSchema) } } },
    async (request) => ok(await orders.order(request.params.idShort)),
  );
  api.get(
    "/orders/:idShort/packing-slip",
    { config: read, schema: { ...withOrder, response: { 200: okSchema(PackingSlipSchema) } } },
    async (request) => ok(await orders.packingSlip(request.params.idShort)),
  );
  api.get(
    "/pickups",
    {
      config: pickups,
      schema: { querystring: PickupListQuerySchema, response: { 200: okSchema(PickupListSchema) } },
    },
    async (request) => ok(await orders.pickups(staffOf(request), request.query)),
  );
  api.get(
    "/pickups/:idShort",
    { config: pickups, schema: { ...withOrder, response: { 200: okSchema(PickupOrderSchema) } } },
    async (request) => ok(await orders.pickup(staffOf(request), request.params.idShort)),
  );
  api.post(
    "/orders/:idShort/dispatch-request",
    { config: write, schema: { ...withOrder, body: OrderMoveSchema, ...done } },
    async (request) => {
      await orders.requestDispatch(staffOf(request), request.params.idShort);
      return ok(null, orderMessages.dispatchRequested);
    },
  );
  api.post(
    "/orders/:idShort/dispatch",
    { config: write, schema: { ...withOrder, body: DispatchOrderSchema, ...done } },
    async (request) => {
      await orders.dispatch(staffOf(request), request.params.idShort, request.body);
      return ok(null, orderMessages.dispatched);
    },
  );
  api.post(
    "/orders/:idShort/tracking",
    { config: write, schema: { ...withOrder, body: DispatchOrderSchema, ...done } },
    async (request) => {
      await orders.correctTracking(staffOf(request), request.params.idShort, request.body);
      return ok(null, orderMessages.trackingChanged);
    },
  );
  api.post(
    "/orders/:idShort/delivered",
    { config: write, schema: { ...withOrder, body: OrderMoveSchema, ...done } },
    async (request) => {
      await orders.deliver(staffOf(request), request.params.idShort);
      return ok(null, orderMessages.delivered);
    },
  );
  api.post(
    "/orders/:idShort/ready-for-pickup",
    { config: pickup, schema: { ...withOrder, body: OrderMoveSchema, ...done } },
    async (request) => {
      await orders.readyForPickup(staffOf(request), request.params.idShort);
      return ok(null, orderMessages.readyForPickup);
    },
  );
  api.post(
    "/orders/:idShort/collected",
    { config: pickup, schema: { ...withOrder, body: OrderMoveSchema, ...done } },
    async (request) => {
      await orders.collected(staffOf(request), request.params.idShort);
      return ok(null, orderMessages.collected);
    },
  );
  // orders.write cancels an unpaid order; a paid one (a refund) also needs orders.refund.
  api.post(
    "/orders/:idShort/cancel",
    {
      config: write,
      schema: {
        ...withOrder,
        body: CancelOrderSchema,
        response: { 200: okSchema(CancelOutcomeSchema) },
      },
    },
    async (request) => {
      const outcome = await cancellations.cancel(
        { staff: staffOf(request) },
        request.params.idShort,
        request.body,
      );
      return ok(outcome, CANCEL_MESSAGES[outcome.refund]);
    },
  );
  api.post(
    "/orders/:idShort/refund/transfer",
    { config: refund, schema: { ...withOrder, body: RecordTransferSchema, ...done } },
    async (request) => {
      await cancellations.recordTransfer(staffOf(request), request.params.idShort, request.body);
      return ok(null, orderMessages.transferRecorded);
    },
  );
  api.post(
    "/orders/:idShort/late-payments/:paymentId/refunded",
    {
      config: refund,
      schema: { params: LatePaymentParamsSchema, body: RecordTransferSchema, ...done },
    },
    async (request) => {
      const { idShort, paymentId } = request.params;
      await cancellations.recordLatePaymentRefund(
        staffOf(request),
        idShort,
        paymentId,
        request.body,
      );
      return ok(null, orderMessages.latePaymentRefunded);
    },
  );
  api.post(
    "/orders/:idShort/unconfirmed-refunds/:key",
    {
      config: refund,
      schema: {
        params: UnconfirmedRefundParamsSchema,
        body: UnconfirmedRefundCheckSchema,
        ...done,
      },
    },
    async (request) => {
      const { idShort, key } = request.params;
      const { made } = request.body;
      await unconfirmedRefunds.check(staffOf(request), idShort, key, made);
      return ok(null, made ? orderMessages.refundConfirmed : orderMessages.refundAskedAgain);
    },
  );
  api.post(
    "/orders/:idShort/refund/retry",
    { config: refund, schema: { ...withOrder, body: OrderMoveSchema, ...done } },
    async (request) => {
      await cancellations.retryRefund(staffOf(request), request.params.idShort);
      return ok(null, orderMessages.refunded);
    },
  );
}
