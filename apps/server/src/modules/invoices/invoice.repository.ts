import { randomBytes } from "node:crypto";
import { type Kysely, sql, type Transaction } from "kysely";
import type { DB } from "../../db/schema.ts";
import type { InvoiceKind } from "./invoicing-provider.ts";

type Db = Kysely<DB> | Transaction<DB>;

const BATCH = 10;
/** How long a runner holds a document it took: past any provider's timeouts. */
const LEASE_MINUTES = 5;
export const MAX_ATTEMPTS = 8;

/** The long random part of a PDF link (256 bits, base64url): never guessable. */
const newAccessToken = () => randomBytes(32).toString("base64url");

export type InvoiceRow = Awaited<ReturnType<typeof invoiceRepository.claimDue>>[number];

/** SQL of the invoices and credit notes of purchases, and of their issuing job's queue. */
export const invoiceRepository = {
  /** Queues the invoice of a purchase just paid, once however often it is asked. */
  async queueInvoice(
    db: Db,
    purchase: { id: number; id_short: string; price_total_cents: number },
    provider: string,
  ) {
    await db
      .insertInto("invoices")
      .values({
        purchase_id: purchase.id,
        kind: "INVOICE",
        reference: purchase.id_short,
        amount_cents: purchase.price_total_cents,
        provider,
        access_token: newAccessToken(),
      })
      .onConflict((oc) => oc.column("purchase_id").where("kind", "=", "INVOICE").doNothing())
      .execute();
  },

  /**
   * Queues a credit note against the purchase's invoice, once per reference (one per refund);
   * nothing when the purchase never had an invoice.
   */
  async queueCreditNote(db: Db, purchaseId: number, reference: string, amountCents: number) {
    await db
      .insertInto("invoices")
      .columns(["purchase_id", "kind", "reference", "amount_cents", "provider", "access_token"])
      .expression((eb) =>
        eb
          .selectFrom("invoices")
          .select([
            "purchase_id",
            sql.lit("CREDIT_NOTE").as("kind"),
            sql.val(reference).as("reference"),
            sql.val(amountCents).as("amount_cents"),
            "provider",
            sql.val(newAccessToken()).as("access_token"),
          ])
          .where("purchase_id", "=", purchaseId)
          .where("kind", "=", "INVOICE"),
      )
      .onConflict((oc) => oc.column("reference").doNothing())
      .execute();
  },

  /**
   * Takes due documents with a lease, like the mail outbox: SKIP LOCKED, so two runners never
   * take the same one; a credit note waits for its invoice to be issued.
   */
  async claimDue(db: Kysely<DB>) {
    const result = await sql<{
      id: number;
      purchase_id: number;
      kind: InvoiceKind;
      reference: string;
      amount_cents: number;
      provider: string;
      provider_id: string | null;
      access_token: string;
      attempts: number;
      created_at: Date;
    }>`
      UPDATE invoices
      SET attempts = attempts + 1,
          taken_until = now() + make_interval(mins => ${LEASE_MINUTES})
      WHERE id IN (
        SELECT d.id FROM invoices d
        WHERE d.state = 'PENDING' AND d.next_attempt_at <= now()
          AND (d.taken_until IS NULL OR d.taken_until < now())
          AND (d.kind = 'INVOICE' OR EXISTS (
            SELECT 1 FROM invoices i
            WHERE i.purchase_id = d.purchase_id AND i.kind = 'INVOICE' AND i.state = 'ISSUED'))
        ORDER BY d.id
        LIMIT ${BATCH}
        FOR UPDATE SKIP LOCKED
      )
      RETURNING id, purchase_id, kind, reference, amount_cents, provider, provider_id, access_token,
        attempts, created_at`.execute(db);
    return result.rows;
  },

  /** Gives taken documents back, due now, as if never taken (a runner stopping). */
  async release(db: Db, ids: number[]) {
    if (ids.length === 0) return;
    await db
      .updateTable("invoices")
      .set((eb) => ({ attempts: eb("attempts", "-", 1), taken_until: null }))
      .where("id", "in", ids)
      .where("state", "=", "PENDING")
      .execute();
  },

  /**
   * The provider's id, kept as soon as its draft exists, with the provider's name (a document
   * queued before INVOICING_PROVIDER changed is issued by the new one).
   */
  saveProviderId: (db: Db, id: number, provider: string, providerId: string) =>
    db
      .updateTable("invoices")
      .set({ provider, provider_id: providerId })
      .where("id", "=", id)
      .execute(),

  async markIssued(
    db: Db,
    id: number,
    issued: { number: string; atcud: string | null; pdfPath: string },
  ) {
    const result = await db
      .updateTable("invoices")
      .set({
        state: "ISSUED",
        number: issued.number,
        atcud: issued.atcud,
        pdf_path: issued.pdfPath,
        issued_at: new Date(),
        last_error: null,
        taken_until: null,
      })
      .where("id", "=", id)
      .where("state", "=", "PENDING")
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  },

  /**
   * Backs off exponentially (1, 2, 4… minutes) and gives up after MAX_ATTEMPTS: the document is
   * then FAILED until the staff ask again. Answers whether it gave up.
   */
  async markFailed(db: Db, id: number, attempts: number, error: string) {
    const gaveUp = attempts >= MAX_ATTEMPTS;
    await db
      .updateTable("invoices")
      .set({
        state: gaveUp ? "FAILED" : "PENDING",
        last_error: error.slice(0, 500),
        taken_until: null,
        next_attempt_at: sql`now() + make_interval(mins => ${2 ** (attempts - 1)})`,
      })
      .where("id", "=", id)
      .where("state", "=", "PENDING")
      .execute();
    return gaveUp;
  },

  /** Makes a purchase's failed or waiting documents due now with fresh attempts; answers how many. */
  async retry(db: Db, purchaseId: number) {
    const rows = await db
      .updateTable("invoices")
      .set({ state: "PENDING", attempts: 0, next_attempt_at: sql`now()` })
      .where("purchase_id", "=", purchaseId)
      .where("state", "!=", "ISSUED")
      .where((eb) =>
        eb.or([eb("taken_until", "is", null), eb("taken_until", "<", sql<Date>`now()`)]),
      )
      .returning("id")
      .execute();
    return rows.length;
  },

  ofPurchase: (db: Db, purchaseId: number) =>
    db
      .selectFrom("invoices")
      .selectAll()
      .where("purchase_id", "=", purchaseId)
      .orderBy("id")
      .execute(),

  invoiceOf: (db: Db, purchaseId: number) =>
    db
      .selectFrom("invoices")
      .selectAll()
      .where("purchase_id", "=", purchaseId)
      .where("kind", "=", "INVOICE")
      .executeTakeFirst(),

  /**
   * New random links for every document of these purchases: those already sent (by email, on an
   * order page) answer 404 from now on. The PDF keeps its file.
   */
  async renewAccessTokens(db: Db, purchaseIds: number[]) {
    if (purchaseIds.length === 0) return;
    const documents = await db
      .selectFrom("invoices")
      .select("id")
      .where("purchase_id", "in", purchaseIds)
      .execute();
    for (const { id } of documents)
      await db
        .updateTable("invoices")
        .set({ access_token: newAccessToken() })
        .where("id", "=", id)
        .execute();
  },

  byToken: (db: Db, token: string) =>
    db.selectFrom("invoices").selectAll().where("access_token", "=", token).executeTakeFirst(),

  async countFailed(db: Db) {
    const row = await db
      .selectFrom("invoices")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("state", "=", "FAILED")
      .executeTakeFirstOrThrow();
    return Number(row.count);
  },
};
