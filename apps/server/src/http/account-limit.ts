import { createHash } from "node:crypto";
import { ErrorCode } from "@shop/shared";
import type { FastifyRequest } from "fastify";
import { type Kysely, sql } from "kysely";
import type { Limit } from "../config/limits.ts";
import type { DB } from "../db/schema.ts";
import { AppError } from "./app-error.ts";

const messages = {
  attempts: "Demasiadas tentativas. Por favor, aguarde um pouco e tente novamente.",
  requests: "Demasiados pedidos. Por favor, aguarde um pouco e tente novamente.",
};

const tooMany = (message = messages.attempts) => new AppError(ErrorCode.TOO_MANY_REQUESTS, message);

/** An email inside a counter's key, hashed: counters never hold a customer's address in clear. */
export function emailKey(email: string): string {
  return createHash("sha256").update(email.toLowerCase()).digest("hex").slice(0, 24);
}

/** Counts one attempt under `key` in a fixed window and answers the count within it. */
async function countAttempt(db: Kysely<DB>, key: string, windowSeconds: number) {
  const { rows } = await sql<{ hits: number }>`
    INSERT INTO rate_limits (key, window_started_at, hits) VALUES (${key}, now(), 1)
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN rate_limits.window_started_at < now() - make_interval(secs => ${windowSeconds})
        THEN 1 ELSE rate_limits.hits + 1 END,
      window_started_at = CASE WHEN rate_limits.window_started_at < now() - make_interval(secs => ${windowSeconds})
        THEN now() ELSE rate_limits.window_started_at END
    RETURNING hits`.execute(db);
  return rows[0]?.hits ?? 0;
}

/**
 * Counts one attempt under `key` (e.g. 'register:203.0.113.7') in a fixed window, shared by all
 * servers on the database; throws 429 past `max`.
 */
export async function limitAttempts(
  db: Kysely<DB>,
  key: string,
  max: number,
  windowSeconds: number,
) {
  if ((await countAttempt(db, key, windowSeconds)) > max) throw tooMany();
}

/**
 * Failures only: `refuseOver` answers 429 once a key has `max` failures in its window, without
 * counting; `fail` counts one; `forget` starts the key again (after a success).
 */
export const failureCounter = (db: Kysely<DB>) => ({
  async refuseOver(key: string, limit: Limit) {
    const row = await db
      .selectFrom("rate_limits")
      .select("hits")
      .where("key", "=", key)
      .where(
        "window_started_at",
        ">=",
        sql<Date>`now() - make_interval(secs => ${limit.windowSeconds})`,
      )
      .executeTakeFirst();
    if ((row?.hits ?? 0) >= limit.max) throw tooMany();
  },
  fail: (key: string, limit: Limit) => countAttempt(db, key, limit.windowSeconds),
  async forget(key: string) {
    await db.deleteFrom("rate_limits").where("key", "=", key).execute();
  },
});

export type FailureCounter = ReturnType<typeof failureCounter>;

/**
 * Route options counting every call per client address (`request.ip`, which honours
 * TRUST_PROXY) in the database, so that the limit holds across server processes.
 */
export function addressLimits(db: Kysely<DB>) {
  return (name: string, limit: Limit) => ({
    preValidation: async (request: FastifyRequest) => {
      const hits = await countAttempt(db, `${name}:${request.ip}`, limit.windowSeconds);
      if (hits > limit.max) throw tooMany(messages.requests);
    },
  });
}

export type AddressLimits = ReturnType<typeof addressLimits>;

/** Forgets counts whose window is long over (the daily purge). */
export async function forgetOldAttempts(db: Kysely<DB>): Promise<void> {
  await sql`DELETE FROM rate_limits WHERE window_started_at < now() - interval '1 day'`.execute(db);
}
