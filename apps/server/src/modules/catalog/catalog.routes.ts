import {
  FeaturedProductsSchema,
  ListingFacetsSchema,
  ProductIdParamsSchema,
  ProductIdsQuerySchema,
  ProductPriceSchema,
  ProductSchema,
  ProductStockSchema,
  SearchBodySchema,
  SearchSuggestionsSchema,
  SoldOutProductsSchema,
  SuggestionsQuerySchema,
} from "@shop/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok, okSchema } from "../../http/envelope.ts";
import type { ReadyAnswers } from "../../http/ready-answers.ts";
import { sendReady } from "../../http/ready-bytes.ts";
import type { CatalogService } from "./catalog.service.ts";
import type { SearchLog } from "./search-log.ts";

const products = okSchema(z.array(ProductSchema));
const byId = { params: ProductIdParamsSchema };

/** Products, their stock and price, the featured lists and the search. */
export async function catalogRoutes(
  app: FastifyInstance,
  {
    catalog,
    searches,
    answers,
  }: { catalog: CatalogService; searches: SearchLog; answers: ReadyAnswers },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // The cached lists and pages are ready bytes: their schemas describe them, nothing re-serialises.
  api.get(
    "/public/products/",
    { schema: { response: { 200: products } } },
    async (request, reply) => sendReady(request, reply, await catalog.allProducts()),
  );
  api.get(
    "/public/products/featured",
    { schema: { response: { 200: okSchema(FeaturedProductsSchema) } } },
    async (request, reply) => sendReady(request, reply, await catalog.featured()),
  );
  api.get(
    "/public/products/sold-out",
    { schema: { response: { 200: okSchema(SoldOutProductsSchema) } } },
    async () => ok(await catalog.soldOut()),
  );
  api.get(
    "/public/products/product/:id",
    { schema: { ...byId, response: { 200: okSchema(ProductSchema) } } },
    async (request, reply) =>
      sendReady(request, reply, await catalog.productPage(request.params.id)),
  );
  // Before routing when kept: an id as the storefront writes it (no leading zero), else the route.
  answers.add(`${app.prefix}/public/products/`, catalog.allProductsReady);
  answers.add(`${app.prefix}/public/products/featured`, catalog.featuredReady);
  answers.add(new RegExp(`^${app.prefix}/public/products/product/([1-9]\\d{0,9})$`), ([, id]) =>
    catalog.productPageReady(Number(id)),
  );
  api.get(
    "/public/products/:id/related",
    { schema: { ...byId, response: { 200: products } } },
    async (request, reply) => sendReady(request, reply, await catalog.related(request.params.id)),
  );
  api.get(
    "/public/products/by-ids",
    { schema: { querystring: ProductIdsQuerySchema, response: { 200: products } } },
    async (request) => ok(await catalog.onSaleByIds(request.query.ids)),
  );
  api.get(
    "/public/products/:id/stock",
    { schema: { ...byId, response: { 200: okSchema(ProductStockSchema) } } },
    async (request) => ok(await catalog.stock(request.params.id)),
  );
  api.get(
    "/public/products/:id/price",
    { schema: { ...byId, response: { 200: okSchema(ProductPriceSchema) } } },
    async (request) => ok(await catalog.price(request.params.id)),
  );
  api.post(
    "/public/products/search",
    { schema: { body: SearchBodySchema, response: { 200: products } } },
    async (request, reply) => {
      const plain = catalog.plainSearch(request.body);
      if (plain) {
        const ready = await plain;
        searches.count(request.body, ready.value.length);
        return sendReady(request, reply, ready);
      }
      const found = await catalog.search(request.body);
      searches.count(request.body, found.length);
      return ok(found);
    },
  );
  api.get(
    "/public/products/suggestions",
    {
      schema: {
        querystring: SuggestionsQuerySchema,
        response: { 200: okSchema(SearchSuggestionsSchema) },
      },
    },
    async (request, reply) => {
      // The same letters typed by many shoppers: a browser may keep the answer a little.
      reply.header("cache-control", "public, max-age=60");
      return sendReady(request, reply, await catalog.suggestions(request.query.q));
    },
  );
  api.post(
    "/public/products/facets",
    { schema: { body: SearchBodySchema, response: { 200: okSchema(ListingFacetsSchema) } } },
    async (request) => ok(await catalog.facets(request.body)),
  );
}
