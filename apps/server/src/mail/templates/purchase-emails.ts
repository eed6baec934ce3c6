import {
  centsToEuros,
  formatEuros,
  formatVatPercent,
  type HoursLine,
  type Language,
  maskedGiftCardCode,
  type PaymentMethod,
  pagePathIn,
  type RefundMethod,
} from "@shop/shared";
import { groupReference } from "../../payments/multibanco.ts";
import { itemsBlock, type MailBlock, renderMail, type ShopIdentity } from "./layout.ts";
import { mailDateTime, mailDay } from "./mail-dates.ts";
import { preContractBlocks } from "./pre-contract.ts";
import { PURCHASE_MAIL_TEXTS } from "./purchase-mail-texts.ts";

export interface PurchaseMailData {
  idShort: string;
  /** The language it was placed in ('pt' when not said); its translated emails speak it. */
  language?: Language;
  email: string;
  /**
   * Where the order goes, as postal code and country only: the buyer's own names and streets are
   * not mailed back, so the shop's email never carries text typed by whoever gave the address.
   */
  deliveryPlace: string;
  paymentMethod: PaymentMethod;
  /**
   * Gift cards: those that paid part of it (last 4, cents taken) and those it bought; absent in
   * the emails of other domains.
   */
  giftCards?: {
    used: Array<{ last4: string; cents: number }>;
    sold: Array<{ valueCents: number; recipientName: string; deliveryDay: string }>;
  };
  /** What the chosen method pays (the total less the gift cards' part). */
  paidByMethodCents?: number;
  /** Collected in a store instead: the store as bought, and its opening hours now (if known). */
  pickup: {
    storeName: string;
    storeAddress: string;
    hours: HoursLine[] | null;
    /** Once reminded: the last moment to collect it before staff cancel it. */
    collectBy: Date | null;
  } | null;
  /** The stored totals; base + deliveryBase + vat = total. */
  totals: {
    baseCents: number;
    deliveryBaseCents: number;
    vatCents: number;
    vatPercent: number;
    totalCents: number;
  };
  lines: Array<{
    productId: number;
    title: string;
    size: string;
    quantity: number;
    unitPriceCents: number;
    /** The line's share of the discount code (0 without one). */
    codeDiscountCents?: number;
    /** The product's main picture as stored (see mainPicture); null without one. */
    picture: string | null;
  }>;
  multibanco: { entity: string; reference: string; expiresAt: Date } | null;
  /** The discount code it used: what it took off the products (VAT included), free delivery. */
  discountCode?: { code: string; cents: number; freeDelivery: boolean } | null;
  /** The long random link of its invoice-receipt's PDF; null when the shop issues none. */
  invoicePath: string | null;
  /** The order's own page (its long random link), for guests and customers alike. */
  orderPath: string;
  /** How it left, once dispatched. */
  dispatch: { carrierName: string; trackingNumber: string; trackingUrl: string | null } | null;
  /** The customer cancelled it themselves (the cancelled email says it was at their request). */
  canceledByCustomer?: boolean;
  /** Cancelled once paid: without a money refund, gift cards took it all back or had spent it. */
  canceledPaid?: boolean;
  /** The money going back, once a paid purchase is cancelled. */
  refund: { method: RefundMethod; amountCents: number; iban: string | null } | null;
}

/** The language a purchase's emails speak: the one it was placed in. */
export const languageOf = (purchase: PurchaseMailData): Language => purchase.language ?? "pt";

export const euros = (cents: number, language: Language = "pt") =>
  formatEuros(centsToEuros(cents), language);

/** «Código de desconto: NATAL10 (−10,00 €)», or «(envio grátis)». */
function discountDetail(
  code: NonNullable<PurchaseMailData["discountCode"]>,
  language: Language,
): [string, string] {
  const texts = PURCHASE_MAIL_TEXTS[language];
  const effect = code.freeDelivery ? texts.freeDelivery : `−${euros(code.cents, language)}`;
  return [texts.discountCode, `${code.code} (${effect})`];
}

