import { DAY_MS } from "@shop/shared";
import { type Kysely, sql, type Transaction } from "kysely";
import type { DB, PurchaseState } from "../../db/schema.ts";
import { orderLinksRepository as orderLinks } from "../purchase/order-links.repository.ts";
import { purchaseNotesRepository as notes } from "../purchase/purchase-notes.repository.ts";
import {
  type AccountReach,
  mailReachedBy,
  messagesReachedBy,
  purchasesReachedBy,
} from "./account-reach.ts";

type Db = Kysely<DB> | Transaction<DB>;

const ENDED: PurchaseState[] = ["DELIVERED", "CANCELED"];

/** What invoicing law does not need once a purchase has ended: contacts, delivery, notes. */
const PERSONAL_CONTACT = {
  contact_email: "",
  contact_phone: "",
  notes_client: "",
  delivery_name: "",
  delivery_street: "",
  delivery_city: "",
  delivery_postal_code: "",
  client_address: null,
};

/** SQL of forgetting: a deleted account's traces, and the daily purge of old rows. */
export const privacyRepository = {
  /**
   * The purchases of the account, and of its proven email as a guest: ended ones lose their
   * contacts now, open ones are marked to lose them when they end (they still need them to be
   * delivered).
   */
  async erasePurchasesOf(db: Db, account: AccountReach) {
    const ofCustomer = (states: "ended" | "open") =>
      db
        .selectFrom("purchases")
        .select("id")
        .where(purchasesReachedBy(account))
        .where("state", states === "ended" ? "in" : "not in", ENDED);
    // Read before their contacts go: a guest purchase is found by its contact email.
    const ended = (await ofCustomer("ended").execute()).map((row) => row.id);
    if (ended.length > 0) {
      await db
        .updateTable("purchases")
        .set({ ...PERSONAL_CONTACT, updated_at: new Date() })
        .where("id", "in", ended)
        .execute();
      // A refund's IBAN once the transfer is made; a pending one still needs it to be paid.
      await db
        .updateTable("purchase_refunds")
        .set({ iban: null })
        .where("status", "=", "DONE")
        .where("purchase_id", "in", ended)
        .execute();
      // Their order pages too: an old email's link no longer shows the order.
      await orderLinks.deleteOf(db, ended);
      // The staff's notes may name the customer: invoicing law needs none of them.
      await notes.deleteOf(db, ended);
    }
    await db
      .insertInto("purchases_to_erase")
      .columns(["purchase_id"])
      .expression(ofCustomer("open"))
      .onConflict((oc) => oc.doNothing())
      .execute();
  },

  /** Contact messages the account sent, and every queued or sent email to or from it. */
  async eraseMessagesOf(db: Db, account: AccountReach) {
    await db.deleteFrom("contact_messages").where(messagesReachedBy(account)).execute();
    await db.deleteFrom("email_outbox").where(mailReachedBy(account)).execute();
  },

  /** Counters named after the account or its email (their keys hold a hash of it). */
  eraseCountersOf: (db: Db, user: { id: number | null; emailKey: string }) =>
    db
      .deleteFrom("rate_limits")
      .where((eb) =>
        eb.or([
          ...(user.id === null
            ? []
            : [eb("key", "in", [`password:${user.id}`, `confirm:${user.id}`])]),
          eb("key", "like", `%:${user.emailKey}`),
        ]),
      )
      .execute(),

  /** Purchases marked at an account's deletion that have ended since lose their contacts. */
  async eraseEndedMarkedPurchases(db: Db) {
    const ended = await db
      .deleteFrom("purchases_to_erase")
      .where("purchase_id", "in", (eb) =>
        eb.selectFrom("purchases").select("id").where("state", "in", ENDED),
      )
      .returning("purchase_id")
      .execute();
    if (ended.length === 0) return;
    const ids = ended.map((row) => row.purchase_id);
    await db
      .updateTable("purchases")
      .set({ ...PERSONAL_CONTACT, updated_at: new Date() })
      .where("id", "in", ids)
      .execute();
    await orderLinks.deleteOf(db, ids);
    await notes.deleteOf(db, ids);
  },

  deleteExpiredSessions: (db: Db) =>
    db.deleteFrom("sessions").where("expires_at", "<", new Date()).execute(),

  /** Expired links, and used ones a day after use (a late click still reads 'already used'). */
  deleteDeadEmailTokens: (db: Db) =>
    db
      .deleteFrom("email_tokens")
      .where((eb) =>
        eb.or([
          eb("expires_at", "<", new Date()),
          eb("used_at", "<", sql<Date>`now() - interval '1 day'`),
        ]),
      )
      .execute(),

  /** Contact messages older than `days`, deleted. */
  deleteOldMessages: (db: Db, days: number) =>
    db
      .deleteFrom("contact_messages")
      .where("created_at", "<", new Date(Date.now() - days * DAY_MS))
      .execute(),

  /** The client addresses of purchases and messages older than `days`, cleared (the rest kept). */
  async forgetOldAddresses(db: Db, days: number): Promise<void> {
    const before = new Date(Date.now() - days * DAY_MS);
    for (const table of ["purchases", "contact_messages"] as const) {
      await db
        .updateTable(table)
        .set({ client_address: null })
        .where("client_address", "is not", null)
        .where("created_at", "<", before)
        .execute();
    }
  },

  /**
   * Takes today's purge for this server: true for exactly one server a day, whichever asks
   * first (the row's update is atomic), so several servers never purge twice.
   */
  async claimDailyPurge(db: Db, everyHours: number): Promise<boolean> {
    const { rows } = await sql<{ key: string }>`
      INSERT INTO app_meta (key, value) VALUES ('daily_purge_at', now()::text)
      ON CONFLICT (key) DO UPDATE SET value = excluded.value
      WHERE app_meta.value::timestamptz < now() - make_interval(hours => ${everyHours})
      RETURNING key`.execute(db);
    return rows.length > 0;
  },
};
