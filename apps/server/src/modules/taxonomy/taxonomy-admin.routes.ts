import {
  CategoryInputSchema,
  CategoryItemSchema,
  IdSchema,
  NAMED_LISTS,
  NamedInputSchema,
  NamedItemSchema,
  NamedListQuerySchema,
  ReorderSchema,
} from "@shop/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok, okSchema } from "../../http/envelope.ts";
import { pagedSchema } from "../admin/paged.ts";
import { staffOf } from "../staff/staff-guard.ts";
import type { CategoriesAdmin, NamedListsAdmin } from "./taxonomy-admin.service.ts";

const IdParamsSchema = z.object({ id: IdSchema });
const read = { staffAccess: "catalogue.read" } as const;
const write = { staffAccess: "catalogue.write" } as const;

/** /api/admin/brands, /colors, /tags and /categories: the catalogue's vocabulary. */
export async function taxonomyAdminRoutes(
  app: FastifyInstance,
  deps: { namedLists: NamedListsAdmin; categories: CategoriesAdmin },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { namedLists, categories } = deps;

  for (const list of NAMED_LISTS) {
    const item = { response: { 200: okSchema(NamedItemSchema) } };
    api.get(
      `/${list}`,
      {
        config: read,
        schema: {
          querystring: NamedListQuerySchema,
          response: { 200: okSchema(pagedSchema(NamedItemSchema)) },
        },
      },
      async (request) => ok(await namedLists.page(list, request.query)),
    );
    api.post(
      `/${list}`,
      { config: write, schema: { body: NamedInputSchema, ...item } },
      async (request) => ok(await namedLists.create(staffOf(request), list, request.body)),
    );
    api.put(
      `/${list}/:id`,
      { config: write, schema: { params: IdParamsSchema, body: NamedInputSchema, ...item } },
      async (request) =>
        ok(await namedLists.rename(staffOf(request), list, request.params.id, request.body)),
    );
    api.delete(
      `/${list}/:id`,
      { config: write, schema: { params: IdParamsSchema, response: { 200: okSchema(z.null()) } } },
      async (request) => {
        await namedLists.remove(staffOf(request), list, request.params.id);
        return ok(null);
      },
    );
  }

  const tree = { response: { 200: okSchema(z.array(CategoryItemSchema)) } };
  api.get("/categories", { config: read, schema: tree }, async () => ok(await categories.list()));
  api.post(
    "/categories",
    { config: write, schema: { body: CategoryInputSchema, ...tree } },
    async (request) => ok(await categories.create(staffOf(request), request.body)),
  );
  api.put(
    "/categories/order",
    { config: write, schema: { body: ReorderSchema, ...tree } },
    async (request) => ok(await categories.reorder(staffOf(request), request.body.ids)),
  );
  api.put(
    "/categories/:id",
    { config: write, schema: { params: IdParamsSchema, body: CategoryInputSchema, ...tree } },
    async (request) =>
      ok(await categories.update(staffOf(request), request.params.id, request.body)),
  );
  api.delete(
    "/categories/:id",
    { config: write, schema: { params: IdParamsSchema, ...tree } },
    async (request) => ok(await categories.remove(staffOf(request), request.params.id)),
  );
}
