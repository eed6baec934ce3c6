import {
  FeaturedProductsSchema,
  type Language,
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
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok, okSchema } from "../../http/envelope.ts";
import type { ReadyAnswers } from "../../http/ready-answers.ts";
import { sendReady } from "../../http/ready-bytes.ts";
import { answerLanguage } from "../../http/request-language.ts";
import type { Catalogues } from "./catalog.service.ts";
import type { SearchLog } from "./search-log.ts";

const products = okSchema(z.array(ProductSchema));
const byId = { params: ProductIdParamsSchema };
/** The catalogue's words are in the request's language: a cache keeps one copy per language. */
const BY_LANGUAGE = { vary: "accept-language" };

/**
 * Products, their stock and price, the featured lists and the search, in the request's language
 * (Accept-Language): the catalogue's English where written, else its Portuguese.
 */
export async function catalogRoutes(
  app: FastifyInstance,
  {
    catalogues,
    searches,
    answers,
  }: { catalogues: Catalogues; searches: SearchLog; answers: ReadyAnswers },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  /** The catalogue of the request's language; the answer varies on it. */
  const catalogFor = (request: FastifyRequest, reply: FastifyReply) =>
    catalogues.in(answerLanguage(request, reply));

  // The cached lists and pages are ready bytes: their schemas describe them, nothing re-serialises.
  api.get(
    "/public/products/",
    { schema: { response: { 200: products } } },
    async (request, reply) =>
      sendReady(request, reply, await catalogFor(request, reply).allProducts()),
  );
  api.get(
    "/public/products/featured",
    { schema: { response: { 200: okSchema(FeaturedProductsSchema) } } },
    async (request, reply) =>
      sendReady(request, reply, await catalogFor(request, reply).featured()),
  );
  api.get(
    "/public/products/sold-out",
    { schema: { response: { 200: okSchema(SoldOutProductsSchema) } } },
    async () => ok(await catalogues.pt.soldOut()),
  );
  api.get(
    "/public/products/product/:id",
    { schema: { ...byId, response: { 200: okSchema(ProductSchema) } } },
    async (request, reply) =>
      sendReady(request, reply, await catalogFor(request, reply).productPage(request.params.id)),
  );
  // Before routing when kept: an id as the storefront writes it (no leading zero), else the route.
  const all = `${app.prefix}/public/products/`;
  const featured = `${app.prefix}/public/products/featured`;
  const kept = (language: Language) => catalogues.in(language);
  answers.add(all, all, (_, language) => kept(language).allProductsReady(), BY_LANGUAGE);
  answers.add(featured, featured, (_, language) => kept(language).featuredReady(), BY_LANGUAGE);
  answers.add(
    new RegExp(`^${app.prefix}/public/products/product/([1-9]\\d{0,9})$`),
    `${app.prefix}/public/products/product/:id`,
    ([, id], language) => kept(language).productPageReady(Number(id)),
    BY_LANGUAGE,
    ([, id], language) => kept(language).productPage(Number(id)),
  );
  api.get(
    "/public/products/:id/related",
    { schema: { ...byId, response: { 200: products } } },
    async (request, reply) =>
      sendReady(request, reply, await catalogFor(request, reply).related(request.params.id)),
  );
  api.get(
    "/public/products/by-ids",
    { schema: { querystring: ProductIdsQuerySchema, response: { 200: products } } },
    async (request, reply) => ok(await catalogFor(request, reply).onSaleByIds(request.query.ids)),
  );
  api.get(
    "/public/products/:id/stock",
    { schema: { ...byId, response: { 200: okSchema(ProductStockSchema) } } },
    async (request) => ok(await catalogues.pt.stock(request.params.id)),
  );
  api.get(
    "/public/products/:id/price",
    { schema: { ...byId, response: { 200: okSchema(ProductPriceSchema) } } },
    async (request) => ok(await catalogues.pt.price(request.params.id)),
  );
  api.post(
    "/public/products/search",
    { schema: { body: SearchBodySchema, response: { 200: products } } },
    async (request, reply) => {
      const catalog = catalogFor(request, reply);
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
      const catalog = catalogFor(request, reply);
      return sendReady(request, reply, await catalog.suggestions(request.query.q));
    },
  );
  api.post(
    "/public/products/facets",
    { schema: { body: SearchBodySchema, response: { 200: okSchema(ListingFacetsSchema) } } },
    async (request, reply) => ok(await catalogFor(request, reply).facets(request.body)),
  );
}
