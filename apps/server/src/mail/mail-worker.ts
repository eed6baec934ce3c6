import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import type { DB } from "../db/schema.ts";
import { startQueueWorker } from "../operations/queue-worker.ts";
import { renderAttachment } from "./attachments.ts";
import { claimDueMail, markMailFailed, markMailSent, releaseMail } from "./outbox.ts";
import type { MailTransport } from "./transport.ts";

type Mail = Awaited<ReturnType<typeof claimDueMail>>[number];

/** Sends the outbox: on a timer, and at once when `kick()` says something was queued. */
export function startMailWorker(options: {
  db: Kysely<DB>;
  transport: MailTransport;
  log: FastifyBaseLogger;
}) {
  async function send(mail: Mail) {
    try {
      await options.transport.send(
        {
          to: mail.recipient,
          replyTo: mail.reply_to ?? undefined,
          subject: mail.subject,
          html: mail.html,
          text: mail.text,
          attachments: mail.attachment ? [await renderAttachment(mail.attachment)] : [],
        },
        mail.id,
      );
      await markMailSent(options.db, mail.id);
    } catch (error) {
      const gaveUp = await markMailFailed(options.db, mail.id, mail.attempts, String(error));
      const details = { err: error, mailId: mail.id, attempts: mail.attempts };
      if (gaveUp)
        options.log.error(details, "mail failed for good; `npm run mail:retry` queues it again");
      else options.log.warn(details, "mail not sent, will retry");
    }
  }

  const worker = startQueueWorker({
    name: "mail worker",
    claim: () => claimDueMail(options.db),
    release: (ids) => releaseMail(options.db, ids),
    handle: send,
    log: options.log,
  });
  return {
    kick: worker.kick,
    async stop() {
      await worker.stop();
      options.transport.close();
    },
  };
}

export type MailWorker = ReturnType<typeof startMailWorker>;
