import { createHash } from "node:crypto";
import { ErrorCode } from "@shop/shared";
import type { FastifyRequest } from "fastify";
import { type Kysely, sql } from "kysely";
import type { Limit } from "../config/limits.ts";
import type { DB } from "../db/schema.ts";
import { AppError } from "./app-error.ts";

export const limitMessages = {
  attempts: "Demasiadas tentativas. Por favor, aguarde um pouco e tente novamente.",
  requests: "Demasiados pedidos. Por favor, aguarde um pouco e tente novamente.",
};

const tooMany = (message = limitMessages.attempts) =>
  new AppError(ErrorCode.TOO_MANY_REQUESTS, message);

/** An email inside a counter's key, hashed: counters never hold a customer's address in clear. */
export function emailKey(email: string): string {
  return createHash("sha256").update(email.toLowerCase()).digest("hex").slice(0, 24);
}

/** One attempt counted: the key's count with it, and the window it fell in (as the database writes it). */
interface Counted {
  hits: number;
  windowStartedAt: string;
}

/** Counts one attempt under `key` in a fixed window, in one statement, and answers the count within it. */
async function countAttempt(db: Kysely<DB>, key: string, windowSeconds: number): Promise<Counted> {
  const { rows } = await sql<{ hits: number; started: string }>`
    INSERT INTO rate_limits (key, window_started_at, hits) VALUES (${key}, now(), 1)
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN rate_limits.window_started_at < now() - make_interval(secs => ${windowSeconds})
        THEN 1 ELSE rate_limits.hits + 1 END,
      window_started_at = CASE WHEN rate_limits.window_started_at < now() - make_interval(secs => ${windowSeconds})
        THEN now() ELSE rate_limits.window_started_at END
    RETURNING hits, window_started_at::text AS started`.execute(db);
  const row = rows[0];
  if (!row) throw new Error(`rate_limits answered no count for ${key}`);
  return { hits: row.hits, windowStartedAt: row.started };
}

/** Takes back one attempt counted in `counted`'s window, never below 0; a later window keeps its count. */
async function uncount(db: Kysely<DB>, key: string, counted: Counted) {
  await sql`
    UPDATE rate_limits SET hits = GREATEST(hits - 1, 0)
    WHERE key = ${key} AND window_started_at = ${counted.windowStartedAt}::timestamptz`.execute(db);
}

async function forget(db: Kysely<DB>, key: string) {
  await db.deleteFrom("rate_limits").where("key", "=", key).execute();
}

/**
 * Counts one attempt under `key` (e.g. 'register:203.0.113.7') in a fixed window, shared by all
 * servers on the database; throws 429 past `max`, with `message` when the limit has its own words.
 */
export async function limitAttempts(
  db: Kysely<DB>,
  key: string,
  max: number,
  windowSeconds: number,
  message?: string,
) {
  if ((await countAttempt(db, key, windowSeconds)).hits > max) throw tooMany(message);
}

/** A key a checked attempt counts under, and what its success does there. */
export interface FailureKey {
  key: string;
  limit: Limit;
  /**
   * `undo` takes back this attempt's own count (a key others share, like a client address);
   * `forget` starts the key again (the account or person aimed at).
   */
  onSuccess: "undo" | "forget";
}

/**
 * Runs `check` (a password, a code) under limits of failures, counting first: the attempt is
 * counted on each key before anything is checked, and one past a key's `max` is refused (429)
 * unchecked, so attempts sent at once, to any server, check at most `max`. A success does not
 * count (see `onSuccess`); a failure and a refusal stay counted.
 */
export function failureLimits(db: Kysely<DB>) {
  return async (keys: FailureKey[], check: () => Promise<boolean>): Promise<boolean> => {
    const counted = [];
    for (const failureKey of keys) {
      const count = await countAttempt(db, failureKey.key, failureKey.limit.windowSeconds);
      if (count.hits > failureKey.limit.max) throw tooMany();
      counted.push({ ...failureKey, count });
    }
    if (!(await check())) return false;
    for (const { key, onSuccess, count } of counted)
      await (onSuccess === "forget" ? forget(db, key) : uncount(db, key, count));
    return true;
  };
}

/**
 * Route options counting every call per client address (`request.ip`, which honours
 * TRUST_PROXY) in the database, so that the limit holds across server processes.
 */
export function addressLimits(db: Kysely<DB>) {
  return (name: string, limit: Limit) => ({
    preValidation: async (request: FastifyRequest) => {
      const { hits } = await countAttempt(db, `${name}:${request.ip}`, limit.windowSeconds);
      if (hits > limit.max) throw tooMany(limitMessages.requests);
    },
  });
}

export type AddressLimits = ReturnType<typeof addressLimits>;

/** Forgets counts whose window is long over (the daily purge). */
export async function forgetOldAttempts(db: Kysely<DB>): Promise<void> {
  await sql`DELETE FROM rate_limits WHERE window_started_at < now() - interval '1 day'`.execute(db);
}
