import { type Kysely, sql } from "kysely";
import type { DB } from "../db/schema.ts";
import type { OutboxAttachment } from "./attachments.ts";
import type { MailMessage } from "./transport.ts";

const BATCH = 10;
const LEASE_MINUTES = 5;
export const MAX_ATTEMPTS = 8;

/** Queues a message in the same transaction as the change it reports; the worker sends it. */
export async function enqueueMail(
  db: Kysely<DB>,
  kind: string,
  message: Omit<MailMessage, "attachments">,
  attachment: OutboxAttachment | null = null,
): Promise<void> {
  await db
    .insertInto("email_outbox")
    .values({
      kind,
      recipient: message.to,
      reply_to: message.replyTo ?? null,
      subject: message.subject,
      html: message.html,
      text: message.text,
      attachment: attachment && JSON.stringify(attachment),
    })
    .execute();
}

/**
 * Takes due messages with a lease: the short transaction marks them taken (SKIP LOCKED, so
 * several servers never take the same one) and sending happens outside it.
 */
export async function claimDueMail(db: Kysely<DB>) {
  const result = await sql<{
    id: number;
    recipient: string;
    reply_to: string | null;
    subject: string;
    html: string;
    text: string;
    attachment: OutboxAttachment | null;
    attempts: number;
  }>`
    UPDATE email_outbox
    SET attempts = attempts + 1,
        next_attempt_at = now() + make_interval(mins => ${LEASE_MINUTES})
    WHERE id IN (
      SELECT id FROM email_outbox
      WHERE status = 'PENDING' AND next_attempt_at <= now()
      ORDER BY id
      LIMIT ${BATCH}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING id, recipient, reply_to, subject, html, text, attachment, attempts`.execute(db);
  return result.rows;
}

/** Gives leased messages back to the queue, due now, as if never taken (a server stopping). */
export async function releaseMail(db: Kysely<DB>, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable("email_outbox")
    .set((eb) => ({ attempts: eb("attempts", "-", 1), next_attempt_at: new Date() }))
    .where("id", "in", ids)
    .where("status", "=", "PENDING")
    .execute();
}

export async function markMailSent(db: Kysely<DB>, id: number): Promise<void> {
  await db
    .updateTable("email_outbox")
    .set({ status: "SENT", sent_at: new Date(), last_error: null })
    .where("id", "=", id)
    .execute();
}

/**
 * Backs off exponentially (1, 2, 4... minutes) and gives up after MAX_ATTEMPTS: the message then
 * stays in the outbox as FAILED until `retryFailedMail`. Answers whether it gave up.
 */
export async function markMailFailed(
  db: Kysely<DB>,
  id: number,
  attempts: number,
  error: string,
): Promise<boolean> {
  const minutes = 2 ** (attempts - 1);
  const gaveUp = attempts >= MAX_ATTEMPTS;
  await db
    .updateTable("email_outbox")
    .set({
      status: gaveUp ? "FAILED" : "PENDING",
      last_error: error.slice(0, 1000),
      next_attempt_at: sql`now() + make_interval(mins => ${minutes})`,
    })
    .where("id", "=", id)
    .execute();
  return gaveUp;
}

/** How many messages the worker gave up on (an index keeps this cheap for /api/health). */
export async function countFailedMail(db: Kysely<DB>): Promise<number> {
  const row = await db
    .selectFrom("email_outbox")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("status", "=", "FAILED")
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Queues every failed message again with a fresh set of attempts; answers how many. */
export async function retryFailedMail(db: Kysely<DB>): Promise<number> {
  const rows = await db
    .updateTable("email_outbox")
    .set({ status: "PENDING", attempts: 0, next_attempt_at: sql`now()` })
    .where("status", "=", "FAILED")
    .returning("id")
    .execute();
  return rows.length;
}

/** Deletes sent messages older than `days` (the daily purge): they hold customers' data. */
export async function purgeSentMail(db: Kysely<DB>, days: number): Promise<void> {
  await db
    .deleteFrom("email_outbox")
    .where("status", "=", "SENT")
    .where("sent_at", "<", sql<Date>`now() - make_interval(days => ${days})`)
    .execute();
}
