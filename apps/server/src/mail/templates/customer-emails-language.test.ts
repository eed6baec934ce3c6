import { hoursLines, type Language } from "@shop/shared";
import { describe, expect, it } from "vitest";
import { TEST_SHOP } from "../../../test/mail-html.ts";
import { emailChangedNoticeMail } from "./account-emails.ts";
import { contactAcknowledgementMail } from "./contact-acknowledgement.ts";
import { contactReplyMail } from "./contact-reply.ts";
import { giftCardMail } from "./gift-card-emails.ts";
import {
  purchaseCollectedMail,
  purchasePickupReminderMail,
  purchaseReadyForPickupMail,
} from "./pickup-emails.ts";
import {
  type PurchaseMailData,
  purchaseCanceledMail,
  purchaseDeliveredMail,
  purchaseDispatchedMail,
  purchaseGeneratedMail,
  purchasePaidMail,
  purchaseTrackingChangedMail,
} from "./purchase-emails.ts";
import { refundIbanGivenMail } from "./refund-iban-emails.ts";
import {
  type ReservationMailData,
  reservationMadeMail,
  reservationReadyMail,
  reservationRefundedMail,
} from "./reservation-emails.ts";
import { RETURN_MAIL_KINDS, type ReturnMailData, returnMail } from "./return-emails.ts";
import { sizeAlertConfirmationMail, sizeBackInStockMail } from "./size-alert-emails.ts";
import { withdrawalReceivedMail } from "./withdrawal-emails.ts";

const shop = { ...TEST_SHOP, email: "geral@sapatarialisboa.pt" };
const WEEK = {
  mon: [{ opens: "10:00", closes: "19:00" }],
  tue: [{ opens: "10:00", closes: "19:00" }],
  wed: [{ opens: "10:00", closes: "19:00" }],
  thu: [{ opens: "10:00", closes: "19:00" }],
  fri: [{ opens: "10:00", closes: "19:00" }],
  sat: [{ opens: "10:00", closes: "13:00" }],
  sun: [],
};

const purchase = (language: Language): PurchaseMailData => ({
  idShort: "AB12CD34",
  language,
  email: "ana@example.pt",
  deliveryPlace: "1100-053, Portugal",
  paymentMethod: "MULTIBANCO",
  pickup: null,
  totals: {
    baseCents: 7260,
    deliveryBaseCents: 398,
    vatCents: 1762,
    vatPercent: 23,
    totalCents: 9420,
  },
  lines: [
    {
      productId: 1,
      title: "Chelsea",
      size: "38",
      quantity: 1,
      unitPriceCents: 8930,
      picture: null,
    },
  ],
  multibanco: { entity: "11202", reference: "123456789", expiresAt: new Date() },
  invoicePath: "/api/public/invoices/abc",
  orderPath: "/encomenda/Zr8bQ2xL0kT5mN7pV1cW3yH6jF9dS4aE2gU8iO0qR5t",
  dispatch: { carrierName: "CTT", trackingNumber: "RR123456789PT", trackingUrl: null },
  refund: { method: "BANK_TRANSFER", amountCents: 9420, iban: "PT50000201231234567890154" },
});

const pickup = (language: Language): PurchaseMailData => ({
  ...purchase(language),
  pickup: {
    storeName: "Chiado",
    storeAddress: "Rua Garrett 10",
    hours: hoursLines(WEEK, language),
    collectBy: new Date("2026-12-04T18:00:00Z"),
  },
});

const returned = (language: Language): ReturnMailData => ({
  returnId: 7,
  idShort: "AB12CD34",
  language,
  kind: "RETURN",
  lines: [{ title: "Chelsea", size: "38", quantity: 1, exchangeSize: null, picture: null }],
  shopAddress: shop.address,
  stores: [{ name: "Chiado", address: "Rua Garrett, 58" }],
  refuseReason: "Sola gasta",
  refund: { method: "CARD", amountCents: 4792, iban: null },
  exchangeIdShort: "EF56GH78",
  orderPath: "/account/purchases?encomenda=AB12CD34",
});

const reservation = (language: Language): ReservationMailData => ({
  title: "Chelsea",
  size: "38",
  picture: null,
  priceCents: 12990,
  pickupDay: "2026-12-01",
  heldUntil: new Date("2026-12-01T19:00:00Z"),
  store: { name: "Chiado", address: "Rua Garrett 10", phone: "213 420 118", hours: WEEK },
  paidOnline: true,
  language,
});

/** A page of the storefront in a language, as the senders make it (pagePathIn). */
const page = (path: string, language: Language) =>
  `${shop.url}${language === "en" ? "/en" : ""}${path}`;

