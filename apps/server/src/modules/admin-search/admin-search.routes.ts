import {
  IdSchema,
  SearchReportQuerySchema,
  SearchReportSchema,
  SynonymGroupSchema,
  SynonymInputSchema,
} from "@shop/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok, okSchema } from "../../http/envelope.ts";
import { staffOf } from "../staff/staff-guard.ts";
import type { SearchAdmin } from "./admin-search.service.ts";

const IdParamsSchema = z.object({ id: IdSchema });
// Only the page that keeps the search reads them, as the delivery and settings pages do theirs.
const config = { staffAccess: "catalogue.write" } as const;
const groups = { response: { 200: okSchema(z.array(SynonymGroupSchema)) } };

/** /api/admin/search: what shoppers search, and the synonyms (each change answers them all). */
export async function searchAdminRoutes(app: FastifyInstance, { search }: { search: SearchAdmin }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    "/search/report",
    {
      config,
      schema: {
        querystring: SearchReportQuerySchema,
        response: { 200: okSchema(SearchReportSchema) },
      },
    },
    async (request) => ok(await search.report(request.query.days)),
  );
  api.get("/search/synonyms", { config, schema: groups }, async () => ok(await search.list()));
  api.post(
    "/search/synonyms",
    { config, schema: { body: SynonymInputSchema, ...groups } },
    async (request) => ok(await search.create(staffOf(request), request.body.terms)),
  );
  api.put(
    "/search/synonyms/:id",
    { config, schema: { params: IdParamsSchema, body: SynonymInputSchema, ...groups } },
    async (request) =>
      ok(await search.update(staffOf(request), request.params.id, request.body.terms)),
  );
  api.delete(
    "/search/synonyms/:id",
    { config, schema: { params: IdParamsSchema, ...groups } },
    async (request) => ok(await search.remove(staffOf(request), request.params.id)),
  );
}
