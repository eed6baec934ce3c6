import { ErrorCode } from "@shop/shared";
import { type Kysely, sql } from "kysely";
import type { DB } from "../db/schema.ts";
import { AppError } from "./app-error.ts";

const TOO_MANY = "Demasiadas tentativas. Por favor, aguarde um pouco e tente novamente.";

/**
 * Counts one attempt under `key` (e.g. 'login:ana@example.pt') in a fixed window, shared by all
 * servers; throws 429 past `max`.
 */
export async function limitAttempts(
  db: Kysely<DB>,
  key: string,
  max: number,
  windowSeconds: number,
) {
  const { rows } = await sql<{ hits: number }>`
    INSERT INTO rate_limits (key, window_started_at, hits) VALUES (${key}, now(), 1)
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN rate_limits.window_started_at < now() - make_interval(secs => ${windowSeconds})
        THEN 1 ELSE rate_limits.hits + 1 END,
      window_started_at = CASE WHEN rate_limits.window_started_at < now() - make_interval(secs => ${windowSeconds})
        THEN now() ELSE rate_limits.window_started_at END
    RETURNING hits`.execute(db);
  if ((rows[0]?.hits ?? 0) > max) throw new AppError(ErrorCode.TOO_MANY_REQUESTS, TOO_MANY);
}

/** Forgets counts whose window is long over. */
export async function forgetOldAttempts(db: Kysely<DB>): Promise<void> {
  await sql`DELETE FROM rate_limits WHERE window_started_at < now() - interval '1 day'`.execute(db);
}