const alert = (language: Language) => ({
  title: "Chelsea",
  size: "38",
  picture: null,
  productUrl: page("/product/2", language),
  unsubscribeUrl: page("/size-alerts/unsubscribe/x", language),
  language,
});

const contact = { name: "Ana", surname: "", email: "ana@example.pt", message: "Têm o 38?" };

type Mail = { subject: string; html: string; text: string };

/** Every email a customer gets, by kind, in a language (the language kept with its request). */
const KINDS: Record<string, (language: Language) => Mail> = {
  PURCHASE_GENERATED: (l) => purchaseGeneratedMail(purchase(l), shop),
  PURCHASE_PAID: (l) => purchasePaidMail(purchase(l), shop),
  PURCHASE_DISPATCHED: (l) => purchaseDispatchedMail(purchase(l), shop),
  PURCHASE_TRACKING_CHANGED: (l) => purchaseTrackingChangedMail(purchase(l), shop),
  PURCHASE_DELIVERED: (l) => purchaseDeliveredMail(purchase(l), shop),
  PURCHASE_CANCELED: (l) => purchaseCanceledMail(purchase(l), shop),
  PURCHASE_CANCELED_UNPAID: (l) =>
    purchaseCanceledMail({ ...purchase(l), refund: null, canceledByCustomer: true }, shop),
  PURCHASE_READY_FOR_PICKUP: (l) => purchaseReadyForPickupMail(pickup(l), shop),
  PURCHASE_PICKUP_REMINDER: (l) => purchasePickupReminderMail(pickup(l), shop),
  PURCHASE_COLLECTED: (l) => purchaseCollectedMail(pickup(l), shop),
  ...Object.fromEntries(
    RETURN_MAIL_KINDS.map((kind) => [kind, (l: Language) => returnMail(kind, returned(l), shop)]),
  ),
  EXCHANGE_REQUESTED: (l) =>
    returnMail("RETURN_REQUESTED", { ...returned(l), kind: "EXCHANGE" }, shop),
  REFUND_IBAN_GIVEN: (l) =>
    refundIbanGivenMail(
      {
        idShort: "AB12CD34",
        language: l,
        returnId: 7,
        ibanEnd: "0154",
        givenAt: new Date("2026-11-25T15:00:00Z"),
        heldUntil: new Date("2026-11-26T15:00:00Z"),
      },
      shop,
    ),
  WITHDRAWAL_RECEIVED: (l) =>
    withdrawalReceivedMail(
      {
        reference: "AB12CD34",
        orderedAt: "2026-11-20T10:30:00Z",
        lines: [{ title: "Chelsea", size: "38", quantity: 1, picture: null }],
        totalCents: 9420,
        path: "return",
        asksIban: true,
        receivedAt: new Date("2026-11-25T15:00:00Z"),
        language: l,
      },
      shop,
    ),
  GIFT_CARD: (l) =>
    giftCardMail(
      {
        code: "ABCD-EFGH-JKLM-NPQR",
        valueCents: 5000,
        expiresOn: "2027-11-25",
        recipientName: "Rita",
        fromName: "Ana",
        message: "Parabéns!",
        language: l,
      },
      shop,
    ),
  STORE_RESERVATION: (l) =>
    reservationMadeMail({ ...reservation(l), cancelUrl: page("/reservas/x", l) }, shop),
  STORE_RESERVATION_READY: (l) => reservationReadyMail(reservation(l), shop),
  STORE_RESERVATION_REFUNDED: (l) => reservationRefundedMail(reservation(l), shop),
  SIZE_ALERT_CONFIRMATION: (l) =>
    sizeAlertConfirmationMail({ ...alert(l), confirmUrl: page("/size-alerts/c", l) }, shop),
  SIZE_ALERT: (l) => sizeBackInStockMail(alert(l), shop),
  EMAIL_CHANGED_NOTICE: (l) => emailChangedNoticeMail("Ana", shop, l),
  CONTACT_ACKNOWLEDGEMENT: (l) => contactAcknowledgementMail(contact, shop, l),
  CONTACT_REPLY: (l) =>
    contactReplyMail(
      { body: "Yes, we have it." },
      { ...contact, createdAt: new Date("2026-11-25T15:00:00Z"), language: l },
      shop,
    ),
};

/** Words only a Portuguese email writes (none of them in the shop's identity or the data). */
const PORTUGUESE =
  /\b(encomenda|olá|obrigad[oa]|tamanho|recebemos|devolvemos|reembolso|pedido|artigos|levantar|aviso|cartão|não|seguimento|fatura|loja|até|contacte|como|mensagem)\b/iu;
