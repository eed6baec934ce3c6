import { ProductIdParamsSchema, SearchBodySchema } from "@shop/shared";
import type { FastifyInstance, FastifyReply } from "fastify";
import { ok } from "../../http/envelope.ts";
import { validate } from "../../http/validate.ts";
import type { CachedJson } from "../content/cached-json.ts";
import type { CatalogService } from "./catalog.service.ts";

function sendCached<T>(reply: FastifyReply, cached: CachedJson<T>) {
  return reply.type("application/json; charset=utf-8").send(cached.body);
}

/** Products, their stock and price, the featured lists and the search. */
export async function catalogRoutes(
  app: FastifyInstance,
  { catalog }: { catalog: CatalogService },
) {
  app.get("/public/products/", async (_request, reply) =>
    sendCached(reply, await catalog.allProducts()),
  );
  app.get("/public/products/featured", async (_request, reply) =>
    sendCached(reply, await catalog.featured()),
  );
  app.get("/public/products/product/:id", async (request, reply) => {
    const { id } = validate(ProductIdParamsSchema, request.params);
    return sendCached(reply, await catalog.productPage(id));
  });
  app.get("/public/products/:id/stock", async (request) => {
    const { id } = validate(ProductIdParamsSchema, request.params);
    return ok(await catalog.stock(id));
  });
  app.get("/public/products/:id/price", async (request) => {
    const { id } = validate(ProductIdParamsSchema, request.params);
    return ok(await catalog.price(id));
  });
  app.post("/public/products/search", async (request) => {
    const body = validate(SearchBodySchema, request.body ?? {});
    return ok(await catalog.search(body));
  });
}
