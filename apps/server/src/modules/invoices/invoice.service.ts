import { mkdir, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import {
  centsToEuros,
  ErrorCode,
  FINAL_CONSUMER,
  formatEuros,
  type InvoiceDocument,
  type InvoicingStatus,
  invoiceDocument,
  maskedGiftCardCode,
  type OrderInvoice,
  paymentMethodNames,
} from "@shop/shared";
import type { FastifyBaseLogger } from "fastify";
import type { Kysely, Transaction } from "kysely";
import type { DB } from "../../db/schema.ts";
import { AppError } from "../../http/app-error.ts";
import { type PurchaseRow, purchaseRepository } from "../purchase/purchase.repository.ts";
import { recordPurchaseEvent } from "../purchase/purchase-timeline.ts";
import { amountDueCents, purchaseGiftCards } from "../purchase/sold-gift-cards.ts";
import { settingsRepository } from "../settings/settings.repository.ts";
import { recordAudit, type StaffActor } from "../staff/audit.ts";
import { type InvoiceRow, invoiceRepository as repo } from "./invoice.repository.ts";
import type { InvoiceRequest, InvoicingProvider } from "./invoicing-provider.ts";
import { invoiceMessages } from "./texts.ts";

/** How often, and how long apart, a PDF the provider is still making is asked for in one go. */
const PDF_POLLS = 3;
const PDF_POLL_MS = 1000;

export interface InvoiceServiceOptions {
  db: Kysely<DB>;
  /** null: invoices are not issued (INVOICING_PROVIDER=none). */
  provider: InvoicingProvider | null;
  invoicesDir: string;
  log: FastifyBaseLogger;
  pdfPollMs?: number;
}

/** A credit note of part of a purchase: one line at the purchase's rate. */
function partialDocument(amountCents: number, vatPercent: number): InvoiceDocument {
  const baseCents = Math.round((amountCents * 100) / (100 + vatPercent));
  const line = {
    description: "Devolução",
    quantity: 1,
    baseCents,
    vatPercent,
    vatCents: amountCents - baseCents,
    totalCents: amountCents,
  };
  return { lines: [line], baseCents, vatCents: line.vatCents, totalCents: amountCents, vatPercent };
}

async function documentOf(db: Kysely<DB>, purchase: PurchaseRow, amountCents: number) {
  if (amountCents !== purchase.price_total_cents)
    return partialDocument(amountCents, purchase.vat_percent);
  const lines = await purchaseRepository.lines(db, purchase.id);
  const { sold } = await purchaseGiftCards(db, purchase.id);
  return invoiceDocument({
    giftCardValues: sold.map((card) => card.valueCents),
    baseCents: purchase.price_base_cents,
    vatCents: purchase.price_tax_cents,
    totalCents: purchase.price_total_cents,
    vatPercent: purchase.vat_percent,
    lines: lines.map((line) => ({
      title: line.title ?? `Ref: ${line.ref}`,
      size: line.size,
      quantity: line.quantity,
      unitPriceCents: line.unit_price_cents,
      discount: line.discount,
      saleCents: line.sale_cents,
      codeDiscountCents: line.code_discount_cents,
    })),
  });
}

/**
 * How a purchase was paid, as its invoice says it: each gift card (a means of payment, never a
 * discount: the VAT is on the whole price) and what the method paid.
 */
async function paymentDescription(db: Kysely<DB>, purchase: PurchaseRow): Promise<string> {
  const method = paymentMethodNames[purchase.payment_method];
  const { used } = await purchaseGiftCards(db, purchase.id);
  if (used.length === 0) return method;
  const euros = (cents: number) => formatEuros(centsToEuros(cents));
  const cards = used.map(
    (card) => `Cartão-presente ${maskedGiftCardCode(card.last4)}: ${euros(card.cents)}`,
  );
  const rest = amountDueCents(purchase);
  return [...cards, ...(rest > 0 ? [`${method}: ${euros(rest)}`] : [])].join("; ");
}

/** The buyer of a purchase's invoice: the name and NIF asked for, or a final consumer. */
function buyerOf(purchase: PurchaseRow): InvoiceRequest["buyer"] {
  const nif = purchase.invoice_nif;
  return {
    name: nif ? (purchase.invoice_name ?? purchase.delivery_name) : FINAL_CONSUMER,
    nif: nif || null,
    email: purchase.contact_email,
    address: nif ? purchase.invoice_street : null,
    postalCode: nif ? purchase.invoice_postal_code : null,
    city: nif ? purchase.invoice_city : null,
    country: nif ? purchase.invoice_country : null,
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Certified invoices: queued with the payment (or the refund) in its transaction, issued by a
 * job at the provider, kept as PDFs under DATA_DIR. A provider that is down delays the document,
 * never the purchase.
 */
export function invoiceService(options: InvoiceServiceOptions) {
  const { db, provider, log } = options;
  const pollMs = options.pdfPollMs ?? PDF_POLL_MS;

  async function requestOf(row: InvoiceRow): Promise<InvoiceRequest> {
    const purchase = await purchaseRepository.findById(db, row.purchase_id);
    // Who sells: the shop's name, address, NIF and contacts from its settings.
    const settings = await settingsRepository.read(db);
    const invoice =
      row.kind === "CREDIT_NOTE" ? await repo.invoiceOf(db, row.purchase_id) : undefined;
    return {
      kind: row.kind,
      reference: row.reference,
      date: row.kind === "INVOICE" ? (purchase.paid_at ?? row.created_at) : row.created_at,
      issuer: {
        name: settings.contact_name,
        address: settings.contact_address,
        nif: settings.contact_nif,
        email: settings.contact_email,
        phone: settings.contact_phone,
      },
      buyer: buyerOf(purchase),
      document: await documentOf(db, purchase, row.amount_cents),
      paymentMethod: await paymentDescription(db, purchase),
      corrects:
        invoice?.provider_id && invoice.number
          ? { providerId: invoice.provider_id, number: invoice.number }
          : null,
    };
  }

  async function pdfOf(request: InvoiceRequest, providerId: string, number: string) {
    if (!provider) throw new Error("no invoicing provider");
    for (let poll = 1; ; poll += 1) {
      const pdf = await provider.pdf(request, providerId, number);
      if (pdf) return pdf;
      if (poll >= PDF_POLLS) throw new Error("the provider is still making the PDF");
      await sleep(pollMs);
    }
  }

  /** Writes the PDF whole or not at all: a crash never leaves half a file to serve. */
  async function store(row: InvoiceRow, pdf: Uint8Array): Promise<string> {
    await mkdir(options.invoicesDir, { recursive: true });
    const name = `${row.access_token}.pdf`;
    const path = join(options.invoicesDir, name);
    await writeFile(`${path}.part`, pdf);
    await rename(`${path}.part`, path);
    return name;
  }

  /**
   * Issues one document. Its provider id is kept as soon as the draft exists, and a retry without
   * one first asks the provider for a document of our reference: never two for one purchase.
   */
  async function issue(row: InvoiceRow) {
    if (!provider) throw new Error("no invoicing provider");
    const request = await requestOf(row);
    let providerId = row.provider_id ?? (await provider.find(request));
    if (!providerId) providerId = await provider.createDraft(request);
    if (providerId !== row.provider_id)
      await repo.saveProviderId(db, row.id, provider.name, providerId);
    const { number, atcud } = await provider.finalise(request, providerId);
    const pdfPath = await store(row, await pdfOf(request, providerId, number));
    await db.transaction().execute(async (trx) => {
      if (!(await repo.markIssued(trx, row.id, { number, atcud, pdfPath }))) return;
      const kind = row.kind === "INVOICE" ? "INVOICE_ISSUED" : "CREDIT_NOTE_ISSUED";
      await recordPurchaseEvent(trx, row.purchase_id, kind, { details: { number, atcud } });
    });
  }

  async function fail(row: InvoiceRow, error: unknown) {
    const message = error instanceof Error ? error.message : String(error);
    const gaveUp = await db.transaction().execute(async (trx) => {
      const failed = await repo.markFailed(trx, row.id, row.attempts, message);
      // The timeline tells the first failure and giving up; the attempts between only count.
      if (row.attempts === 1 || failed)
        await recordPurchaseEvent(trx, row.purchase_id, "INVOICE_FAILED", {
          details: { document: row.kind, error: message.slice(0, 200), gaveUp: failed },
        });
      return failed;
    });
    const details = { err: error, invoiceId: row.id, attempts: row.attempts };
    if (gaveUp) log.error(details, "invoice failed for good; the back office can try it again");
    else log.warn(details, "invoice not issued, will retry");
  }

  /** The issued PDF of a purchase's invoice; null when there is none yet. */
  const pdfOfPurchase = async (purchaseId: number) => pdfFile(await repo.invoiceOf(db, purchaseId));

  return {
    /** In the payment's transaction: the purchase's invoice, to be issued by the job. */
    async queueInvoice(trx: Transaction<DB>, purchase: PurchaseRow) {
      if (provider) await repo.queueInvoice(trx, purchase, provider.name);
    },

    /**
     * In a refund's transaction: a credit note of `amountCents` against the purchase's invoice, if
     * it has one; `refund` tells one refund from another (a cancellation is "NC"), so each is
     * credited once however often it is asked.
     */
    queueCreditNote: (
      trx: Transaction<DB>,
      purchase: Pick<PurchaseRow, "id" | "id_short">,
      amountCents: number,
      refund = "NC",
    ) => repo.queueCreditNote(trx, purchase.id, `${purchase.id_short}-${refund}`, amountCents),

    claimDue: () => repo.claimDue(db),
    release: (ids: number[]) => repo.release(db, ids),

    /** Issues one taken document; a failure is recorded for a later attempt, never thrown. */
    async run(row: InvoiceRow) {
      try {
        await issue(row);
      } catch (error) {
        await fail(row, error);
      }
    },

    /** The staff's «Tentar de novo»: the purchase's documents not issued are due now. */
    async retry(actor: StaffActor, idShort: string) {
      const purchase = await purchaseRepository.findByIdShort(db, idShort);
      if (!purchase) throw new AppError(ErrorCode.NOT_FOUND, invoiceMessages.orderNotFound);
      await db.transaction().execute(async (trx) => {
        if ((await repo.retry(trx, purchase.id)) === 0)
          throw new AppError(ErrorCode.CONFLICT, invoiceMessages.nothingToRetry);
        await recordAudit(trx, actor, {
          action: "invoice.retry",
          entity: "purchase",
          entityId: idShort,
        });
      });
    },

    /** A purchase's invoice and credit note as the back office shows them. */
    async ofOrder(purchaseId: number, idShort: string): Promise<OrderInvoice | null> {
      const rows = await repo.ofPurchase(db, purchaseId);
      const invoice = rows.find((row) => row.kind === "INVOICE");
      const credit = rows.filter((row) => row.kind === "CREDIT_NOTE").at(-1);
      if (!invoice) return null;
      return {
        state: invoice.state,
        provider: invoice.provider,
        number: invoice.number,
        atcud: invoice.atcud,
        pdfUrl: invoice.state === "ISSUED" ? `/admin/orders/${idShort}/invoice` : null,
        attempts: invoice.attempts,
        lastError: credit?.last_error ?? invoice.last_error,
        nextAttemptAt:
          invoice.state === "PENDING" ? new Date(invoice.next_attempt_at).toISOString() : null,
        issuedAt: invoice.issued_at?.toISOString() ?? null,
        creditNote: credit
          ? { state: credit.state, number: credit.number, atcud: credit.atcud }
          : null,
      };
    },

    pdfOfPurchase,

    /** The issued PDF of an order's invoice, for the staff. */
    async pdfOfOrder(idShort: string) {
      const purchase = await purchaseRepository.findByIdShort(db, idShort);
      return purchase ? pdfOfPurchase(purchase.id) : null;
    },

    /** The PDF of the long random link sent by email; null when unknown or not issued yet. */
    pdfByToken: async (token: string) => pdfFile(await repo.byToken(db, token)),

    async status(): Promise<InvoicingStatus> {
      return { provider: provider?.name ?? "none", failed: await repo.countFailed(db) };
    },
  };

  /** The file of an issued document; null when there is none or it is not issued yet. */
  function pdfFile(
    row: { state: string; pdf_path: string | null; number: string | null } | undefined,
  ) {
    if (row?.state !== "ISSUED" || !row.pdf_path) return null;
    return {
      path: join(options.invoicesDir, row.pdf_path),
      filename: `${(row.number ?? "fatura").replace(/[^A-Za-z0-9-]+/g, "_")}.pdf`,
    };
  }
}

export type InvoiceService = ReturnType<typeof invoiceService>;
