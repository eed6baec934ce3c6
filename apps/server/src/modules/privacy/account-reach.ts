import { type ExpressionBuilder, type SqlBool, sql } from "kysely";
import type { DB } from "../../db/schema.ts";
import { ACCOUNT_MAIL_KINDS } from "../account/account-emails.ts";

/** An account, as what it may list, export and erase; a guest has no account id (see guestReach). */
export interface AccountReach {
  id: number | null;
  email: string;
  email_confirmed: boolean;
}

/**
 * A guest buyer, known only by the email of purchases made without signing in. The staff act on
 * the guest's own request (export, erasure), so that email counts as proven: what is held under
 * it is the guest's.
 */
export const guestReach = (email: string): AccountReach => ({
  id: null,
  email: email.toLowerCase(),
  email_confirmed: true,
});

/**
 * The account's email (lower case) once confirmed, null before. Anyone may register with someone
 * else's email, so what the shop holds under an email without it being the account's (guest
 * purchases, contact messages, emails, «Avisem-me» alerts) is the account's only once the
 * account proved it receives that email; changing the email makes it unconfirmed again.
 */
export const provenEmail = (account: AccountReach) =>
  account.email_confirmed ? account.email.toLowerCase() : null;

/** The account's purchases, and the guest purchases made with its proven email. */
export const purchasesReachedBy =
  (account: AccountReach) => (eb: ExpressionBuilder<DB, "purchases">) => {
    const email = provenEmail(account);
    const own = account.id === null ? sql<SqlBool>`false` : eb("user_id", "=", account.id);
    if (email === null) return own;
    const asGuest = eb.and([eb("user_id", "is", null), eb(sql`lower(contact_email)`, "=", email)]);
    return account.id === null ? asGuest : eb.or([own, asGuest]);
  };

/** The contact messages sent with the account's proven email (none before it is confirmed). */
export const messagesReachedBy =
  (account: AccountReach) => (eb: ExpressionBuilder<DB, "contact_messages">) => {
    const email = provenEmail(account);
    return email === null ? sql<SqlBool>`false` : eb(sql`lower(email)`, "=", email);
  };

/**
 * Emails to or from the account's proven email; before it is confirmed, only those about the
 * account itself (its confirmation and recovery links) sent to its address.
 */
export const mailReachedBy =
  (account: AccountReach) => (eb: ExpressionBuilder<DB, "email_outbox">) => {
    const email = provenEmail(account);
    if (email === null)
      return eb.and([
        eb(sql`lower(recipient)`, "=", account.email.toLowerCase()),
        eb("kind", "in", ACCOUNT_MAIL_KINDS),
      ]);
    return eb.or([eb(sql`lower(recipient)`, "=", email), eb(sql`lower(reply_to)`, "=", email)]);
  };
