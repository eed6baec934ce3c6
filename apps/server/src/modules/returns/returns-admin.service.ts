import {
  type AcceptReturn,
  ADMIN_PAGE_SIZE,
  canMoveReturn,
  ErrorCode,
  formatIban,
  type RecordTransfer,
  type ReturnAdmin,
  type ReturnList,
  type ReturnListQuery,
  type ReturnState,
  refundDueAt,
  returnMessages,
  stockMessages,
} from "@shop/shared";
import type { FastifyBaseLogger } from "fastify";
import type { Kysely, Transaction } from "kysely";
import type { DB } from "../../db/schema.ts";
import { AppError } from "../../http/app-error.ts";
import type { ShopIdentity } from "../../mail/templates/layout.ts";
import type { ReturnMailKind } from "../../mail/templates/return-emails.ts";
import type { CardProvider } from "../../payments/card-provider.ts";
import type { MbwayProvider } from "../../payments/mbway-provider.ts";
import { RefundSettledElsewhereError, refundThrough } from "../../payments/refund-through.ts";
import { refundToCards } from "../gift-cards/gift-card-payments.ts";
import type { InvoiceService } from "../invoices/invoice.service.ts";
import { type PurchaseRow, purchaseRepository } from "../purchase/purchase.repository.ts";
import { notFound as orderNotFound } from "../purchase/purchase-admin.service.ts";
import { recordedTransfer } from "../purchase/purchase-admin-mapping.ts";
import { providerRefundMethod } from "../purchase/purchase-cancel.service.ts";
import { recordPurchaseEvent } from "../purchase/purchase-timeline.ts";
import {
  ibanHoldAt,
  refuseTransferBefore,
  refuseWhileHeld,
  tellIbanGiven,
} from "../purchase/refund-iban-hold.ts";
import { recordAudit, type StaffActor } from "../staff/audit.ts";
import { stockLocations } from "../stock/stock-changes.ts";
import { withdrawalRepository } from "../withdrawal/withdrawal.repository.ts";
import { createExchangePurchase } from "./exchange-purchase.ts";
import { queueReturnMail } from "./return-mail.ts";
import { type ReturnRow, returnsRepository as repo } from "./returns.repository.ts";
import { returnChanged, returnNotFound, returnViews } from "./returns.service.ts";
import { paidForReturn } from "./returns-mapping.ts";

const RETRY_BATCH = 50;

/** An IBAN in the audit log: enough to tell two apart, not enough to use. */
const maskedIban = (iban: string | null) =>
  iban && `${formatIban(iban).slice(0, 4)} … ${iban.slice(-4)}`;

export interface ReturnsAdminOptions {
  db: Kysely<DB>;
  card: CardProvider;
  mbway?: MbwayProvider | null;
  shopIdentity: () => Promise<ShopIdentity>;
  onMailQueued: () => void;
  log: FastifyBaseLogger;
  /** Queues the credit note of a refund in its transaction. */
  invoices: Pick<InvoiceService, "queueCreditNote">;
}

interface Locked {
  purchase: PurchaseRow;
  ret: ReturnRow;
}

/**
 * What a refund of a return gives back now: its lines' price, capped by what is left of the
 * payment. The last refund of a return that, with those refunded before, brings back every unit
 * bought gets all that is left, the delivery included (the terms: a withdrawal from the whole
 * order refunds its delivery too).
 */
async function refundableCents(
  db: Kysely<DB> | Transaction<DB>,
  purchase: PurchaseRow,
  ret: ReturnRow,
) {
  const [purchaseLines, lines, refunded, returned] = await Promise.all([
    repo.purchaseLines(db, purchase.id),
    repo.lines(db, [ret.id]),
    repo.refundedCents(db, purchase.id),
    repo.refundedUnits(db, purchase.id),
  ]);
  const left = Math.max(0, purchase.price_total_cents - refunded);
  const unitsOf = (
    rows: Array<{ product_id: number; size: string; quantity: number }>,
    line: { product_id: number; size: string },
  ) =>
    Number(
      rows.find((r) => r.product_id === line.product_id && r.size === line.size)?.quantity ?? 0,
    );
  const whole = purchaseLines.every(
    (line) => unitsOf(returned, line) + unitsOf(lines, line) >= line.quantity,
  );
  if (whole && ret.kind === "RETURN" && ret.state === "ACCEPTED") return left;
  return Math.min(paidForReturn(purchase, purchaseLines, lines), left);
}

