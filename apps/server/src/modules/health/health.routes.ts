import { ErrorCode, ReadinessSchema } from "@shop/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { FailureSchema, ok, okSchema } from "../../http/envelope.ts";
import { failure } from "../../http/error-handler.ts";
import type { HealthService } from "./health.service.ts";

const NOT_READY = {
  DATABASE_DOWN: "A base de dados não responde.",
  MIGRATIONS_PENDING: "A base de dados tem migrações por aplicar.",
};

/**
 * For a load balancer: `/health/live` answers while the process does; `/health` answers 200 only
 * when this server can serve (database reachable, migrations applied), 503 otherwise.
 */
export async function healthRoutes(app: FastifyInstance, { health }: { health: HealthService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    "/health/live",
    { schema: { response: { 200: okSchema(z.object({ live: z.literal(true) })) } } },
    async () => ok({ live: true as const }),
  );
  api.get(
    "/health",
    { schema: { response: { 200: okSchema(ReadinessSchema), 503: FailureSchema } } },
    async (_request, reply) => {
      const readiness = await health.readiness();
      if (readiness.ready) return ok(readiness);
      return reply.status(503).send(failure(ErrorCode.UNAVAILABLE, NOT_READY[readiness.reason]));
    },
  );
}
