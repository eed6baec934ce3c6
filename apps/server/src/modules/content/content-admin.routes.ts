import {
  BannerInputSchema,
  BannerItemSchema,
  IdSchema,
  ReorderSchema,
  StoreInputSchema,
  StoreItemSchema,
} from "@shop/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok, okSchema } from "../../http/envelope.ts";
import { staffOf } from "../staff/staff-guard.ts";
import type { BannersAdmin, StoresAdmin } from "./content-admin.service.ts";

const IdParamsSchema = z.object({ id: IdSchema });
const read = { staffAccess: "catalogue.read" } as const;
const write = { staffAccess: "catalogue.write" } as const;

/**
 * /api/admin/banners and /stores: what the storefront's home and stores pages show. Each call
 * answers the whole list, in its order (a few rows, ordered by hand).
 */
export async function contentAdminRoutes(
  app: FastifyInstance,
  deps: { banners: BannersAdmin; stores: StoresAdmin },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { banners, stores } = deps;

  const bannerList = { response: { 200: okSchema(z.array(BannerItemSchema)) } };
  api.get("/banners", { config: read, schema: bannerList }, async () => ok(await banners.list()));
  api.post(
    "/banners",
    { config: write, schema: { body: BannerInputSchema, ...bannerList } },
    async (request) => ok(await banners.create(staffOf(request), request.body)),
  );
  api.put(
    "/banners/order",
    { config: write, schema: { body: ReorderSchema, ...bannerList } },
    async (request) => ok(await banners.reorder(staffOf(request), request.body.ids)),
  );
  api.put(
    "/banners/:id",
    { config: write, schema: { params: IdParamsSchema, body: BannerInputSchema, ...bannerList } },
    async (request) => ok(await banners.update(staffOf(request), request.params.id, request.body)),
  );
  api.delete(
    "/banners/:id",
    { config: write, schema: { params: IdParamsSchema, ...bannerList } },
    async (request) => ok(await banners.remove(staffOf(request), request.params.id)),
  );

  const storeList = { response: { 200: okSchema(z.array(StoreItemSchema)) } };
  api.get("/stores", { config: read, schema: storeList }, async () => ok(await stores.list()));
  api.post(
    "/stores",
    { config: write, schema: { body: StoreInputSchema, ...storeList } },
    async (request) => ok(await stores.create(staffOf(request), request.body)),
  );
  api.put(
    "/stores/order",
    { config: write, schema: { body: ReorderSchema, ...storeList } },
    async (request) => ok(await stores.reorder(staffOf(request), request.body.ids)),
  );
  api.put(
    "/stores/:id",
    { config: write, schema: { params: IdParamsSchema, body: StoreInputSchema, ...storeList } },
    async (request) => ok(await stores.update(staffOf(request), request.params.id, request.body)),
  );
  api.delete(
    "/stores/:id",
    { config: write, schema: { params: IdParamsSchema, ...storeList } },
    async (request) => ok(await stores.remove(staffOf(request), request.params.id)),
  );
}
