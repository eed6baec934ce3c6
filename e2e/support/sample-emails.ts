import { hoursLines, type StoreHours } from "@shop/shared";
import {
  emailChangedNoticeMail,
  emailConfirmationMail,
  passwordRecoveryMail,
} from "../../apps/server/src/mail/templates/account-emails.ts";
import { contactMessageMail } from "../../apps/server/src/mail/templates/contact-message.ts";
import { contactReplyMail } from "../../apps/server/src/mail/templates/contact-reply.ts";
import { giftCardMail } from "../../apps/server/src/mail/templates/gift-card-emails.ts";
import type { ShopIdentity } from "../../apps/server/src/mail/templates/layout.ts";
import { lowStockMail } from "../../apps/server/src/mail/templates/low-stock-emails.ts";
import {
  purchaseCollectedMail,
  purchasePickupReminderMail,
  purchaseReadyForPickupMail,
} from "../../apps/server/src/mail/templates/pickup-emails.ts";
import {
  type PurchaseMailData,
  purchaseCanceledMail,
  purchaseDeliveredMail,
  purchaseDispatchedMail,
  purchaseGeneratedMail,
  purchasePaidMail,
  purchaseTrackingChangedMail,
} from "../../apps/server/src/mail/templates/purchase-emails.ts";
import { refundIbanGivenMail } from "../../apps/server/src/mail/templates/refund-iban-emails.ts";
import {
  reservationMadeMail,
  reservationReadyMail,
  reservationRefundedMail,
} from "../../apps/server/src/mail/templates/reservation-emails.ts";
import {
  type ReturnMailData,
  returnMail,
} from "../../apps/server/src/mail/templates/return-emails.ts";
import {
  sizeAlertConfirmationMail,
  sizeBackInStockMail,
} from "../../apps/server/src/mail/templates/size-alert-emails.ts";
import {
  withdrawalForShopMail,
  withdrawalReceivedMail,
} from "../../apps/server/src/mail/templates/withdrawal-emails.ts";

/** A product of the demo catalogue as the samples show it: its id, title and stored pictures. */
export interface SampleProduct {
  id: number;
  title: string;
  picture: string | null;
}

export const CARRIER_TRACKING_URL = "https://appserver.ctt.pt/x?ObjectCodeInput=RR123456789PT";

const HOURS: StoreHours = {
  mon: [{ opens: "10:00", closes: "19:00" }],
  tue: [{ opens: "10:00", closes: "19:00" }],
  wed: [{ opens: "10:00", closes: "19:00" }],
  thu: [{ opens: "10:00", closes: "19:00" }],
  fri: [{ opens: "10:00", closes: "19:00" }],
  sat: [{ opens: "10:00", closes: "13:00" }],
  sun: [],
};
const STORE = { name: "Baixa", address: "Rua Augusta 120, 1100-053 Lisboa" };
const CODE = "Zr8bQ2xL0kT5mN7pV1cW3yH6jF9dS4aE";

function purchaseOf([first, second]: SampleProduct[]): PurchaseMailData {
  const line = (product: SampleProduct | undefined, size: string, cents: number) => ({
    productId: product?.id ?? 1,
    title: product?.title ?? "Sabrinas de bico fino",
    size,
    quantity: 1,
    unitPriceCents: cents,
    picture: product?.picture ?? null,
  });
  return {
    idShort: "AB12CD34",
    email: "ana@example.pt",
    deliveryPlace: "1100-053, Portugal",
    paymentMethod: "MULTIBANCO",
    pickup: null,
    totals: {
      baseCents: 14553,
      deliveryBaseCents: 398,
      vatCents: 3439,
      vatPercent: 23,
      totalCents: 18390,
    },
    lines: [line(first, "38", 8990), line(second, "39", 8900)],
    multibanco: {
      entity: "12345",
      reference: "123456789",
      expiresAt: new Date("2026-12-02T23:59:00Z"),
    },
    invoicePath: `/api/public/invoices/${CODE}`,
    orderPath: `/encomenda/${CODE}`,
    dispatch: null,
    refund: null,
  };
}

const pickup = {
  storeName: STORE.name,
  storeAddress: STORE.address,
  hours: hoursLines(HOURS),
  collectBy: new Date("2026-12-05T19:00:00Z"),
};

function returnOf(shop: ShopIdentity, products: SampleProduct[]): ReturnMailData {
  return {
    returnId: 12,
    idShort: "AB12CD34",
    kind: "EXCHANGE",
    lines: [
      {
        title: products[0]?.title ?? "Sabrinas",
        size: "38",
        quantity: 1,
        exchangeSize: "39",
        picture: products[0]?.picture ?? null,
      },
    ],
    shopAddress: shop.address,
    stores: [STORE],
    refuseReason: null,
    refund: null,
    exchangeIdShort: null,
    orderPath: "/account/purchases?encomenda=AB12CD34",
  };
}

function reservationOf(product: SampleProduct | undefined) {
  return {
    title: product?.title ?? "Botas altas de camurça",
    size: "38",
    picture: product?.picture ?? null,
    priceCents: 12990,
    pickupDay: "2026-12-01",
    heldUntil: new Date("2026-12-01T19:00:00Z"),
    store: { ...STORE, phone: "213 420 118", hours: HOURS },
    paidOnline: false,
  };
}

