import { DashboardSchema, SalesReportQuerySchema, SalesReportSchema } from "@shop/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";
import { ok, okSchema } from "../../http/envelope.ts";
import { dashboardService } from "./dashboard.service.ts";
import { salesReportService } from "./sales-report.service.ts";

const staffAccess = "dashboard.read";

/** GET /api/admin/dashboard and /api/admin/dashboard/sales?from=&to= (dashboard.read). */
export async function dashboardRoutes(app: FastifyInstance, { db }: { db: Kysely<DB> }) {
  const dashboard = dashboardService(db);
  const sales = salesReportService(db);
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    "/dashboard",
    { config: { staffAccess }, schema: { response: { 200: okSchema(DashboardSchema) } } },
    async () => ok(await dashboard.read()),
  );
  api.get(
    "/dashboard/sales",
    {
      config: { staffAccess },
      schema: {
        querystring: SalesReportQuerySchema,
        response: { 200: okSchema(SalesReportSchema) },
      },
    },
    async (request) => ok(await sales.read(request.query)),
  );
}
