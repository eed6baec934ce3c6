import { CONTACT_MESSAGE_RETENTION_DAYS, IP_RETENTION_DAYS } from "@shop/shared";
import type { FastifyBaseLogger } from "fastify";
import type { Kysely, Transaction } from "kysely";
import type { DB } from "../../db/schema.ts";
import { emailKey, forgetOldAttempts } from "../../http/account-limit.ts";
import { purgeSentMail } from "../../mail/outbox.ts";
import { sizeAlertsRepository } from "../size-alerts/size-alerts.repository.ts";
import { CONFIRM_DAYS } from "../size-alerts/size-alerts.service.ts";
import { reservationsRepository } from "../store-reservations/reservations.repository.ts";
import type { AccountReach } from "./account-reach.ts";
import { privacyRepository as repo } from "./privacy.repository.ts";

/** How long what the daily purge deletes is kept (docs/accounts.md says the same). */
export const retention = {
  /** Sent emails hold names, addresses and orders; kept a while to answer "did you send it?". */
  sentMailDays: 30,
  /** "Avisem-me" alerts that ended (sent or cancelled): their links answer for a while. */
  endedSizeAlertDays: 30,
  /** Store reservations that ended keep their ledger lines; the customer's contacts go. */
  endedReservationDays: 90,
  /** One purge a day, whichever server takes it. */
  purgeEveryHours: 23,
};

const CHECK_EVERY_MS = 60 * 60 * 1000;

/**
 * Before an account's row goes (its sessions, links, wishlist and addresses go with it): its
 * purchases keep only what invoices need; its contact messages, emails, size alerts and counters
 * are deleted. What is held under its email without being the account's (a guest's purchases,
 * messages, alerts) goes the same way only when the email is confirmed (see provenEmail). A
 * guest's erasure (guestReach) is the same path without an account.
 */
export async function eraseTracesOf(trx: Transaction<DB>, user: AccountReach) {
  await repo.erasePurchasesOf(trx, user);
  await repo.eraseMessagesOf(trx, user);
  await sizeAlertsRepository.eraseOf(trx, user);
  await repo.eraseCountersOf(trx, { id: user.id, emailKey: emailKey(user.email) });
}

/**
 * Expired sessions, dead links, old counters and sent mail, unconfirmed and ended size alerts,
 * ended purchases of deleted accounts, and the IP addresses of old purchases and messages.
 */
export async function purgeOldData(db: Kysely<DB>): Promise<boolean> {
  if (!(await repo.claimDailyPurge(db, retention.purgeEveryHours))) return false;
  await db.transaction().execute((trx) => repo.eraseEndedMarkedPurchases(trx));
  await repo.deleteExpiredSessions(db);
  await repo.deleteDeadEmailTokens(db);
  await forgetOldAttempts(db);
  await purgeSentMail(db, retention.sentMailDays);
  await sizeAlertsRepository.purge(db, CONFIRM_DAYS, retention.endedSizeAlertDays);
  await reservationsRepository.forgetContacts(db, retention.endedReservationDays);
  await repo.forgetOldAddresses(db, IP_RETENTION_DAYS);
  await repo.deleteOldMessages(db, CONTACT_MESSAGE_RETENTION_DAYS);
  return true;
}

/** Every hour, asks for the day's purge (soon after start too); one server a day does it. */
export function startDailyPurge(db: Kysely<DB>, log: FastifyBaseLogger) {
  let running: Promise<unknown> | undefined;
  const run = () => {
    running ??= purgeOldData(db)
      .catch((error) => log.error({ err: error }, "daily purge failed"))
      .finally(() => {
        running = undefined;
      });
  };
  const first = setTimeout(run, 10_000);
  const timer = setInterval(run, CHECK_EVERY_MS);
  first.unref();
  timer.unref();
  return {
    async stop() {
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