function withdrawalOf(products: SampleProduct[]) {
  return {
    reference: "AB12CD34",
    orderedAt: "2026-11-20T10:30:00Z",
    lines: [
      {
        title: products[0]?.title ?? "Sabrinas",
        size: "38",
        quantity: 1,
        picture: products[0]?.picture ?? null,
      },
    ],
    totalCents: 9388,
    path: "return" as const,
    asksIban: true,
    receivedAt: new Date("2026-11-25T15:00:00Z"),
  };
}

/** A representative email of every template, from fixed data and the demo catalogue's pictures. */
export function sampleEmails(shop: ShopIdentity, products: SampleProduct[]) {
  const purchase = purchaseOf(products);
  const paid = { ...purchase, multibanco: null };
  const dispatched = {
    ...paid,
    dispatch: {
      carrierName: "CTT",
      trackingNumber: "RR123456789PT",
      trackingUrl: CARRIER_TRACKING_URL,
    },
  };
  const alert = {
    title: products[0]?.title ?? "Sabrinas",
    size: "38",
    picture: products[0]?.picture ?? null,
    productUrl: `${shop.url}/product/${products[0]?.id ?? 1}`,
    unsubscribeUrl: `${shop.url}/size-alerts/unsubscribe/${CODE}`,
  };
  const reservation = reservationOf(products[0]);
  const withdrawal = withdrawalOf(products);
  const message = { name: "Ana", message: "Olá! Têm estas sabrinas no tamanho 37?" };
  return {
    "email-confirmation": emailConfirmationMail(
      "Ana",
      `${shop.url}/email/confirmation/emailCode/${CODE}`,
      shop,
    ),
    "password-recovery": passwordRecoveryMail("Ana", `${shop.url}/sign/recover/${CODE}`, shop),
    "email-changed": emailChangedNoticeMail("Ana", shop),
    "contact-message": contactMessageMail(
      { ...message, surname: "Silva", email: "ana@example.pt" },
      shop,
    ),
    "contact-reply": contactReplyMail(
      { body: "Olá Ana,\nTemos, sim: na loja da Baixa e online." },
      { ...message, createdAt: new Date("2026-11-25T15:00:00Z") },
      shop,
    ),
    "low-stock": lowStockMail(
      [
        {
          ref: "SL-0001",
          title: products[0]?.title ?? null,
          size: "38",
          location: "Online",
          quantity: 1,
          threshold: 2,
        },
      ],
      3,
      `${shop.url}/admin/stock/stock-baixo`,
      shop,
    ),
    "purchase-generated": purchaseGeneratedMail(purchase, shop),
    "purchase-generated-mbway": purchaseGeneratedMail(
      { ...purchase, paymentMethod: "MBWAY", multibanco: null },
      shop,
    ),
    "purchase-paid": purchasePaidMail(paid, shop),
    "purchase-dispatched": purchaseDispatchedMail(dispatched, shop),
    "purchase-tracking-changed": purchaseTrackingChangedMail(dispatched, shop),
    "purchase-delivered": purchaseDeliveredMail(dispatched, shop),
    "purchase-canceled": purchaseCanceledMail(
      { ...paid, refund: { method: "CARD", amountCents: 18390, iban: null } },
      shop,
    ),
    "pickup-ready": purchaseReadyForPickupMail({ ...paid, pickup }, shop),
    "pickup-reminder": purchasePickupReminderMail({ ...paid, pickup }, shop),
    "pickup-collected": purchaseCollectedMail({ ...paid, pickup }, shop),
    "refund-iban": refundIbanGivenMail(
      {
        idShort: "AB12CD34",
        returnId: null,
        ibanEnd: "1234",
        givenAt: new Date("2026-11-25T15:00:00Z"),
        heldUntil: new Date("2026-11-26T15:00:00Z"),
      },
      shop,
    ),
    "gift-card": giftCardMail(
      {
        code: "7KQX-M4PZ-R8TW-2HNC",
        valueCents: 5000,
        expiresOn: "2028-12-24",
        recipientName: "Rita",
        fromName: "Ana Silva",
        message: "Feliz Natal! Uns sapatos novos para o ano que vem.",
      },
      shop,
    ),
    "reservation-made": reservationMadeMail(
      { ...reservation, cancelUrl: `${shop.url}/reservas/${CODE}` },
      shop,
    ),
    "reservation-ready": reservationReadyMail(reservation, shop),
    "reservation-refunded": reservationRefundedMail({ ...reservation, paidOnline: true }, shop),
    "return-requested": returnMail("RETURN_REQUESTED", returnOf(shop, products), shop),
    "size-alert-confirmation": sizeAlertConfirmationMail(
      { ...alert, confirmUrl: `${shop.url}/size-alerts/confirm/${CODE}` },
      shop,
    ),
    "size-back-in-stock": sizeBackInStockMail(alert, shop),
    "withdrawal-received": withdrawalReceivedMail(withdrawal, shop),
    "withdrawal-for-shop": withdrawalForShopMail(withdrawal, shop),
  };
}
