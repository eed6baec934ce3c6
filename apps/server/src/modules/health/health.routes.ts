import { ErrorCode } from "@shop/shared";
import type { FastifyInstance } from "fastify";
import { statusOf } from "../../http/app-error.ts";
import { ok } from "../../http/envelope.ts";
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
  app.get("/health/live", async () => ok({ live: true }));
  app.get("/health", async (_request, reply) => {
    const readiness = await health.readiness();
    if (readiness.ready) return ok(readiness);
    const code = ErrorCode.UNAVAILABLE;
    return reply.status(statusOf(code)).send(failure(code, NOT_READY[readiness.reason]));
  });
}
