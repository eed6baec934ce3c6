import {
  carrierName,
  countryNameIn,
  DAY_MS,
  formatShopDateTime,
  hoursLines,
  mainPicture,
  PICKUP_GRACE_DAYS,
  productTitle,
  purchaseDeliveryBaseCents,
  sizeInWords,
  withdrawalForm,
} from "@shop/shared";
import type { Kysely, Transaction } from "kysely";
import type { DB } from "../../db/schema.ts";
import type { OutboxAttachment } from "../../mail/attachments.ts";
import { enqueueMail } from "../../mail/outbox.ts";
import type { ShopIdentity } from "../../mail/templates/layout.ts";
import {
  purchaseCollectedMail,
  purchasePickupReminderMail,
  purchaseReadyForPickupMail,
} from "../../mail/templates/pickup-emails.ts";
import {
  type PurchaseMailData,
  purchaseCanceledMail,
  purchaseDeliveredMail,
  purchaseDispatchedMail,
  purchaseGeneratedMail,
  purchasePaidMail,
  purchaseTrackingChangedMail,
} from "../../mail/templates/purchase-emails.ts";
import { invoiceRepository } from "../invoices/invoice.repository.ts";
import { paidUnitCents } from "./line-price.ts";
import { orderLinksRepository } from "./order-links.repository.ts";
import { type PurchaseRow, purchaseRepository } from "./purchase.repository.ts";
import { refundsRepository } from "./purchase-refunds.repository.ts";
import { recordPurchaseEvent } from "./purchase-timeline.ts";
import { amountDueCents, purchaseGiftCards } from "./sold-gift-cards.ts";

const RENDER = {
  PURCHASE_GENERATED: purchaseGeneratedMail,
  PURCHASE_PAID: purchasePaidMail,
  PURCHASE_DISPATCHED: purchaseDispatchedMail,
  PURCHASE_TRACKING_CHANGED: purchaseTrackingChangedMail,
  PURCHASE_DELIVERED: purchaseDeliveredMail,
  PURCHASE_CANCELED: purchaseCanceledMail,
  PURCHASE_READY_FOR_PICKUP: purchaseReadyForPickupMail,
  PURCHASE_PICKUP_REMINDER: purchasePickupReminderMail,
  PURCHASE_COLLECTED: purchaseCollectedMail,
} as const;

export type PurchaseMailKind = keyof typeof RENDER;

/** A pickup's store as the emails show it: as bought, with the store's opening hours now. */
async function pickupOf(
  db: Kysely<DB> | Transaction<DB>,
  purchase: PurchaseRow,
): Promise<PurchaseMailData["pickup"]> {
  if (purchase.pickup_store_name === null) return null;
  const hours =
    purchase.pickup_store_id === null
      ? null
      : await purchaseRepository.storeHours(db, purchase.pickup_store_id);
  const reminded = purchase.pickup_reminded_at;
  return {
    storeName: purchase.pickup_store_name,
    storeAddress: purchase.pickup_store_address ?? "",
    hours: hours ? hoursLines(hours, purchase.language) : null,
    collectBy: reminded && new Date(new Date(reminded).getTime() + PICKUP_GRACE_DAYS * DAY_MS),
  };
}

/** Where a purchase goes, «postal code, country», the country named in the purchase's language. */
async function deliveryPlaceOf(db: Kysely<DB> | Transaction<DB>, purchase: PurchaseRow) {
  const country =
    purchase.language === "en" && purchase.delivery_country_id !== null
      ? await purchaseRepository.country(db, purchase.delivery_country_id)
      : undefined;
  const name = country
    ? countryNameIn({ name: purchase.delivery_country, code: country.code }, purchase.language)
    : purchase.delivery_country;
  return `${purchase.delivery_postal_code}, ${name}`;
}

/**
 * What a purchase's emails show, and no more: the order page shows the same. `orderPath` is the
 * link to the order's page the email carries.
 */
