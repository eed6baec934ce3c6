import { type Language, pagePathIn } from "@shop/shared";
import type { Kysely, Transaction } from "kysely";
import type { DB } from "../../db/schema.ts";
import { hashToken, newToken } from "../../http/session.ts";
import { enqueueMail } from "../../mail/outbox.ts";
import {
  emailChangedNoticeMail,
  emailConfirmationMail,
  passwordRecoveryMail,
} from "../../mail/templates/account-emails.ts";
import type { ShopIdentity } from "../../mail/templates/layout.ts";
import { accountRepository as repo } from "./account.repository.ts";

const CONFIRMATION_HOURS = 7 * 24;
const RECOVERY_HOURS = 1;

/** The kinds of the emails about an account itself, sent to its own address. */
export const ACCOUNT_MAIL_KINDS = ["EMAIL_CONFIRMATION", "EMAIL_CHANGE", "PASSWORD_RECOVERY"];

/** Who an account email goes to; its language is the account's ('pt' when not said). */
interface Recipient {
  id: number;
  name: string;
  email: string;
  language?: Language;
}

/** Queues the email with the link that confirms `email` for the user. */
export async function queueConfirmationMail(
  db: Kysely<DB> | Transaction<DB>,
  user: Recipient,
  shop: ShopIdentity,
  changed = false,
): Promise<void> {
  const code = newToken();
  await repo.insertEmailToken(db, {
    userId: user.id,
    purpose: "EMAIL_CONFIRMATION",
    hash: hashToken(code),
    email: user.email,
    hours: CONFIRMATION_HOURS,
  });
  const language = user.language ?? "pt";
  const link = `${shop.url}${pagePathIn(`/email/confirmation/emailCode/${code}`, language)}`;
  await enqueueMail(db, changed ? "EMAIL_CHANGE" : "EMAIL_CONFIRMATION", {
    to: user.email,
    ...emailConfirmationMail(user.name, link, shop, changed, language),
  });
}

/** Queues the email with the link to set a new password (1 hour, single use). */
export async function queueRecoveryMail(
  db: Kysely<DB> | Transaction<DB>,
  user: Recipient,
  shop: ShopIdentity,
): Promise<void> {
  const code = newToken();
  await repo.insertEmailToken(db, {
    userId: user.id,
    purpose: "PASSWORD_RECOVERY",
    hash: hashToken(code),
    email: user.email,
    hours: RECOVERY_HOURS,
  });
  const language = user.language ?? "pt";
  const link = `${shop.url}${pagePathIn(`/sign/recover/${code}`, language)}`;
  await enqueueMail(db, "PASSWORD_RECOVERY", {
    to: user.email,
    ...passwordRecoveryMail(user.name, link, shop, language),
  });
}

/** Queues the notice to the account's old address that its email changed. */
export async function queueEmailChangedNotice(
  db: Kysely<DB> | Transaction<DB>,
  previous: { name: string; email: string; language?: Language },
  shop: ShopIdentity,
): Promise<void> {
  await enqueueMail(db, "EMAIL_CHANGED_NOTICE", {
    to: previous.email,
    ...emailChangedNoticeMail(previous.name, shop, previous.language ?? "pt"),
  });
}
