import {
  type CancelOrder,
  type CancelOutcome,
  CUSTOMER_CANCELABLE_STATES,
  canMovePurchase,
  customerCancelMessages,
  ErrorCode,
  formatIban,
  GIFT_CARD_WITHDRAWAL_DAYS,
  orderMessages,
  type PurchaseEventDetails,
  type RecordTransfer,
  type RefundMethod,
  roleMay,
  UNPAID_STATES,
} from "@shop/shared";
import type { FastifyBaseLogger } from "fastify";
import type { Kysely, Transaction } from "kysely";
import type { DB } from "../../db/schema.ts";
import { AppError } from "../../http/app-error.ts";
import type { ShopIdentity } from "../../mail/templates/layout.ts";
import type { CardProvider } from "../../payments/card-provider.ts";
import type { MbwayProvider } from "../../payments/mbway-provider.ts";
import { RefundSettledElsewhereError, refundThrough } from "../../payments/refund-through.ts";
import type { InvoiceService } from "../invoices/invoice.service.ts";
import { recordAudit, type StaffActor } from "../staff/audit.ts";
import { paymentOutcomesRepository as outcomesRepository } from "./payment-outcomes.repository.ts";
import { type PurchaseRow, purchaseRepository as repo } from "./purchase.repository.ts";
import { changedMeanwhile, fulfilmentOf, lockOrder, notFound } from "./purchase-admin.service.ts";
import { queuePurchaseMail } from "./purchase-mail.ts";
import { type NewRefund, refundsRepository as refunds } from "./purchase-refunds.repository.ts";
import { recordPurchaseEvent } from "./purchase-timeline.ts";
import { refuseTransferBefore, refuseWhileHeld, tellIbanGiven } from "./refund-iban-hold.ts";
import { amountDueCents } from "./sold-gift-cards.ts";

const RETRY_BATCH = 50;

/** A refund the payment provider makes: to the card, or back through MB WAY. */
interface CardRefund {
  purchase_id: number;
  id_short: string;
  amount_cents: number;
  method: RefundMethod;
  intent_id: string | null;
}

/**
 * Who cancels: a staff member in the back office, or the customer, from the account (`userId`)
 * or from the order page's link (`userId` null).
 */
export type Canceller =
  | { staff: StaffActor }
  | { customer: { via: "account" | "order-link"; userId: number | null } };

/**
 * How the provider that took a paid purchase's money gives it back itself: to its card, or back
 * through MB WAY; null when it cannot (a MULTIBANCO payment), and the refund goes by transfer.
 */
export function providerRefundMethod(row: PurchaseRow): "CARD" | "MBWAY" | null {
  if (!row.payment_provider || !row.payment_intent_id) return null;
  if (row.payment_method === "CREDIT") return "CARD";
  return row.payment_method === "MBWAY" ? "MBWAY" : null;
}

/** Whether a paid purchase's refund goes by bank transfer (no provider can give it back). */
export const refundsByTransfer = (row: PurchaseRow) => providerRefundMethod(row) === null;

/**
 * Whether a paid purchase that bought gift cards is past the buyer's withdrawal period: its cards
 * may be in use for long, so only the staff may cancel it then.
 */
export const giftCardWithdrawalOver = (row: PurchaseRow, now = Date.now()) =>
  row.sold_gift_cards_cents > 0 &&
  row.paid_at !== null &&
  now - new Date(row.paid_at).getTime() > GIFT_CARD_WITHDRAWAL_DAYS * 86_400_000;

/** Whether the customer may cancel a purchase now, and whether that needs an IBAN. */
export function customerCancelOf(row: PurchaseRow): { allowed: boolean; needsIban: boolean } {
  const allowed = CUSTOMER_CANCELABLE_STATES.includes(row.state) && !giftCardWithdrawalOver(row);
  // What gift cards paid goes back to them: only the rest may need a transfer.
  const paid = !UNPAID_STATES.includes(row.state) && amountDueCents(row) > 0;
  return { allowed, needsIban: allowed && paid && refundsByTransfer(row) };
}

/**
 * The money refund a paid purchase needs (`amountCents`: what its method paid, and what expired
 * gift cards could not take back): to its card, or by transfer to the IBAN the customer gave.
 */
