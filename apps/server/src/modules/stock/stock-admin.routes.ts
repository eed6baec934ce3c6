import {
  ProductIdParamsSchema,
  StockGridSchema,
  StockHistoryQuerySchema,
  StockHistorySchema,
  StockMovementsBodySchema,
  StockProductSchema,
  StockProductSearchSchema,
  StockRecountBodySchema,
  StockTransferBodySchema,
  stockMessages,
} from "@shop/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok, okSchema } from "../../http/envelope.ts";
import { staffOf } from "../staff/staff-guard.ts";
import type { StockService } from "./stock.service.ts";

const read = { staffAccess: "catalogue.read" } as const;
const write = { staffAccess: "stock.write" } as const;
const gridReply = { response: { 200: okSchema(StockGridSchema) } };

/** The back office's stock: find a product, its grid and history, and every way to change it. */
export async function stockAdminRoutes(app: FastifyInstance, { stock }: { stock: StockService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const product = { params: ProductIdParamsSchema, ...gridReply };

  api.get(
    "/stock/products",
    {
      config: read,
      schema: {
        querystring: StockProductSearchSchema,
        response: { 200: okSchema(z.array(StockProductSchema)) },
      },
    },
    async (request) => ok(await stock.searchProducts(request.query.q)),
  );
  api.get("/stock/products/:id", { config: read, schema: product }, async (request) =>
    ok(await stock.grid(staffOf(request), request.params.id)),
  );
  api.get(
    "/stock/products/:id/movements",
    {
      config: read,
      schema: {
        params: ProductIdParamsSchema,
        querystring: StockHistoryQuerySchema,
        response: { 200: okSchema(StockHistorySchema) },
      },
    },
    async (request) => ok(await stock.history(staffOf(request), request.params.id, request.query)),
  );
  api.post(
    "/stock/products/:id/movements",
    { config: write, schema: { ...product, body: StockMovementsBodySchema } },
    async (request) =>
      ok(await stock.move(staffOf(request), request.params.id, request.body), stockMessages.moved),
  );
  api.post(
    "/stock/products/:id/recount",
    { config: write, schema: { ...product, body: StockRecountBodySchema } },
    async (request) =>
      ok(
        await stock.recount(staffOf(request), request.params.id, request.body),
        stockMessages.moved,
      ),
  );
  api.post(
    "/stock/products/:id/transfer",
    { config: write, schema: { ...product, body: StockTransferBodySchema } },
    async (request) =>
      ok(
        await stock.transfer(staffOf(request), request.params.id, request.body),
        stockMessages.moved,
      ),
  );
}
