import { IdSchema, SizeGuideInputSchema, SizeGuideItemSchema, SizeGuideSchema } from "@shop/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok, okSchema } from "../../http/envelope.ts";
import { sendReady } from "../../http/ready-bytes.ts";
import { answerLanguage } from "../../http/request-language.ts";
import { staffOf } from "../staff/staff-guard.ts";
import type { SizeGuidesAdmin, SizeGuidesPublic } from "./size-guides.service.ts";

const IdParamsSchema = z.object({ id: IdSchema });

/** GET /api/public/size-guides/{id}: a guide as the product page's «Guia de tamanhos» shows it. */
export async function sizeGuidePublicRoutes(
  app: FastifyInstance,
  { sizeGuides }: { sizeGuides: SizeGuidesPublic },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    "/public/size-guides/:id",
    { schema: { params: IdParamsSchema, response: { 200: okSchema(SizeGuideSchema) } } },
    async (request, reply) => {
      const language = answerLanguage(request, reply);
      return sendReady(request, reply, await sizeGuides.guide(request.params.id, language));
    },
  );
}

const read = { staffAccess: "catalogue.read" } as const;
const write = { staffAccess: "catalogue.write" } as const;
const guides = { response: { 200: okSchema(z.array(SizeGuideItemSchema)) } };

/** /api/admin/size-guides: the guides, each change answered with them all. */
export async function sizeGuideAdminRoutes(
  app: FastifyInstance,
  { sizeGuides }: { sizeGuides: SizeGuidesAdmin },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get("/size-guides", { config: read, schema: guides }, async () =>
    ok(await sizeGuides.list()),
  );
  api.post(
    "/size-guides",
    { config: write, schema: { body: SizeGuideInputSchema, ...guides } },
    async (request) => ok(await sizeGuides.create(staffOf(request), request.body)),
  );
  api.put(
    "/size-guides/:id",
    { config: write, schema: { params: IdParamsSchema, body: SizeGuideInputSchema, ...guides } },
    async (request) =>
      ok(await sizeGuides.update(staffOf(request), request.params.id, request.body)),
  );
  api.delete(
    "/size-guides/:id",
    { config: write, schema: { params: IdParamsSchema, ...guides } },
    async (request) => ok(await sizeGuides.remove(staffOf(request), request.params.id)),
  );
}