function refundOf(
  row: PurchaseRow,
  amountCents: number,
  iban: string | null,
  canceller: Canceller,
): NewRefund {
  const common = {
    purchase_id: row.id,
    amount_cents: amountCents,
    requested_by: "staff" in canceller ? canceller.staff.id : null,
  };
  const method = providerRefundMethod(row);
  if (method) {
    const paid = { provider: row.payment_provider, intent_id: row.payment_intent_id };
    return { ...common, method, iban: null, ...paid };
  }
  if (!iban) {
    const message =
      "staff" in canceller ? orderMessages.ibanRequired : customerCancelMessages.ibanRequired;
    throw new AppError(ErrorCode.VALIDATION, message, { iban: message });
  }
  return { ...common, method: "BANK_TRANSFER", iban, provider: null, intent_id: null };
}

/**
 * Refuses what this canceller may not cancel: staff anything before dispatch (a paid one only
 * with orders.refund); the customer only before the dispatch is asked for.
 */
function refuseCancel(row: PurchaseRow, canceller: Canceller) {
  if ("customer" in canceller) {
    if (row.state === "CANCELED")
      throw new AppError(ErrorCode.CONFLICT, customerCancelMessages.alreadyCanceled);
    if (!CUSTOMER_CANCELABLE_STATES.includes(row.state))
      throw new AppError(ErrorCode.CONFLICT, customerCancelMessages.tooLate);
    if (giftCardWithdrawalOver(row))
      throw new AppError(ErrorCode.CONFLICT, customerCancelMessages.giftCardsTooLate);
    return;
  }
  if (!canMovePurchase(row.state, "CANCELED", fulfilmentOf(row))) throw changedMeanwhile(row.state);
  if (!UNPAID_STATES.includes(row.state) && !roleMay(canceller.staff.role, "orders.refund"))
    throw new AppError(ErrorCode.FORBIDDEN, orderMessages.refundForbidden);
}

/** Who cancelled, as the timeline and the audit log keep it. */
const cancelledBy = (canceller: Canceller): PurchaseEventDetails =>
  "staff" in canceller
    ? { by: "staff" }
    : { by: "customer", via: canceller.customer.via, userId: canceller.customer.userId };

/** An IBAN in the audit log: enough to tell two apart, not enough to use. */
const maskedIban = (iban: string | null) =>
  iban && `${formatIban(iban).slice(0, 4)} … ${iban.slice(-4)}`;

export interface PurchaseCancelOptions {
  db: Kysely<DB>;
  card: CardProvider;
  mbway?: MbwayProvider | null;
  shopIdentity: () => Promise<ShopIdentity>;
  onMailQueued: () => void;
  log: FastifyBaseLogger;
  /** Queues the credit note of a refund in its transaction. */
  invoices: Pick<InvoiceService, "queueCreditNote">;
  /** The purchase service's settling of a card intent (a payment that beat the cancellation). */
  settleCardIntent: (intentId: string, notificationId: null) => Promise<unknown>;
}

/**
 * The shop cancels an order before it leaves: its stock comes back and its customer is refunded
 * (by card through the provider, retried until it answers; or by a transfer the staff record).
 */
