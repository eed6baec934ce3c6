import {
  type CancelOutcome,
  type CustomerCancel,
  centsToEuros,
  customerCancelMessages,
  ErrorCode,
  mainPicture,
  ORDER_TIMELINE_KINDS,
  type OrderPage,
  type OrderTimelineKind,
  type OwnPurchaseBodySchema,
  type ReturnRequest,
} from "@shop/shared";
import type { Kysely } from "kysely";
import type { z } from "zod";
import { type Limit, orderPageLimits } from "../../config/limits.ts";
import type { DB } from "../../db/schema.ts";
import { limitAttempts } from "../../http/account-limit.ts";
import { AppError } from "../../http/app-error.ts";
import { invoiceRepository } from "../invoices/invoice.repository.ts";
import type { ReturnsService } from "../returns/returns.service.ts";
import { orderLinksRepository as links } from "./order-links.repository.ts";
import { type PurchaseRow, purchaseRepository as repo } from "./purchase.repository.ts";
import { customerCancelOf, type PurchaseCancel } from "./purchase-cancel.service.ts";
import type { Buyer } from "./purchase-guards.ts";
import { purchaseMailData } from "./purchase-mail.ts";
import { ownPurchase as ownBuyersPurchase } from "./purchase-owner.ts";
import { refundsRepository } from "./purchase-refunds.repository.ts";
import { purchaseTimeline } from "./purchase-timeline.ts";

/** The documents of a purchase the customer may open: issued ones, by their long random link. */
async function documentsOf(db: Kysely<DB>, purchaseId: number) {
  const rows = await invoiceRepository.ofPurchase(db, purchaseId);
  const issued = rows.filter((row) => row.state === "ISSUED" && row.number);
  const link = (row: (typeof issued)[number]) => ({
    number: row.number ?? "",
    url: `/public/invoices/${row.access_token}`,
  });
  return {
    invoice: issued.filter((row) => row.kind === "INVOICE").map(link)[0] ?? null,
    creditNotes: issued.filter((row) => row.kind === "CREDIT_NOTE").map(link),
  };
}

const shownKinds: ReadonlySet<string> = new Set(ORDER_TIMELINE_KINDS);

/** The moments of the purchase its customer is shown (no staff, no internal steps), oldest first. */
async function timelineOf(db: Kysely<DB>, purchaseId: number) {
  const events = await purchaseTimeline(db, purchaseId);
  return events
    .filter((event) => shownKinds.has(event.kind))
    .map((event) => ({
      kind: event.kind as OrderTimelineKind,
      at: new Date(event.at).toISOString(),
    }));
}

/** The order page's view of a purchase: what its emails show, its documents and its refund. */
async function orderPageOf(
  db: Kysely<DB>,
  returns: Pick<ReturnsService, "returnable">,
  row: PurchaseRow,
): Promise<OrderPage> {
  const mail = await purchaseMailData(db, row, "");
  const documents = await documentsOf(db, row.id);
  const refund = await refundsRepository.of(db, row.id);
  const pictures = await repo.linePictures(db, row.id);
  const { totals, pickup } = mail;
  return {
    idShort: row.id_short,
    state: row.state,
    date: new Date(row.created_at).toISOString(),
    paymentMethod: row.payment_method,
    lines: mail.lines.map(({ unitPriceCents, codeDiscountCents, ...line }) => ({
      ...line,
      price: centsToEuros(unitPriceCents),
      codeDiscount: centsToEuros(codeDiscountCents ?? 0),
      picture: mainPicture(pictures.get(line.productId) ?? []),
    })),
    discountCode: mail.discountCode
      ? {
          code: mail.discountCode.code,
          amount: centsToEuros(mail.discountCode.cents),
          freeDelivery: mail.discountCode.freeDelivery,
        }
      : null,
    totals: {
      base: centsToEuros(totals.baseCents),
      deliveryBase: centsToEuros(totals.deliveryBaseCents),
      vat: centsToEuros(totals.vatCents),
      vatPercent: totals.vatPercent,
      total: centsToEuros(totals.totalCents),
    },
    giftCardsUsed: (mail.giftCards?.used ?? []).map((card) => ({
      last4: card.last4,
      amount: centsToEuros(card.cents),
    })),
    giftCardsSold: (mail.giftCards?.sold ?? []).map((card) => ({
      value: centsToEuros(card.valueCents),
      recipientName: card.recipientName,
      deliveryDay: card.deliveryDay,
    })),
    paidByMethod: centsToEuros(mail.paidByMethodCents ?? row.price_total_cents),
    deliveryPlace: mail.deliveryPlace,
    pickup: pickup && {
      storeName: pickup.storeName,
      storeAddress: pickup.storeAddress,
      hours: pickup.hours,
    },
    timeline: await timelineOf(db, row.id),
    multibanco: mail.multibanco && {
      ...mail.multibanco,
      expiresAt: mail.multibanco.expiresAt.toISOString(),
    },
    dispatch: mail.dispatch,
    ...documents,
    refund: refund
      ? {
          method: refund.method,
          amount: centsToEuros(refund.amount_cents),
          done: refund.status === "DONE",
          ibanEnd: refund.iban?.slice(-4) ?? null,
        }
      : null,
    cancel: customerCancelOf(row),
    returns: row.state === "DELIVERED" ? await returns.returnable(row.id) : null,
  };
}

