import {
  bulkMessages,
  colourMessages,
  duplicateMessages,
  ProductBulkResultSchema,
  ProductBulkSchema,
  ProductChoicesSchema,
  ProductColourLinkSchema,
  ProductColourParamsSchema,
  ProductColoursSchema,
  ProductDetailSchema,
  ProductIdParamsSchema,
  ProductInputSchema,
  ProductListQuerySchema,
  ProductListSchema,
  ProductPriceHistorySchema,
  ProductUpdateSchema,
  productMessages,
} from "@shop/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ok, okSchema } from "../../http/envelope.ts";
import { staffOf } from "../staff/staff-guard.ts";
import type { ProductAdmin } from "./product-admin.service.ts";

const read = { staffAccess: "catalogue.read" } as const;
const write = { staffAccess: "catalogue.write" } as const;
const detail = { 200: okSchema(ProductDetailSchema) };
const colours = { 200: okSchema(ProductColoursSchema) };

/** /api/admin/products: the catalogue's products for the back office. */
export async function productAdminRoutes(
  app: FastifyInstance,
  { products }: { products: ProductAdmin },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/products",
    {
      config: read,
      schema: {
        querystring: ProductListQuerySchema,
        response: { 200: okSchema(ProductListSchema) },
      },
    },
    async (request) => ok(await products.list(request.query)),
  );
  api.get(
    "/products/choices",
    { config: read, schema: { response: { 200: okSchema(ProductChoicesSchema) } } },
    async () => ok(await products.choices()),
  );
  api.get(
    "/products/:id/colours",
    { config: read, schema: { params: ProductIdParamsSchema, response: colours } },
    async (request) => ok(await products.colours(request.params.id)),
  );
  api.post(
    "/products/:id/colours",
    {
      config: write,
      schema: { params: ProductIdParamsSchema, body: ProductColourLinkSchema, response: colours },
    },
    async (request) =>
      ok(
        await products.linkColour(staffOf(request), request.params.id, request.body.ref),
        colourMessages.linked,
      ),
  );
  api.delete(
    "/products/:id/colours/:otherId",
    { config: write, schema: { params: ProductColourParamsSchema, response: colours } },
    async (request) =>
      ok(
        await products.unlinkColour(staffOf(request), request.params.id, request.params.otherId),
        colourMessages.unlinked,
      ),
  );
  api.post(
    "/products/:id/duplicate",
    { config: write, schema: { params: ProductIdParamsSchema, response: detail } },
    async (request) =>
      ok(await products.duplicate(staffOf(request), request.params.id), duplicateMessages.done),
  );
  api.post(
    "/products/bulk",
    {
      config: write,
      schema: { body: ProductBulkSchema, response: { 200: okSchema(ProductBulkResultSchema) } },
    },
    async (request) => {
      const result = await products.bulk(staffOf(request), request.body.ids, request.body.change);
      return ok(result, bulkMessages.done(result.changed));
    },
  );
  api.get(
    "/products/:id",
    { config: read, schema: { params: ProductIdParamsSchema, response: detail } },
    async (request) => ok(await products.get(request.params.id)),
  );
  api.get(
    "/products/:id/prices",
    {
      config: read,
      schema: {
        params: ProductIdParamsSchema,
        response: { 200: okSchema(ProductPriceHistorySchema) },
      },
    },
    async (request) => ok(await products.priceHistory(request.params.id)),
  );
  api.post(
    "/products",
    { config: write, schema: { body: ProductInputSchema, response: detail } },
    async (request) =>
      ok(await products.create(staffOf(request), request.body), productMessages.created),
  );
  api.put(
    "/products/:id",
    {
      config: write,
      schema: { params: ProductIdParamsSchema, body: ProductUpdateSchema, response: detail },
    },
    async (request) =>
      ok(
        await products.update(staffOf(request), request.params.id, request.body),
        productMessages.saved,
      ),
  );
}
