import {
  CUSTOMER_CANCELABLE_STATES,
  ErrorCode,
  mainPicture,
  withdrawalMessages as messages,
  UNPAID_STATES,
  type WithdrawalPreview,
  type WithdrawalReceipt,
} from "@shop/shared";
import type { Kysely } from "kysely";
import { orderPageLimits } from "../../config/limits.ts";
import type { DB } from "../../db/schema.ts";
import { limitAttempts } from "../../http/account-limit.ts";
import { AppError } from "../../http/app-error.ts";
import { enqueueMail } from "../../mail/outbox.ts";
import type { ShopIdentity } from "../../mail/templates/layout.ts";
import {
  type WithdrawalMailData,
  withdrawalForShopMail,
  withdrawalReceivedMail,
} from "../../mail/templates/withdrawal-emails.ts";
import { type PurchaseRow, purchaseRepository } from "../purchase/purchase.repository.ts";
import {
  giftCardWithdrawalOver,
  type PurchaseCancel,
  refundsByTransfer,
} from "../purchase/purchase-cancel.service.ts";
import { recordPurchaseEvent } from "../purchase/purchase-timeline.ts";
import type { ReturnsService } from "../returns/returns.service.ts";
import { withdrawalRepository as repo } from "./withdrawal.repository.ts";

export interface WithdrawalOptions {
  db: Kysely<DB>;
  cancellations: PurchaseCancel;
  returns: ReturnsService;
  shopIdentity: () => Promise<ShopIdentity>;
  onMailQueued: () => void;
}

/** Who withdraws: a guest naming the order, or an account holder one of theirs. */
export type Withdrawer = { via: "guest" } | { via: "account"; userId: number };

const notFound = () => new AppError(ErrorCode.NOT_FOUND, messages.notFound);
const conflict = (message: string) => new AppError(ErrorCode.CONFLICT, message);

/**
 * The withdrawal function (Directive 2011/83/EU art. 11a): a paid order is withdrawn online in two
 * steps, acknowledged at once by email with the date and time, then handled as the shop handles
 * it by hand: cancelled before it leaves, a return to receive once delivered, else the staff's.
 */