/**
 * The back office's side of returns: the list, an order's returns, and each step — receive,
 * accept (sellable units back to stock) or refuse, then refund (credit note) or send the exchange
 * as a new purchase at no charge. Every step locks the purchase and then the return, checks the
 * state table, and writes its event, audit entry and email in the same transaction.
 */
export function returnsAdmin(options: ReturnsAdminOptions) {
  const { db, log } = options;

  async function lockBoth(trx: Transaction<DB>, returnId: number): Promise<Locked> {
    const found = await repo.find(trx, returnId);
    if (!found) throw returnNotFound();
    const purchase = await repo.lockPurchase(trx, found.purchase_id);
    const ret = await repo.lock(trx, returnId);
    if (!purchase || !ret) throw returnNotFound();
    return { purchase, ret };
  }

  /** One step along the table, made once however many staff click at once. */
  async function step(
    actor: StaffActor,
    returnId: number,
    to: ReturnState,
    work: (
      trx: Transaction<DB>,
      locked: Locked,
      shop: ShopIdentity,
    ) => Promise<Record<string, unknown>>,
    mail: ReturnMailKind,
  ) {
    const shop = await options.shopIdentity();
    const result = await db.transaction().execute(async (trx) => {
      const locked = await lockBoth(trx, returnId);
      const { ret, purchase } = locked;
      if (!canMoveReturn(ret.kind, ret.state, to)) throw returnChanged(ret);
      const details = await work(trx, locked, shop);
      const moved = (await repo.find(trx, ret.id)) as ReturnRow;
      await recordAudit(trx, actor, {
        action: `return.${to.toLowerCase()}`,
        entity: "purchase",
        entityId: purchase.id_short,
        before: { returnId: ret.id, state: ret.state },
        after: { returnId: ret.id, state: to, ...details },
      });
      const exchange = await repo.idShortOf(trx, moved.exchange_purchase_id);
      await queueReturnMail(trx, mail, moved, purchase, shop, exchange);
      return { purchase, ret: moved };
    });
    options.onMailQueued();
    return result;
  }

  /**
   * Asks the provider for a return's refund, to the card or back through MB WAY (as the
   * cancellations' refunds); a failure leaves it pending for the next round.
   */
  async function refundByProvider(returnId: number, actor: StaffActor | null): Promise<boolean> {
    const ret = await repo.find(db, returnId);
    const purchase = ret && (await purchaseRepository.findById(db, ret.purchase_id));
    const method = ret?.refund_method;
    if (!ret?.refund_cents || !purchase?.payment_intent_id) return false;
    if (method !== "CARD" && method !== "MBWAY") return false;
    try {
      const { id } = await refundThrough(
        options,
        method,
        purchase.payment_intent_id,
        ret.refund_cents,
        `return-${ret.id}`,
      );
      await db.transaction().execute(async (trx) => {
        const done = await trx
          .updateTable("purchase_returns")
          .set({ refund_status: "DONE", provider_refund_id: id })
          .where("id", "=", ret.id)
          .where("refund_status", "=", "PENDING")
          .executeTakeFirst();
        if (done.numUpdatedRows !== 1n) return;
        const details = { method, amountCents: ret.refund_cents, returnId: ret.id };
        await recordPurchaseEvent(trx, purchase.id, "REFUNDED", {
          staffId: actor?.id ?? null,
          details: { ...details, providerRefundId: id },
        });
      });
      return true;
    } catch (error) {
      if (error instanceof RefundSettledElsewhereError) return false;
      log.error({ err: error, returnId, method }, "provider refund of a return failed");
      const message = error instanceof Error ? error.message : String(error);
      await db
        .updateTable("purchase_returns")
        .set((eb) => ({
          refund_attempts: eb("refund_attempts", "+", 1),
          refund_last_error: message.slice(0, 500),
        }))
        .where("id", "=", ret.id)
        .where("refund_status", "=", "PENDING")
        .execute();
      return false;
    }
  }

  async function toAdmin(purchase: PurchaseRow, rows: ReturnRow[]): Promise<ReturnAdmin[]> {
    const [views, names] = await Promise.all([returnViews(db, purchase), stockLocations(db)]);
    const withdrawal = await withdrawalRepository.find(db, purchase.id);
    return Promise.all(
      rows.map(async (row) => {
        const view = views.find((v) => v.id === row.id);
        if (!view) throw returnNotFound();
        const open = ["REQUESTED", "RECEIVED", "ACCEPTED"].includes(row.state);
        return {
          ...view,
          createdAt: new Date(row.created_at).toISOString(),
          withdrawal: withdrawal?.return_id === row.id,
          customerName: purchase.delivery_name,
          email: purchase.contact_email,
          refundableCents: open ? await refundableCents(db, purchase, row) : 0,
          refundDetails: row.refund_status
            ? {
                status: row.refund_status,
                iban: row.iban,
                lastError: row.refund_last_error,
                dueAt: refundDueAt(row.created_at, withdrawal?.received_at).toISOString(),
                transfer: recordedTransfer(row),
              }
            : null,
          iban: row.iban,
          ibanGivenAt: row.iban_given_at && new Date(row.iban_given_at).toISOString(),
          heldUntil: ibanHoldAt(row.iban_given_at)?.toISOString() ?? null,
          paymentMethod: purchase.payment_method,
          receivedInto: row.received_at
            ? {
                storeId: row.received_store_id,
                name: names.get(row.received_store_id) ?? "",
              }
            : null,
        };
      }),
    );
  }

  return {
    async list(query: ReturnListQuery): Promise<ReturnList> {
      const { rows, total } = await repo.page(db, query, query.page, ADMIN_PAGE_SIZE);
      return {
        items: rows.map((row) => ({
          id: row.id,
          idShort: row.id_short,
          kind: row.kind,
          state: row.state,
          createdAt: new Date(row.created_at).toISOString(),
          name: row.delivery_name,
          email: row.contact_email,
          units: Number(row.units),
          withdrawal: Boolean(row.withdrawal),
          refund: row.refund_method
            ? { method: row.refund_method, done: row.refund_status === "DONE" }
            : null,
        })),
        total,
        moreThanTotal: false,
        page: query.page,
        pageSize: ADMIN_PAGE_SIZE,
      };
    },

    /** An order's returns, for its page in the back office. */
    async ofOrder(idShort: string): Promise<ReturnAdmin[]> {
      const purchase = await purchaseRepository.findByIdShort(db, idShort);
      if (!purchase) throw orderNotFound();
      return toAdmin(purchase, await repo.ofPurchase(db, purchase.id));
    },

    /** Received in a store or online (`storeId` null): accepted sellable units go back there. */
    receive: (actor: StaffActor, returnId: number, storeId: number | null = null) =>
      step(
        actor,
        returnId,
        "RECEIVED",
        async (trx, { ret, purchase }) => {
          const names = await stockLocations(trx);
          if (!names.has(storeId))
            throw new AppError(ErrorCode.VALIDATION, stockMessages.unknownStore, {
              storeId: stockMessages.unknownStore,
            });
          await repo.move(trx, ret.id, ret.state, "RECEIVED", {
            received_at: new Date(),
            staff_id: actor.id,
            received_store_id: storeId,
          });
          const location = names.get(storeId) ?? "";
          await recordPurchaseEvent(trx, purchase.id, "RETURN_RECEIVED", {
            staffId: actor.id,
            details: { returnId: ret.id, location },
          });
          return { location };
        },
        "RETURN_RECEIVED",
      ),

    /** Accepted: the lines the staff found sellable go back where the return was received. */
    accept: (actor: StaffActor, returnId: number, body: AcceptReturn) =>
      step(
        actor,
        returnId,
        "ACCEPTED",
        async (trx, { ret, purchase }) => {
          await repo.move(trx, ret.id, ret.state, "ACCEPTED", {
            decided_at: new Date(),
            staff_id: actor.id,
          });
          const restocked: string[] = [];
          for (const line of await repo.lines(trx, [ret.id])) {
            const sellable = body.restock.some(
              (r) => r.productId === line.product_id && r.size === line.size,
            );
            await repo.setRestocked(trx, ret.id, line.product_id, line.size, sellable);
            if (!sellable) continue;
            const unit = {
              productId: line.product_id,
              size: line.size,
              quantity: line.quantity,
              storeId: ret.received_store_id,
            };
            await repo.restock(trx, ret.id, unit, actor.id);
            restocked.push(`${line.product_id}/${line.size}×${line.quantity}`);
          }
          await recordPurchaseEvent(trx, purchase.id, "RETURN_ACCEPTED", {
            staffId: actor.id,
            details: { returnId: ret.id },
          });
          return { restocked: restocked.join(", ") };
        },
        "RETURN_ACCEPTED",
      ),

    /** Refused with a reason: an exchange's reserved sizes go back to online stock. */
    refuse: (actor: StaffActor, returnId: number, reason: string) =>
      step(
        actor,
        returnId,
        "REFUSED",
        async (trx, { ret, purchase }) => {
          const now = new Date();
          await repo.move(trx, ret.id, ret.state, "REFUSED", {
            refuse_reason: reason,
            decided_at: now,
            ended_at: now,
            staff_id: actor.id,
          });
          if (ret.kind === "EXCHANGE") await repo.release(trx, ret.id, actor.id);
          await recordPurchaseEvent(trx, purchase.id, "RETURN_REFUSED", {
            staffId: actor.id,
            details: { returnId: ret.id, reason },
          });
          return { reason };
        },
        "RETURN_REFUSED",
      ),

    /**
     * Refunds an accepted return: what was paid for its lines (shared pricing), never more than is
     * left of the payment; to the card or back through MB WAY (the way it was paid), or by
     * transfer to the IBAN given; with a credit note. Answers whether the money has already left
     * (a refund the provider took). An IBAN the staff type that is not the one given is told to
     * the customer and starts its hold again.
     */
    async refund(actor: StaffActor, returnId: number, iban: string | null) {
      const { ret } = await step(
        actor,
        returnId,
        "REFUNDED",
        async (trx, { ret, purchase }, shop) => {
          const amount = await refundableCents(trx, purchase, ret);
          if (amount <= 0) throw new AppError(ErrorCode.CONFLICT, returnMessages.nothingToRefund);
          // The gift cards that paid the purchase get back first what they paid; the rest (and
          // what an expired card cannot take) goes back the way the money came.
          const cards = await refundToCards(trx, purchase.id, amount);
          const money = amount - cards.refundedCents;
          if (money === 0) {
            await repo.move(trx, ret.id, ret.state, "REFUNDED", {
              refund_cents: 0,
              refund_gift_card_cents: amount,
              refund_method: "GIFT_CARD",
              refund_status: "DONE",
              ended_at: new Date(),
              staff_id: actor.id,
            });
            await options.invoices.queueCreditNote(trx, purchase, amount, `D${ret.id}`);
            await recordPurchaseEvent(trx, purchase.id, "RETURN_REFUNDED", {
              staffId: actor.id,
              details: { returnId: ret.id, method: "GIFT_CARD", amountCents: amount },
            });
            return { method: "GIFT_CARD", amountCents: amount, iban: null };
          }
          const byProvider = providerRefundMethod(purchase);
          const account = byProvider ? null : (iban ?? ret.iban);
          if (!byProvider && !account)
            throw new AppError(ErrorCode.VALIDATION, returnMessages.ibanRequired, {
              iban: returnMessages.ibanRequired,
            });
          const method = byProvider ?? "BANK_TRANSFER";
          const changed = account !== null && account !== ret.iban;
          await repo.move(trx, ret.id, ret.state, "REFUNDED", {
            refund_cents: money,
            refund_gift_card_cents: cards.refundedCents,
            refund_method: method,
            refund_status: "PENDING",
            iban: account,
            iban_given_at: changed
              ? await tellIbanGiven(trx, purchase, { iban: account, returnId: ret.id }, shop)
              : ret.iban_given_at,
            ended_at: new Date(),
            staff_id: actor.id,
          });
          await options.invoices.queueCreditNote(trx, purchase, amount, `D${ret.id}`);
          await recordPurchaseEvent(trx, purchase.id, "RETURN_REFUNDED", {
            staffId: actor.id,
            details: { returnId: ret.id, method, amountCents: money },
          });
          return { method, amountCents: money, iban: maskedIban(account) };
        },
        "RETURN_REFUNDED",
      );
      const method = ret.refund_method ?? "BANK_TRANSFER";
      if (method === "BANK_TRANSFER") return { done: false, method };
      if (method === "GIFT_CARD") return { done: true, method };
      return { done: await refundByProvider(ret.id, actor), method };
    },

    /** Sends an accepted exchange: a new purchase at no charge of the reserved sizes. */
    exchange: (actor: StaffActor, returnId: number) =>
      step(
        actor,
        returnId,
        "EXCHANGED",
        async (trx, { ret, purchase }) => {
          const lines = await repo.lines(trx, [ret.id]);
          const exchangeId = await createExchangePurchase(trx, purchase, ret.id, lines, actor.id);
          await repo.move(trx, ret.id, ret.state, "EXCHANGED", {
            exchange_purchase_id: exchangeId,
            ended_at: new Date(),
            staff_id: actor.id,
          });
          const exchangeIdShort = (await repo.idShortOf(trx, exchangeId)) ?? "";
          await recordPurchaseEvent(trx, purchase.id, "EXCHANGE_CREATED", {
            staffId: actor.id,
            details: { returnId: ret.id, exchangeIdShort },
          });
          return { exchangeIdShort };
        },
        "RETURN_EXCHANGED",
      ),

    /**
     * The staff made the transfer of a return's refund: the money has left. Refused while the
     * IBAN's hold runs.
     */
    async recordTransfer(actor: StaffActor, returnId: number, transfer: RecordTransfer) {
      await db.transaction().execute(async (trx) => {
        const { ret, purchase } = await lockBoth(trx, returnId);
        if (ret.refund_method !== "BANK_TRANSFER" || ret.refund_status !== "PENDING")
          throw new AppError(ErrorCode.CONFLICT, returnMessages.noTransfer);
        refuseWhileHeld(ret.iban_given_at);
        refuseTransferBefore(transfer, ret.created_at);
        await trx
          .updateTable("purchase_returns")
          .set({
            refund_status: "DONE",
            transfer_date: transfer.transferredOn,
            transfer_reference: transfer.bankReference,
          })
          .where("id", "=", ret.id)
          .execute();
        const details = {
          method: "BANK_TRANSFER",
          amountCents: ret.refund_cents,
          returnId: ret.id,
          ...transfer,
        };
        await recordPurchaseEvent(trx, purchase.id, "REFUNDED", { staffId: actor.id, details });
        await recordAudit(trx, actor, {
          action: "return.refund-transfer",
          entity: "purchase",
          entityId: purchase.id_short,
          after: { ...details, iban: maskedIban(ret.iban) },
        });
      });
    },

    /**
     * Asks the provider again, now, for a return's card or MB WAY refund that failed; 402 when it
     * fails again.
     */
    async retryRefund(actor: StaffActor, returnId: number) {
      const ret = await repo.find(db, returnId);
      if (!ret) throw returnNotFound();
      if (ret.refund_method === "BANK_TRANSFER" || ret.refund_status !== "PENDING")
        throw new AppError(ErrorCode.CONFLICT, returnMessages.noPendingRefund);
      if (!(await refundByProvider(ret.id, actor)))
        throw new AppError(ErrorCode.PAYMENT_FAILED, returnMessages.refundPending);
    },

    /** Card and MB WAY refunds of returns the provider did not take before (the expiry job runs this). */
    async refundPending() {
      for (const { id } of await repo.pendingByProvider(db, RETRY_BATCH))
        await refundByProvider(id, null);
    },
  };
}

export type ReturnsAdmin = ReturnType<typeof returnsAdmin>;