/** The gift cards bought, as an amount without VAT. */
function soldCardsAmount(purchase: PurchaseMailData, language: Language): Array<[string, string]> {
  const cents = (purchase.giftCards?.sold ?? []).reduce((sum, card) => sum + card.valueCents, 0);
  const label = PURCHASE_MAIL_TEXTS[language].giftCardsSold;
  return cents > 0 ? [[label, euros(cents, language)]] : [];
}

/** «Cartão-presente para Rita (envio a 24/12/2026)» and its value, for each card bought. */
function soldCardsBlocks(purchase: PurchaseMailData, language: Language): MailBlock[] {
  const sold = purchase.giftCards?.sold ?? [];
  if (sold.length === 0) return [];
  const texts = PURCHASE_MAIL_TEXTS[language];
  return [
    {
      details: sold.map((card): [string, string] => [
        texts.giftCardFor(card.recipientName, mailDay(card.deliveryDay, language)),
        euros(card.valueCents, language),
      ]),
    },
  ];
}

/**
 * How it is paid: each gift card's part (a means of payment, not a discount), then the method's,
 * or the method alone.
 */
function paymentDetails(purchase: PurchaseMailData, language: Language): Array<[string, string]> {
  const texts = PURCHASE_MAIL_TEXTS[language];
  const used = purchase.giftCards?.used ?? [];
  const method = texts.paymentMethods[purchase.paymentMethod];
  if (used.length === 0) return [[texts.payment, method]];
  const cards = used.map((card): [string, string] => [
    texts.giftCard(maskedGiftCardCode(card.last4)),
    euros(card.cents, language),
  ]);
  const rest = purchase.paidByMethodCents ?? 0;
  return rest > 0 ? [...cards, [texts.paymentWith(method), euros(rest, language)]] : cards;
}

/** The button to the order's own page, in the email's language (none without a link to it). */
function orderAction(
  purchase: PurchaseMailData,
  shop: ShopIdentity,
  label: string,
  language: Language = "pt",
): MailBlock[] {
  if (!purchase.orderPath) return [];
  return [{ action: { label, url: `${shop.url}${pagePathIn(purchase.orderPath, language)}` } }];
}

/**
 * What was bought, what it cost, how it is paid and where it goes, then «Ver a encomenda» unless
 * `withAction` is false (the email already has its button to the order page).
 */
export function orderBlocks(
  purchase: PurchaseMailData,
  shop: ShopIdentity,
  withAction = true,
  language: Language = "pt",
): MailBlock[] {
  const { totals } = purchase;
  const texts = PURCHASE_MAIL_TEXTS[language];
  const money = (cents: number) => euros(cents, language);
  return [
    itemsBlock(
      purchase.lines.map((line) => ({
        picture: line.picture,
        title: line.title,
        size: line.size,
        quantity: line.quantity,
        price: money(line.unitPriceCents * line.quantity - (line.codeDiscountCents ?? 0)),
      })),
      shop,
      language,
    ),
    ...soldCardsBlocks(purchase, language),
    ...(purchase.discountCode
      ? [{ details: [discountDetail(purchase.discountCode, language)] }]
      : []),
    {
      amounts: [
        [texts.products, money(totals.baseCents)],
        [texts.delivery, money(totals.deliveryBaseCents)],
        [texts.vat(formatVatPercent(totals.vatPercent, language)), money(totals.vatCents)],
        ...soldCardsAmount(purchase, language),
      ],
      total: [texts.total, money(totals.totalCents)],
    },
    { details: paymentDetails(purchase, language) },
    purchase.pickup
      ? { paragraph: texts.pickupAt(purchase.pickup.storeName, purchase.pickup.storeAddress) }
      : { paragraph: texts.deliveryTo(purchase.deliveryPlace) },
    ...(withAction ? orderAction(purchase, shop, texts.seeOrder, language) : []),
  ];
}