/** A price as Portuguese writes it, `94,20 €`. */
const PORTUGUESE_PRICE = /\d,\d\d\s€/u;
/** A date as the Portuguese emails write it, `25/11/2026`. */
const NUMERIC_DATE = /\b\d\d\/\d\d\/\d{4}\b/;

/** The addresses of the shop's own pages an email links to (not its API, media or logo). */
function pageLinks(mail: Mail): string[] {
  const links = [...mail.html.matchAll(/href="([^"]+)"/g)].map(([, url]) => url ?? "");
  return links
    .filter((url) => url.startsWith(shop.url))
    .map((url) => url.slice(shop.url.length))
    .filter((path) => !/^\/(api|media)\/|^\/$|^\/email-logo/.test(path));
}

describe.each(Object.entries(KINDS))("the %s email", (_kind, render) => {
  it("is in English for an English customer: words, prices, dates and links", () => {
    const mail = render("en");
    expect(mail.html).toContain('<html lang="en">');
    // The words, without the customer's own (quoted) nor the addresses («?encomenda=» is a name).
    const words = `${mail.subject}\n${mail.text}`.replace(/^> .*$|https?:\/\/\S+/gm, "");
    expect(words).not.toMatch(PORTUGUESE);
    expect(words).not.toMatch(PORTUGUESE_PRICE);
    expect(words).not.toMatch(NUMERIC_DATE);
    for (const path of pageLinks(mail)) expect(path).toMatch(/^\/en\//);
  });

  it("stays in Portuguese for a Portuguese one, its links to the Portuguese pages", () => {
    const mail = render("pt");
    expect(mail.html).toContain('<html lang="pt-PT">');
    expect(`${mail.subject}\n${mail.text}`).toMatch(PORTUGUESE);
    for (const path of pageLinks(mail)) expect(path).not.toMatch(/^\/en\//);
  });
});

describe("an English purchase's emails", () => {
  it("say what happened in English, with the prices as English writes them", () => {
    const dispatched = KINDS.PURCHASE_DISPATCHED?.("en");
    expect(dispatched?.subject).toBe("Order AB12CD34 dispatched");
    expect(dispatched?.text).toContain("Tracking number: RR123456789PT");
    expect(dispatched?.text).toContain("Total (VAT included): €94.20");
    expect(dispatched?.text).toContain(
      "See the order: https://sapatarialisboa.pt/en/order/Zr8bQ2xL0kT5mN7pV1cW3yH6jF9dS4aE2gU8iO0qR5t",
    );
    const canceled = KINDS.PURCHASE_CANCELED?.("en");
    expect(canceled?.subject).toBe("Order AB12CD34 cancelled");
    expect(canceled?.text).toContain(
      "We will refund €94.20 by bank transfer to the account ending in 0154",
    );
    const refunded = KINDS.RETURN_REFUNDED?.("en");
    expect(refunded?.subject).toBe("Refund of the return of order AB12CD34");
    expect(refunded?.text).toContain("We have refunded €47.92 to the card you paid with.");
    expect(refunded?.text).toContain(
      "See the order: https://sapatarialisboa.pt/en/account/purchases?encomenda=AB12CD34",
    );
  });

  it("write the store's hours and the dates in English", () => {
    const ready = KINDS.PURCHASE_READY_FOR_PICKUP?.("en");
    expect(ready?.text).toContain("Monday to Friday: 10:00–19:00");
    expect(ready?.text).toContain("Sunday: Closed");
    const reminder = KINDS.PURCHASE_PICKUP_REMINDER?.("en");
    expect(reminder?.text).toContain("You can collect it until 4 December 2026, 18:00;");
    const reserved = KINDS.STORE_RESERVATION?.("en");
    expect(reserved?.text).toContain("Day to collect: 1 December 2026");
    expect(reserved?.subject).toBe("Store reservation: Chelsea, size 38");
  });

  it("keep the Portuguese words, numbers and dates of a Portuguese one", () => {
    const dispatched = KINDS.PURCHASE_DISPATCHED?.("pt");
    expect(dispatched?.subject).toBe("Encomenda AB12CD34 enviada");
    expect(dispatched?.text).toMatch(/Total \(IVA incluído\): 94,20\s€/);
    const reminder = KINDS.PURCHASE_PICKUP_REMINDER?.("pt");
    expect(reminder?.text).toContain("Pode levantá-la até 04/12/2026, 18:00;");
    expect(reminder?.text).toContain("Segunda a sexta: 10:00–19:00");
  });
});