/**
 * The order page of a long random link (GET /public/orders/:token): the order, its cancelling,
 * its returns (the account's own returns service, given the link's purchase), and the revoking
 * of its links. Every call is counted per client address (a script guessing
 * links is stopped long before it could find one); an unknown or revoked link is a 404.
 */
export function orderPageService({
  db,
  cancellations,
  returns,
  confirmationLinks = orderPageLimits.newLinksPerAddress,
}: {
  db: Kysely<DB>;
  cancellations: Pick<PurchaseCancel, "cancel">;
  returns: Pick<ReturnsService, "returnable" | "request" | "cancel">;
  /** Confirmation links per checkout address: one per purchase, so scaled as purchases are. */
  confirmationLinks?: Limit;
}) {
  async function purchaseOfLink(token: string, address: string): Promise<PurchaseRow> {
    const { max, windowSeconds } = orderPageLimits.linkCallsPerAddress;
    await limitAttempts(db, `order-link:${address}`, max, windowSeconds);
    const purchaseId = await links.purchaseOf(db, token);
    if (purchaseId === undefined)
      throw new AppError(ErrorCode.NOT_FOUND, customerCancelMessages.linkNotFound);
    return repo.findById(db, purchaseId);
  }

  /** One of the customer's purchases; another's (or none) is answered 404. */
  async function ownPurchase(userId: number, purchaseId: number): Promise<PurchaseRow> {
    const row = await repo.findOfUser(db, userId, purchaseId);
    if (!row) throw new AppError(ErrorCode.NOT_FOUND, customerCancelMessages.notFound);
    return row;
  }

  async function limitCancel(address: string) {
    const { max, windowSeconds } = orderPageLimits.cancelsPerAddress;
    await limitAttempts(db, `customer-cancel:${address}`, max, windowSeconds);
  }

  return {
    async view(token: string, address: string): Promise<OrderPage> {
      return orderPageOf(db, returns, await purchaseOfLink(token, address));
    },

    /** One of the account's purchases as its order page shows it; another's is a 404. */
    async viewOwn(userId: number, purchaseId: number): Promise<OrderPage> {
      return orderPageOf(db, returns, await ownPurchase(userId, purchaseId));
    },

    /** Asks to return or exchange units of the link's delivered purchase, as in the account. */
    async requestReturn(token: string, body: ReturnRequest, address: string) {
      const row = await purchaseOfLink(token, address);
      return returns.request(row.id, body);
    },

    /** Cancels a return request of the link's purchase (another purchase's return is a 404). */
    async cancelReturn(token: string, returnId: number, address: string) {
      const row = await purchaseOfLink(token, address);
      await returns.cancel(row.id, returnId);
    },

    /** A guest (or anyone holding the link) cancels, with the same rules as in the account. */
    async cancelByLink(token: string, body: CustomerCancel, address: string) {
      const row = await purchaseOfLink(token, address);
      await limitCancel(address);
      return cancellations.cancel({ customer: { via: "order-link", userId: null } }, row.id_short, {
        ...body,
        reason: "",
      });
    },

    /** Ends every link of the purchase: the page answers 404 until the next email's link. */
    async revoke(token: string, address: string) {
      const row = await purchaseOfLink(token, address);
      await db.transaction().execute((trx) => links.revokeAll(trx, row.id));
    },

    /** The customer cancels one of the account's purchases; another's is a 404. */
    async cancelOwn(
      userId: number,
      purchaseId: number,
      body: CustomerCancel,
      address: string,
    ): Promise<CancelOutcome> {
      await limitCancel(address);
      const row = await ownPurchase(userId, purchaseId);
      return cancellations.cancel({ customer: { via: "account", userId } }, row.id_short, {
        ...body,
        reason: "",
      });
    },

    /**
     * The link of the confirmation page the checkout opens once the purchase is paid: the buyer
     * proves it is theirs with the checkout's key (or their session); anyone else's is a 404.
     */
    async confirmationLink(
      body: z.output<typeof OwnPurchaseBodySchema>,
      buyer: Buyer,
    ): Promise<string> {
      const { max, windowSeconds } = confirmationLinks;
      await limitAttempts(db, `order-link-confirm:${buyer.address}`, max, windowSeconds);
      const row = await ownBuyersPurchase(db, body, buyer);
      return links.create(db, row.id);
    },

    /** A new link to one of the account's purchases' page; another's is a 404. */
    async newLink(userId: number, purchaseId: number): Promise<string> {
      const { max, windowSeconds } = orderPageLimits.newLinksPerAccount;
      await limitAttempts(db, `order-link-new:${userId}`, max, windowSeconds);
      const row = await ownPurchase(userId, purchaseId);
      return links.create(db, row.id);
    },
  };
}

export type OrderPageService = ReturnType<typeof orderPageService>;
