import {
  IdSchema,
  RESERVATION_ACTIONS,
  ReservationBodySchema,
  ReservationCodeParamsSchema,
  ReservationConfirmBodySchema,
  ReservationListQuerySchema,
  ReservationListSchema,
  ReservationSchema,
  ReservationSettingsSchema,
  ReservationSummarySchema,
  reservationMessages,
} from "@shop/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { reservationLimits as limits } from "../../config/limits.ts";
import type { AddressLimits } from "../../http/account-limit.ts";
import { ok, okSchema } from "../../http/envelope.ts";
import { requestLanguage } from "../../http/request-language.ts";
import type { SessionStore } from "../../http/session.ts";
import { staffOf } from "../staff/staff-guard.ts";
import type { ReservationService } from "./reservations.service.ts";
import type { ReservationsAdmin } from "./reservations-admin.ts";

const reply = { response: { 200: okSchema(ReservationSchema) } };

/** "Reservar em loja" and the emailed link that reads or cancels a reservation. */
export async function reservationPublicRoutes(
  app: FastifyInstance,
  deps: { reservations: ReservationService; sessions: SessionStore; perAddress: AddressLimits },
) {
  const { reservations, sessions, perAddress } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    "/public/reservations",
    {
      ...perAddress("reservation", limits.perAddress),
      schema: { body: ReservationBodySchema, ...reply },
    },
    async (request) => {
      const session = await sessions.of(request);
      const reservation = await reservations.reserve(
        request.body,
        session?.userId ?? null,
        requestLanguage(request),
      );
      const awaiting = reservation.payment === "AWAITING";
      return ok(
        reservation,
        awaiting ? reservationMessages.toPay : reservationMessages.reserved(reservation.email),
      );
    },
  );
  api.post(
    "/public/reservations/confirm",
    {
      ...perAddress("reservation-confirm", limits.linksPerAddress),
      schema: {
        body: ReservationConfirmBodySchema,
        response: { 200: okSchema(z.object({ paid: z.boolean() })) },
      },
    },
    async (request) => ok(await reservations.confirm(request.body.intentId)),
  );
  const link = {
    ...perAddress("reservation-link", limits.linksPerAddress),
    schema: { params: ReservationCodeParamsSchema, ...reply },
  };
  api.get("/public/reservations/:code", link, async (request) =>
    ok(await reservations.byCode(request.params.code)),
  );
  api.post("/public/reservations/:code/cancel", link, async (request) => {
    const cancelled = await reservations.cancel(request.params.code);
    const paid = cancelled.payment !== "IN_STORE";
    return ok(
      cancelled,
      paid ? reservationMessages.cancelledRefund : reservationMessages.cancelled,
    );
  });
}

const doneMessages = {
  ready: reservationMessages.ready,
  collected: reservationMessages.collected,
  "not-collected": reservationMessages.notCollected,
} as const;

const settings = {
  config: { staffAccess: "settings.write" },
  schema: { response: { 200: okSchema(ReservationSettingsSchema) } },
} as const;

/**
 * «Reservas» in the back office: a store's staff see and move their own store's only; the owner
 * offers card payment of reservations or not.
 */
export async function reservationAdminRoutes(
  app: FastifyInstance,
  { reservations }: { reservations: ReservationsAdmin },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    "/reservations",
    {
      config: { staffAccess: "pickups.read" },
      schema: {
        querystring: ReservationListQuerySchema,
        response: { 200: okSchema(ReservationListSchema) },
      },
    },
    async (request) => ok(await reservations.list(staffOf(request), request.query)),
  );
  api.get("/reservations/settings", settings, async () => ok(await reservations.onlinePayment()));
  api.put(
    "/reservations/settings",
    { ...settings, schema: { ...settings.schema, body: ReservationSettingsSchema } },
    async (request) =>
      ok(
        await reservations.setOnlinePayment(staffOf(request), request.body),
        reservationMessages.settingsSaved,
      ),
  );
  for (const action of RESERVATION_ACTIONS)
    api.post(
      `/reservations/:id/${action}`,
      {
        config: { staffAccess: "orders.pickup" },
        schema: {
          params: z.object({ id: IdSchema }),
          response: { 200: okSchema(ReservationSummarySchema) },
        },
      },
      async (request) => {
        const done = await reservations.act(staffOf(request), request.params.id, action);
        const refunded = action === "not-collected" && done.payment !== "IN_STORE";
        return ok(done, refunded ? reservationMessages.notCollectedRefund : doneMessages[action]);
      },
    );
}