export function returnRight(shop: ShopIdentity, language: Language = "pt"): MailBlock {
  const terms = `${shop.url}${pagePathIn("/terms", language)}#livre-resolucao`;
  return { paragraph: PURCHASE_MAIL_TEXTS[language].returnRight(terms) };
}

/**
 * What the bank asks for, and «Pagar agora» to the order page, which shows the same and whether it
 * is paid yet.
 */
function multibancoBlocks(
  purchase: PurchaseMailData,
  multibanco: NonNullable<PurchaseMailData["multibanco"]>,
  shop: ShopIdentity,
  language: Language,
): MailBlock[] {
  const texts = PURCHASE_MAIL_TEXTS[language].multibanco;
  return [
    { paragraph: texts.intro },
    {
      details: [
        [texts.entity, multibanco.entity],
        [texts.reference, groupReference(multibanco.reference)],
        [texts.amount, euros(purchase.totals.totalCents, language)],
        [texts.payBy, mailDateTime(multibanco.expiresAt, language)],
      ],
    },
    ...orderAction(purchase, shop, texts.payNow, language),
    { paragraph: texts.expiry },
  ];
}

/**
 * Sent when a purchase is generated, in the purchase's language; with MULTIBANCO it carries what
 * the bank asks for.
 */
export function purchaseGeneratedMail(purchase: PurchaseMailData, shop: ShopIdentity) {
  const { multibanco } = purchase;
  const language = languageOf(purchase);
  const texts = PURCHASE_MAIL_TEXTS[language].generated;
  const payment: MailBlock[] = multibanco
    ? multibancoBlocks(purchase, multibanco, shop, language)
    : [{ paragraph: purchase.paymentMethod === "MBWAY" ? texts.mbway : texts.awaiting }];
  return renderMail(
    {
      language,
      subject: texts.subject(purchase.idShort),
      heading: texts.heading,
      blocks: [
        { paragraph: texts.registered(purchase.idShort) },
        ...payment,
        ...orderBlocks(purchase, shop, !multibanco, language),
        returnRight(shop, language),
        ...preContractBlocks(shop, language),
      ],
    },
    shop,
  );
}

/** Sent once, when the payment of a purchase is confirmed. */
export function purchasePaidMail(purchase: PurchaseMailData, shop: ShopIdentity) {
  const language = languageOf(purchase);
  const texts = PURCHASE_MAIL_TEXTS[language].paid;
  const id = purchase.idShort;
  return renderMail(
    {
      language,
      subject: texts.subject(id),
      heading: texts.heading,
      blocks: [
        {
          paragraph: purchase.pickup
            ? texts.pickup(id, purchase.pickup.storeName)
            : texts.delivery(id),
        },
        ...orderBlocks(purchase, shop, true, language),
        ...(purchase.invoicePath
          ? [
              { paragraph: texts.invoice },
              { action: { label: texts.seeInvoice, url: `${shop.url}${purchase.invoicePath}` } },
            ]
          : []),
        returnRight(shop, language),
        { paragraph: texts.keep },
      ],
    },
    shop,
  );
}

export function contactUs(shop: ShopIdentity, language: Language = "pt"): MailBlock {
  const texts = PURCHASE_MAIL_TEXTS[language];
  const ways = [shop.email, shop.phone].filter(Boolean).join(texts.or);
  return { paragraph: texts.contactUs(ways) };
}

/** The carrier, the tracking number and its link (or how to follow it without one). */
function trackingBlocks(dispatch: PurchaseMailData["dispatch"], language: Language): MailBlock[] {
  const texts = PURCHASE_MAIL_TEXTS[language].tracking;
  return dispatch
    ? [
        {
          details: [
            [texts.carrier, dispatch.carrierName],
            [texts.number, dispatch.trackingNumber],
          ],
        },
        dispatch.trackingUrl
          ? { action: { label: texts.follow, url: dispatch.trackingUrl } }
          : { paragraph: texts.withoutLink },
      ]
    : [];
}

