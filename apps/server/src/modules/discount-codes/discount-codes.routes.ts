import {
  CartCodeBodySchema,
  CartCodeReplySchema,
  DiscountCodeCreateSchema,
  DiscountCodeItemSchema,
  DiscountCodeUpdateSchema,
  IdSchema,
} from "@shop/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { sendCsv } from "../../http/csv.ts";
import { ok, okSchema } from "../../http/envelope.ts";
import type { SessionStore } from "../../http/session.ts";
import { staffOf } from "../staff/staff-guard.ts";
import type { CartCodeService } from "./cart-code.ts";
import { type DiscountCodesAdmin, SINGLES_CSV_HEADER } from "./discount-codes-admin.service.ts";

/** POST /api/public/cart/code: what a code takes off a cart, line by line, or why it does not. */
export async function cartCodeRoutes(
  app: FastifyInstance,
  { cartCodes, sessions }: { cartCodes: CartCodeService; sessions: SessionStore },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    "/public/cart/code",
    { schema: { body: CartCodeBodySchema, response: { 200: okSchema(CartCodeReplySchema) } } },
    async (request) => {
      const userId = (await sessions.of(request))?.userId ?? null;
      return ok(await cartCodes.check(request.body, { userId, address: request.ip }));
    },
  );
}

// Codes change what orders cost: the staff who keep the catalogue's prices keep them.
const access = { staffAccess: "catalogue.write" } as const;
const IdParamsSchema = z.object({ id: IdSchema });
const listReply = { response: { 200: okSchema(z.array(DiscountCodeItemSchema)) } };

/** /api/admin/discount-codes: the codes, each change answered with them all; the CSV of a batch. */
export async function discountCodeAdminRoutes(
  app: FastifyInstance,
  { discountCodes }: { discountCodes: DiscountCodesAdmin },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get("/discount-codes", { config: access, schema: listReply }, async () =>
    ok(await discountCodes.list()),
  );
  api.post(
    "/discount-codes",
    { config: access, schema: { body: DiscountCodeCreateSchema, ...listReply } },
    async (request) => ok(await discountCodes.create(staffOf(request), request.body)),
  );
  api.put(
    "/discount-codes/:id",
    {
      config: access,
      schema: { params: IdParamsSchema, body: DiscountCodeUpdateSchema, ...listReply },
    },
    async (request) =>
      ok(await discountCodes.update(staffOf(request), request.params.id, request.body)),
  );
  api.post(
    "/discount-codes/:id/deactivate",
    { config: access, schema: { params: IdParamsSchema, ...listReply } },
    async (request) => ok(await discountCodes.deactivate(staffOf(request), request.params.id)),
  );
  api.get(
    "/discount-codes/:id/codes.csv",
    { config: access, schema: { params: IdParamsSchema } },
    async (request, reply) => {
      const file = await discountCodes.singlesCsv(staffOf(request), request.params.id);
      return sendCsv(reply, file.filename, SINGLES_CSV_HEADER, file.lines);
    },
  );
}