export function withdrawalService(options: WithdrawalOptions) {
  const { db, cancellations, returns } = options;

  /** Where the order stands: refused with the reason when there is nothing to withdraw. */
  async function pathOf(purchase: PurchaseRow): Promise<WithdrawalPreview["path"]> {
    if (purchase.state === "CANCELED") throw conflict(messages.canceled);
    if (UNPAID_STATES.includes(purchase.state)) throw conflict(messages.unpaid);
    if (giftCardWithdrawalOver(purchase)) throw conflict(messages.tooLate);
    if (CUSTOMER_CANCELABLE_STATES.includes(purchase.state)) return "cancel";
    if (purchase.state !== "DELIVERED") return "staff";
    const returnable = await returns.returnable(purchase.id);
    if (!returnable.open) throw conflict(messages.tooLate);
    return "return";
  }

  /** What the customer confirms, its lines with their pictures for the acknowledgement email. */
  async function pictured(purchase: PurchaseRow): Promise<Omit<WithdrawalMailData, "receivedAt">> {
    if (await repo.find(db, purchase.id)) throw conflict(messages.already);
    const path = await pathOf(purchase);
    const lines = await purchaseRepository.lines(db, purchase.id, purchase.language);
    return {
      reference: purchase.id_short,
      orderedAt: new Date(purchase.created_at).toISOString(),
      lines: lines.map((line) => ({
        title: line.title ?? `Ref: ${line.ref}`,
        size: line.size,
        quantity: line.quantity,
        picture: mainPicture(line.pictures),
      })),
      totalCents: purchase.price_total_cents,
      path,
      asksIban: refundsByTransfer(purchase),
    };
  }

  /** The withdrawal shown before it is confirmed (the pictures are the email's only). */
  async function preview(purchase: PurchaseRow): Promise<WithdrawalPreview> {
    const { lines, ...shown } = await pictured(purchase);
    return { ...shown, lines: lines.map(({ picture: _, ...line }) => line) };
  }

  async function purchaseOf(id: number | null): Promise<PurchaseRow> {
    if (id === null) throw notFound();
    const purchase = await purchaseRepository.findById(db, id);
    if (!purchase) throw notFound();
    return purchase;
  }

  /** Cancels or asks the return the way the customer would; left to the staff when it cannot. */
  async function handle(
    withdrawalId: number,
    purchase: PurchaseRow,
    path: WithdrawalPreview["path"],
    iban: string | null,
    withdrawer: Withdrawer,
  ): Promise<void> {
    const needsIban = refundsByTransfer(purchase);
    if (path === "staff" || (needsIban && !iban)) return;
    if (path === "cancel") {
      const userId = withdrawer.via === "account" ? withdrawer.userId : null;
      const via = withdrawer.via === "account" ? "account" : "order-link";
      await cancellations.cancel({ customer: { via, userId } }, purchase.id_short, {
        iban,
        reason: "Livre resolução",
      });
      await repo.settle(db, withdrawalId, "CANCELED", null);
      return;
    }
    const returnable = await returns.returnable(purchase.id);
    const { id } = await returns.request(purchase.id, {
      kind: "RETURN",
      reason: "NO_REASON",
      note: "Livre resolução do contrato",
      iban,
      lines: returnable.lines.map((line) => ({
        productId: line.productId,
        size: line.size,
        quantity: line.quantity,
        exchangeSize: null,
      })),
    });
    await repo.settle(db, withdrawalId, "RETURN_REQUESTED", id);
  }

  async function withdraw(
    withdrawer: Withdrawer,
    purchaseId: number | null,
    iban: string | null,
  ): Promise<WithdrawalReceipt> {
    const purchase = await purchaseOf(purchaseId);
    const shown = await pictured(purchase);
    const shop = await options.shopIdentity();
    const withdrawal = await db.transaction().execute(async (trx) => {
      const row = await repo.insert(trx, purchase.id, withdrawer.via);
      if (!row) throw conflict(messages.already);
      const mail = { ...shown, receivedAt: row.received_at, language: purchase.language };
      const receipt = withdrawalReceivedMail(mail, shop);
      await enqueueMail(trx, "WITHDRAWAL_RECEIVED", { to: purchase.contact_email, ...receipt });
      if (shop.email)
        await enqueueMail(trx, "WITHDRAWAL_FOR_SHOP", {
          to: shop.email,
          ...withdrawalForShopMail(mail, shop),
        });
      await recordPurchaseEvent(trx, purchase.id, "EMAIL", {
        details: { mail: "WITHDRAWAL_RECEIVED", subject: receipt.subject },
      });
      return row;
    });
    options.onMailQueued();
    try {
      await handle(withdrawal.id, purchase, shown.path, iban, withdrawer);
    } catch {
      // Received and acknowledged all the same: the staff see it to handle by hand.
    }
    const settled = await repo.find(db, purchase.id);
    await recordPurchaseEvent(db, purchase.id, "WITHDRAWAL", {
      details: { outcome: settled?.outcome ?? "TO_PROCESS", returnId: settled?.return_id ?? null },
    });
    return {
      reference: purchase.id_short,
      receivedAt: new Date(withdrawal.received_at).toISOString(),
      path: shown.path,
    };
  }

  /** A script trying references and emails: counted per address before anything is looked up. */
  const limit = (address: string) =>
    limitAttempts(
      db,
      `withdrawal:${address}`,
      orderPageLimits.linkCallsPerAddress.max,
      orderPageLimits.linkCallsPerAddress.windowSeconds,
    );

  return {
    async previewAsGuest(reference: string, email: string, address: string) {
      await limit(address);
      const id = await repo.purchaseIdOf(db, reference, email);
      return preview(await purchaseOf(id));
    },
    async withdrawAsGuest(reference: string, email: string, iban: string | null, address: string) {
      await limit(address);
      const id = await repo.purchaseIdOf(db, reference, email);
      return withdraw({ via: "guest" }, id, iban);
    },
    async previewOwn(userId: number, purchaseId: number) {
      const id = await repo.ownPurchaseId(db, userId, purchaseId);
      return preview(await purchaseOf(id));
    },
    async withdrawOwn(userId: number, purchaseId: number, iban: string | null) {
      const id = await repo.ownPurchaseId(db, userId, purchaseId);
      return withdraw({ via: "account", userId }, id, iban);
    },
  };
}

export type WithdrawalService = ReturnType<typeof withdrawalService>;