/** Sent when the purchase leaves with a carrier: the tracking number and, if it has one, its link. */
export function purchaseDispatchedMail(purchase: PurchaseMailData, shop: ShopIdentity) {
  const language = languageOf(purchase);
  const texts = PURCHASE_MAIL_TEXTS[language].dispatched;
  return renderMail(
    {
      language,
      subject: texts.subject(purchase.idShort),
      heading: texts.heading,
      blocks: [
        { paragraph: texts.text(purchase.idShort) },
        ...trackingBlocks(purchase.dispatch, language),
        ...orderBlocks(purchase, shop, true, language),
        returnRight(shop, language),
      ],
    },
    shop,
  );
}

/** The tracking number given at dispatch was wrong: here is the right one. */
export function purchaseTrackingChangedMail(purchase: PurchaseMailData, shop: ShopIdentity) {
  const language = languageOf(purchase);
  const texts = PURCHASE_MAIL_TEXTS[language].trackingChanged;
  return renderMail(
    {
      language,
      subject: texts.subject(purchase.idShort),
      heading: texts.heading,
      blocks: [
        { paragraph: texts.text(purchase.idShort) },
        ...trackingBlocks(purchase.dispatch, language),
        ...orderBlocks(purchase, shop, true, language),
      ],
    },
    shop,
  );
}

/** Sent when the carrier has delivered the purchase. */
export function purchaseDeliveredMail(purchase: PurchaseMailData, shop: ShopIdentity) {
  const language = languageOf(purchase);
  const texts = PURCHASE_MAIL_TEXTS[language].delivered;
  return renderMail(
    {
      language,
      subject: texts.subject(purchase.idShort),
      heading: texts.heading,
      blocks: [
        { paragraph: texts.text(purchase.idShort) },
        ...orderBlocks(purchase, shop, true, language),
        returnRight(shop, language),
        contactUs(shop, language),
      ],
    },
    shop,
  );
}

/** What happens to the money of a cancelled purchase, in the customer's words. */
function moneyBack(purchase: PurchaseMailData, language: Language): string {
  const texts = PURCHASE_MAIL_TEXTS[language].canceled;
  const { refund } = purchase;
  if (!refund && purchase.canceledPaid) {
    const cards = purchase.giftCards;
    return [
      texts.nothingBack,
      cards?.used.length ? texts.cardsBack : "",
      cards?.sold.length ? texts.soldSpent : "",
    ]
      .filter(Boolean)
      .join(" ");
  }
  if (!refund) return texts.unpaid;
  const amount = euros(refund.amountCents, language);
  if (refund.method === "MBWAY") return texts.mbway(amount);
  if (refund.method === "CARD") return texts.card(amount);
  const account = refund.iban ? texts.accountEnding(refund.iban.slice(-4)) : "";
  return texts.transfer(amount, account);
}

/** Sent when a purchase is cancelled (by the shop or the customer): what it was, and the money. */
export function purchaseCanceledMail(purchase: PurchaseMailData, shop: ShopIdentity) {
  const language = languageOf(purchase);
  const texts = PURCHASE_MAIL_TEXTS[language].canceled;
  return renderMail(
    {
      language,
      subject: texts.subject(purchase.idShort),
      heading: texts.heading,
      blocks: [
        {
          paragraph: purchase.canceledByCustomer
            ? texts.byCustomer(purchase.idShort)
            : texts.byShop(purchase.idShort),
        },
        { paragraph: moneyBack(purchase, language) },
        ...(purchase.refund === null && purchase.multibanco
          ? [{ paragraph: texts.referenceVoid }]
          : []),
        ...orderBlocks(purchase, shop, true, language),
        contactUs(shop, language),
      ],
    },
    shop,
  );
}
