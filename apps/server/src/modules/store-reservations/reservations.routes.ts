import {
  IdSchema,
  RESERVATION_ACTIONS,
  ReservationBodySchema,
  ReservationCodeParamsSchema,
  ReservationListQuerySchema,
  ReservationListSchema,
  ReservationSchema,
  ReservationSummarySchema,
  reservationMessages,
} from "@shop/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { reservationLimits as limits } from "../../config/limits.ts";
import type { AddressLimits } from "../../http/account-limit.ts";
import { ok, okSchema } from "../../http/envelope.ts";
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
      const reservation = await reservations.reserve(request.body, session?.userId ?? null);
      return ok(reservation, reservationMessages.reserved(reservation.email));
    },
  );
  const link = {
    ...perAddress("reservation-link", limits.linksPerAddress),
    schema: { params: ReservationCodeParamsSchema, ...reply },
  };
  api.get("/public/reservations/:code", link, async (request) =>
    ok(await reservations.byCode(request.params.code)),
  );
  api.post("/public/reservations/:code/cancel", link, async (request) =>
    ok(await reservations.cancel(request.params.code), reservationMessages.cancelled),
  );
}

const doneMessages = {
  ready: reservationMessages.ready,
  collected: reservationMessages.collected,
  "not-collected": reservationMessages.notCollected,
} as const;

/** «Reservas» in the back office: a store's staff see and move their own store's only. */
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
      async (request) =>
        ok(
          await reservations.act(staffOf(request), request.params.id, action),
          doneMessages[action],
        ),
    );
}
