import { DashboardSchema } from "@shop/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ok, okSchema } from "../../http/envelope.ts";
import type { dashboardService } from "./dashboard.service.ts";

/** GET /api/admin/dashboard (dashboard.read). */
export async function dashboardRoutes(
  app: FastifyInstance,
  { dashboard }: { dashboard: ReturnType<typeof dashboardService> },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/dashboard",
    {
      config: { staffAccess: "dashboard.read" },
      schema: { response: { 200: okSchema(DashboardSchema) } },
    },
    async () => ok(await dashboard.read()),
  );
}
