import {
  IdSchema,
  PriceEndingSchema,
  SaleInputSchema,
  SaleItemSchema,
  salesMessages as texts,
} from "@shop/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok, okSchema } from "../../http/envelope.ts";
import { staffOf } from "../staff/staff-guard.ts";
import type { SalesAdmin } from "./sales-admin.service.ts";

const IdParamsSchema = z.object({ id: IdSchema });
/** Sales change what products cost, as a product's own discount does: who may change those. */
const write = { staffAccess: "catalogue.write" } as const;
/** The price ending is a setting of the whole shop: the owner's. */
const settings = { staffAccess: "settings.write" } as const;

/** /api/admin/sales: the sales with their state and products; created, changed and stopped. */
export async function salesAdminRoutes(app: FastifyInstance, { sales }: { sales: SalesAdmin }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const list = { response: { 200: okSchema(z.array(SaleItemSchema)) } };
  const ending = { response: { 200: okSchema(PriceEndingSchema) } };

  api.get("/sales", { config: write, schema: list }, async () => ok(await sales.list()));
  api.post(
    "/sales",
    { config: write, schema: { body: SaleInputSchema, ...list } },
    async (request) => ok(await sales.create(staffOf(request), request.body), texts.created),
  );
  api.put(
    "/sales/:id",
    { config: write, schema: { params: IdParamsSchema, body: SaleInputSchema, ...list } },
    async (request) =>
      ok(await sales.update(staffOf(request), request.params.id, request.body), texts.saved),
  );
  api.post(
    "/sales/:id/stop",
    { config: write, schema: { params: IdParamsSchema, ...list } },
    async (request) => ok(await sales.stop(staffOf(request), request.params.id), texts.stopped),
  );
  api.get("/price-ending", { config: settings, schema: ending }, async () =>
    ok(await sales.priceEnding()),
  );
  api.put(
    "/price-ending",
    { config: settings, schema: { body: PriceEndingSchema, ...ending } },
    async (request) => ok(await sales.setPriceEnding(staffOf(request), request.body)),
  );
}
