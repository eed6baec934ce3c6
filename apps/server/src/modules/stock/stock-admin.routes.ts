import {
  ErrorCode,
  IdSchema,
  ProductIdParamsSchema,
  StockCountsBodySchema,
  StockGridSchema,
  StockHistoryQuerySchema,
  StockHistorySchema,
  StockLevelsQuerySchema,
  StockLevelsSchema,
  StockLocationSchema,
  StockLowQuerySchema,
  StockLowSchema,
  StockMovementsBodySchema,
  StockProductSchema,
  StockProductSearchSchema,
  StockRecountBodySchema,
  StockThresholdBodySchema,
  StockThresholdsSchema,
  StockTransferBodySchema,
  StockTransfersBodySchema,
  stockMessages,
  stockScope,
} from "@shop/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../http/app-error.ts";
import { ok, okSchema } from "../../http/envelope.ts";
import type { StaffActor } from "../staff/audit.ts";
import { staffOf } from "../staff/staff-guard.ts";
import type { StockService } from "./stock.service.ts";

const read = { staffAccess: "catalogue.read" } as const;
const write = { staffAccess: "stock.write" } as const;
const gridReply = { response: { 200: okSchema(StockGridSchema) } };
const done = { response: { 200: okSchema(z.null()) } };

/** Thresholds are the whole shop's: a store's staff keep to their own store's stock. */
function shopWide(actor: StaffActor) {
  if (stockScope(actor) !== "all")
    throw new AppError(ErrorCode.FORBIDDEN, stockMessages.otherStore);
  return actor;
}

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

  api.get(
    "/stock/levels",
    {
      config: read,
      schema: {
        querystring: StockLevelsQuerySchema,
        response: { 200: okSchema(StockLevelsSchema) },
      },
    },
    async (request) => ok(await stock.levels(staffOf(request), request.query)),
  );
  api.get(
    "/stock/low",
    {
      config: read,
      schema: { querystring: StockLowQuerySchema, response: { 200: okSchema(StockLowSchema) } },
    },
    async (request) => ok(await stock.low(request.query.page, request.query.q)),
  );
  api.get(
    "/stock/locations",
    { config: read, schema: { response: { 200: okSchema(z.array(StockLocationSchema)) } } },
    async (request) => ok(await stock.locations(staffOf(request))),
  );
  api.post(
    "/stock/counts",
    { config: write, schema: { body: StockCountsBodySchema, ...done } },
    async (request) => {
      await stock.counts(staffOf(request), request.body);
      return ok(null, stockMessages.moved);
    },
  );
  api.post(
    "/stock/transfers",
    { config: write, schema: { body: StockTransfersBodySchema, ...done } },
    async (request) => {
      await stock.transfers(staffOf(request), request.body);
      return ok(null, stockMessages.moved);
    },
  );
  api.get(
    "/stock/thresholds",
    { config: read, schema: { response: { 200: okSchema(StockThresholdsSchema) } } },
    async () => ok(await stock.thresholds()),
  );
  api.put(
    "/stock/thresholds/categories/:id",
    {
      config: write,
      schema: {
        params: z.object({ id: IdSchema }),
        body: StockThresholdBodySchema,
        response: { 200: okSchema(StockThresholdsSchema) },
      },
    },
    async (request) =>
      ok(
        await stock.setCategoryThreshold(
          shopWide(staffOf(request)),
          request.params.id,
          request.body.threshold,
        ),
        stockMessages.thresholdSaved,
      ),
  );
  api.put(
    "/stock/products/:id/threshold",
    { config: write, schema: { ...product, body: StockThresholdBodySchema } },
    async (request) =>
      ok(
        await stock.setProductThreshold(
          shopWide(staffOf(request)),
          request.params.id,
          request.body.threshold,
        ),
        stockMessages.thresholdSaved,
      ),
  );
}