export async function purchaseMailData(
  db: Kysely<DB> | Transaction<DB>,
  purchase: PurchaseRow,
  orderPath: string,
): Promise<PurchaseMailData> {
  const lines = await purchaseRepository.lines(db, purchase.id, purchase.language);
  const refund = await refundsRepository.of(db, purchase.id);
  const invoice = await invoiceRepository.invoiceOf(db, purchase.id);
  const giftCards = await purchaseGiftCards(db, purchase.id);
  return {
    idShort: purchase.id_short,
    language: purchase.language,
    email: purchase.contact_email,
    deliveryPlace: await deliveryPlaceOf(db, purchase),
    pickup: await pickupOf(db, purchase),
    totals: {
      baseCents: purchase.price_base_cents,
      deliveryBaseCents: purchaseDeliveryBaseCents({
        totalCents: purchase.price_total_cents,
        baseCents: purchase.price_base_cents,
        vatCents: purchase.price_tax_cents,
        giftCardsCents: purchase.sold_gift_cards_cents,
      }),
      vatCents: purchase.price_tax_cents,
      vatPercent: purchase.vat_percent,
      totalCents: purchase.price_total_cents,
    },
    paymentMethod: purchase.payment_method,
    giftCards,
    paidByMethodCents: amountDueCents(purchase),
    invoicePath: invoice ? `/api/public/invoices/${invoice.access_token}` : null,
    orderPath,
    lines: lines.map((line) => ({
      productId: line.product_id,
      title: productTitle(line),
      size: line.size,
      quantity: line.quantity,
      unitPriceCents: paidUnitCents(line),
      codeDiscountCents: line.code_discount_cents,
      picture: mainPicture(line.pictures),
    })),
    discountCode: purchase.discount_code
      ? {
          code: purchase.discount_code,
          cents: purchase.discount_cents,
          freeDelivery: purchase.discount_free_delivery,
        }
      : null,
    multibanco:
      purchase.state === "MULTIBANCO" &&
      purchase.payment_entity &&
      purchase.payment_reference &&
      purchase.payment_expires_at
        ? {
            entity: purchase.payment_entity,
            reference: purchase.payment_reference,
            expiresAt: purchase.payment_expires_at,
          }
        : null,
    dispatch:
      purchase.carrier && purchase.tracking_number
        ? {
            carrierName: carrierName(purchase.carrier),
            trackingNumber: purchase.tracking_number,
            trackingUrl: purchase.tracking_url,
          }
        : null,
    refund: refund
      ? { method: refund.method, amountCents: refund.amount_cents, iban: refund.iban }
      : null,
  };
}

/**
 * The model withdrawal form the order confirmation carries (DL 24/2014, art. 6), filled with the
 * shop's name, address and email and the order's reference, date and items.
 */
function withdrawalFormOf(
  data: PurchaseMailData,
  orderedAt: Date,
  shop: ShopIdentity,
): OutboxAttachment {
  const language = data.language ?? "pt";
  const items = data.lines.map(
    (line) => `${line.quantity} × ${line.title} (${sizeInWords(line.size, language)})`,
  );
  const date = formatShopDateTime(orderedAt).slice(0, 10);
  const form = withdrawalForm(shop, { reference: data.idShort, date, items }, language);
  return { kind: "withdrawal-form", form };
}

/**
 * Queues the buyer's email about a purchase, with a new link to the order's page, in the caller's
 * transaction, and notes it in the purchase's timeline.
 */
export async function queuePurchaseMail(
  db: Transaction<DB>,
  kind: PurchaseMailKind,
  purchase: PurchaseRow,
  shop: ShopIdentity,
  extra: Pick<PurchaseMailData, "canceledByCustomer" | "canceledPaid"> = {},
): Promise<void> {
  const orderPath = await orderLinksRepository.create(db, purchase.id);
  const data = await purchaseMailData(db, purchase, orderPath);
  const mail = RENDER[kind]({ ...data, ...extra }, shop);
  const attachment =
    kind === "PURCHASE_GENERATED" ? withdrawalFormOf(data, purchase.created_at, shop) : null;
  await enqueueMail(db, kind, { to: purchase.contact_email, ...mail }, attachment);
  await recordPurchaseEvent(db, purchase.id, "EMAIL", {
    details: { mail: kind, subject: mail.subject },
  });
}
