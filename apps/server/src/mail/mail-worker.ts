import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import type { DB } from "../db/schema.ts";
import { claimDueMail, markMailFailed, markMailSent, releaseMail } from "./outbox.ts";
import type { MailTransport } from "./transport.ts";

const POLL_MS = 5000;

/** Sends the outbox: on a timer, and at once when `kick()` says something was queued. */
export function startMailWorker(options: {
  db: Kysely<DB>;
  transport: MailTransport;
  log: FastifyBaseLogger;
}) {
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  async function drain(): Promise<void> {
    for (let batch = await claimDueMail(options.db); batch.length > 0; ) {
      for (const [index, mail] of batch.entries()) {
        if (stopped) {
          // Stopping: the messages not started go back to the queue for the next server.
          await releaseMail(
            options.db,
            batch.slice(index).map((item) => item.id),
          );
          return;
        }
        try {
          await options.transport.send(
            {
              to: mail.recipient,
              replyTo: mail.reply_to ?? undefined,
              subject: mail.subject,
              html: mail.html,
              text: mail.text,
            },
            mail.id,
          );
          await markMailSent(options.db, mail.id);
        } catch (error) {
          const gaveUp = await markMailFailed(options.db, mail.id, mail.attempts, String(error));
          const details = { err: error, mailId: mail.id, attempts: mail.attempts };
          if (gaveUp)
            options.log.error(
              details,
              "mail failed for good; `npm run mail:retry` queues it again",
            );
          else options.log.warn(details, "mail not sent, will retry");
        }
      }
      if (stopped) return;
      batch = await claimDueMail(options.db);
    }
  }

  function kick(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = drain()
      .catch((error) => options.log.error({ err: error }, "mail worker failed"))
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          void kick();
        }
      });
    return running;
  }

  const timer = setInterval(() => void kick(), POLL_MS);
  timer.unref();
  return {
    kick,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
      options.transport.close();
    },
  };
}

export type MailWorker = ReturnType<typeof startMailWorker>;