export function purchaseCancel(options: PurchaseCancelOptions) {
  const { db, card, log } = options;

  /** Asks the provider for a card refund; a failure leaves it pending for the next round. */
  async function refundCard(refund: CardRefund, actor: StaffActor | null): Promise<boolean> {
    const { purchase_id: purchaseId, amount_cents: amountCents } = refund;
    try {
      const method = refund.method === "MBWAY" ? "MBWAY" : "CARD";
      const { id } = await refundThrough(options, method, refund.intent_id ?? "", amountCents);
      await db.transaction().execute(async (trx) => {
        if (!(await refunds.markCardDone(trx, purchaseId, id))) return;
        const details = { method: refund.method, amountCents, providerRefundId: id };
        await recordPurchaseEvent(trx, purchaseId, "REFUNDED", {
          staffId: actor?.id ?? null,
          details,
        });
        if (actor)
          await recordAudit(trx, actor, {
            action: "purchase.refund",
            entity: "purchase",
            entityId: refund.id_short,
            after: details,
          });
      });
      return true;
    } catch (error) {
      if (error instanceof RefundSettledElsewhereError) return false;
      log.error({ err: error, purchaseId }, "card refund of a cancelled purchase failed");
      const message = error instanceof Error ? error.message : String(error);
      await db.transaction().execute(async (trx) => {
        // The timeline tells the first failure; later ones only count on the refund.
        if ((await refunds.markCardFailed(trx, purchaseId, message)) === 1)
          await recordPurchaseEvent(trx, purchaseId, "REFUND_FAILED", {
            details: { error: message.slice(0, 200) },
          });
      });
      return false;
    }
  }

  /**
   * Stops an unpaid purchase's intent; one the customer paid meanwhile is settled as a payment
   * for a cancelled purchase (recorded and refunded). A provider that does not answer leaves it
   * to its notification, which does the same.
   */
  async function cancelIntent(intentId: string, idShort: string) {
    try {
      if (!(await card.cancelIntent(intentId))) await options.settleCardIntent(intentId, null);
    } catch (error) {
      log.warn({ err: error, idShort }, "could not cancel the intent of a cancelled purchase");
    }
  }

  /** The cancellation itself, in one transaction: state, stock, refund owed, timeline, audit, email. */
  async function cancelInTransaction(
    trx: Transaction<DB>,
    canceller: Canceller,
    idShort: string,
    body: CancelOrder,
    shop: ShopIdentity,
  ) {
    const row = await lockOrder(trx, idShort);
    refuseCancel(row, canceller);
    const staff = "staff" in canceller ? canceller.staff : null;
    const paid = !UNPAID_STATES.includes(row.state);
    const canceled = await repo.cancelReturningStock(trx, row.id, staff?.id ?? null);
    if (!canceled) throw changedMeanwhile(row.state);
    // What was spent of the gift cards it bought stays paid: it bought something else.
    const soldSpentCents = paid ? row.sold_gift_cards_cents - canceled.soldUnspentCents : 0;
    const moneyCents = amountDueCents(row) + canceled.cardsLeftCents - soldSpentCents;
    const refund = paid && moneyCents > 0 ? refundOf(row, moneyCents, body.iban, canceller) : null;
    const reason = body.reason || null;
    const by = cancelledBy(canceller);
    await recordPurchaseEvent(trx, row.id, "CANCELED", {
      staffId: staff?.id ?? null,
      details: { ...by, reason },
    });
    if (refund) {
      const ibanGivenAt = refund.iban
        ? await tellIbanGiven(trx, row, { iban: refund.iban, returnId: null }, shop)
        : null;
      await refunds.insert(trx, { ...refund, iban_given_at: ibanGivenAt });
      await recordPurchaseEvent(trx, row.id, "REFUND_REQUESTED", {
        staffId: staff?.id ?? null,
        details: { method: refund.method, amountCents: refund.amount_cents },
      });
    }
    // The invoice showed the whole total, the cards' part among the means of payment; what was
    // spent of the cards it sold is not credited.
    if (paid)
      await options.invoices.queueCreditNote(trx, row, row.price_total_cents - soldSpentCents);
    await recordAudit(trx, staff, {
      action: "purchase.cancel",
      entity: "purchase",
      entityId: idShort,
      before: { state: row.state },
      after: {
        state: "CANCELED",
        ...(staff ? {} : by),
        reason,
        refund: refund && {
          method: refund.method,
          amountCents: refund.amount_cents,
          iban: maskedIban(refund.iban),
        },
      },
    });
    // Mailed as it was, so an unpaid reference's email says it is no longer payable.
    await queuePurchaseMail(trx, "PURCHASE_CANCELED", row, shop, {
      canceledByCustomer: !staff,
      canceledPaid: paid,
    });
    return { row, refund };
  }

  return {
    /**
     * Cancels an order before dispatch: stock back, card intent of an unpaid order cancelled,
     * a paid one refunded. Staff may cancel until it leaves (a paid one needs orders.refund); the
     * customer until its dispatch is asked for. Two at once: one cancels, the other 409.
     */
    async cancel(canceller: Canceller, idShort: string, body: CancelOrder): Promise<CancelOutcome> {
      const shop = await options.shopIdentity();
      const { row, refund } = await db
        .transaction()
        .execute((trx) => cancelInTransaction(trx, canceller, idShort, body, shop));
      options.onMailQueued();
      if (!refund && row.payment_intent_id) await cancelIntent(row.payment_intent_id, idShort);
      if (!refund) return { refund: "none" };
      if (refund.method === "BANK_TRANSFER") return { refund: "transfer-pending" };
      const cardRefund = { ...refund, id_short: row.id_short };
      const staff = "staff" in canceller ? canceller.staff : null;
      return { refund: (await refundCard(cardRefund, staff)) ? "card-done" : "card-pending" };
    },

    /**
     * The staff made the transfer to the customer's IBAN: the refund is done. Refused while the
     * IBAN's hold runs.
     */
    async recordTransfer(actor: StaffActor, idShort: string, transfer: RecordTransfer) {
      await db.transaction().execute(async (trx) => {
        const row = await lockOrder(trx, idShort);
        const refund = await refunds.of(trx, row.id);
        if (refund) refuseWhileHeld(refund.iban_given_at);
        // Only a transfer still owed has a day to check: one recorded already is a 409 below.
        if (refund?.status === "PENDING" && refund.method === "BANK_TRANSFER")
          refuseTransferBefore(transfer, refund.requested_at);
        if (!(await refunds.markTransferDone(trx, row.id, actor.id, transfer)) || !refund)
          throw new AppError(ErrorCode.CONFLICT, orderMessages.noTransfer);
        const details = {
          method: "BANK_TRANSFER",
          amountCents: refund.amount_cents,
          ...transfer,
        };
        await recordPurchaseEvent(trx, row.id, "REFUNDED", { staffId: actor.id, details });
        await recordAudit(trx, actor, {
          action: "purchase.refund-transfer",
          entity: "purchase",
          entityId: idShort,
          before: { refund: "PENDING" },
          after: { refund: "DONE", ...details, iban: maskedIban(refund.iban) },
        });
      });
    },

    /** The staff sent back, by transfer, a MULTIBANCO payment the order could not take. */
    async recordLatePaymentRefund(
      actor: StaffActor,
      idShort: string,
      incidentId: number,
      transfer: RecordTransfer,
    ) {
      await db.transaction().execute(async (trx) => {
        const row = await lockOrder(trx, idShort);
        const incident = await outcomesRepository.staffRefundDue(trx, row.id, incidentId);
        if (!incident) throw new AppError(ErrorCode.CONFLICT, orderMessages.noLatePayment);
        refuseTransferBefore(transfer, incident.received_at);
        await outcomesRepository.markStaffRefunded(trx, incidentId, transfer);
        const details = {
          method: "BANK_TRANSFER",
          late: true,
          amountCents: incident.amount_cents,
          ...transfer,
        };
        await recordPurchaseEvent(trx, row.id, "REFUNDED", { staffId: actor.id, details });
        await recordAudit(trx, actor, {
          action: "purchase.late-payment-refund",
          entity: "purchase",
          entityId: idShort,
          after: details,
        });
      });
    },

    /** Asks the provider again, now, for a card refund that failed; 402 when it fails again. */
    async retryRefund(actor: StaffActor, idShort: string): Promise<void> {
      const row = await repo.findByIdShort(db, idShort);
      if (!row) throw notFound();
      const refund = await refunds.of(db, row.id);
      if (!refund || refund.method === "BANK_TRANSFER" || refund.status !== "PENDING")
        throw new AppError(ErrorCode.CONFLICT, orderMessages.noPendingRefund);
      if (!(await refundCard({ ...refund, id_short: row.id_short }, actor)))
        throw new AppError(ErrorCode.PAYMENT_FAILED, orderMessages.refundStillPending);
    },

    /** Card refunds the provider did not take before (the expiry job runs this every minute). */
    async refundPending() {
      for (const refund of await refunds.pendingCard(db, RETRY_BATCH)) {
        await refundCard(refund, null);
      }
    },
  };
}

export type PurchaseCancel = ReturnType<typeof purchaseCancel>;
