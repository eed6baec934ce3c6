import { chmodSync, rmSync } from "node:fs";
import Fastify, { type FastifyBaseLogger } from "fastify";
import { z } from "zod";
import { applySettingAssignments } from "../cli/settings-store.ts";
import type { Database } from "../db/database.ts";
import { retryFailedMail } from "../mail/outbox.ts";
import { applyStaffCommand } from "./staff-command.ts";

const SettingsBodySchema = z.object({ assignments: z.array(z.string()).max(50) });
const StaffBodySchema = z.object({ args: z.array(z.string().max(300)).max(20) });

/**
 * The running shop's door for the owner's commands while it holds the embedded database: a Unix
 * socket in DATA_DIR that only the shop's own user may open (0600), never reachable from the
 * network, so it needs no secret.
 */
export async function startControlServer(options: {
  database: Database;
  socketPath: string;
  publicUrl: string;
  log: FastifyBaseLogger;
}) {
  const control = Fastify({ logger: false });
  control.post("/settings", async (request, reply) => {
    const body = SettingsBodySchema.safeParse(request.body);
    if (!body.success) return reply.code(400).send({ message: "Expected { assignments: [] }" });
    try {
      return await applySettingAssignments(options.database.db, body.data.assignments);
    } catch (error) {
      return reply.code(400).send({ message: (error as Error).message });
    }
  });
  control.post("/staff", async (request, reply) => {
    const body = StaffBodySchema.safeParse(request.body);
    if (!body.success) return reply.code(400).send({ message: "Expected { args: [] }" });
    try {
      return {
        lines: await applyStaffCommand(options.database.db, options.publicUrl, body.data.args),
      };
    } catch (error) {
      return reply.code(400).send({ message: (error as Error).message });
    }
  });
  control.post("/mail/retry", async () => ({
    queued: await retryFailedMail(options.database.db),
  }));
  control.get("/snapshot", async (_request, reply) =>
    reply.type("application/gzip").send(await options.database.snapshot()),
  );
  // A socket file left by a crash: this process holds the database lock, so it is nobody's.
  rmSync(options.socketPath, { force: true });
  try {
    await control.listen({ path: options.socketPath });
    chmodSync(options.socketPath, 0o600);
  } catch (error) {
    // A DATA_DIR path too long for a socket, say: the shop runs, the commands need it stopped.
    options.log.warn({ err: error }, "npm run settings and backup need the shop stopped");
  }
  return { close: () => control.close() };
}
