import {
  hoursLines,
  type Language,
  RESERVATION_HOLD_HOURS,
  type StoreHours,
  sizeInWords,
  type Translation,
} from "@shop/shared";
import { itemsBlock, type MailBlock, renderMail, type ShopIdentity } from "./layout.ts";
import { mailDateTime, mailDay } from "./mail-dates.ts";
import { contactUs, euros } from "./purchase-emails.ts";
import { english } from "./reservation-emails.en.ts";

export interface ReservationMailData {
  title: string;
  size: string;
  /** The product's main picture as stored; null without one. */
  picture: string | null;
  priceCents: number;
  pickupDay: string;
  heldUntil: Date;
  store: { name: string; address: string; phone: string; hours: StoreHours | null };
  /** Paid online by card (the emails say so instead of «paga na loja»). */
  paidOnline: boolean;
  /** The language of the page it was made on ('pt' when not said): its emails speak it. */
  language?: Language;
}

const portuguese = {
  pickupDay: "Dia para levantar",
  heldUntil: "Guardado até",
  store: "Loja",
  address: "Morada",
  phone: "Telefone",
  made: {
    subject: (title: string, size: string) => `Reserva em loja: ${title}, ${size}`,
    heading: "A sua reserva está feita",
    held: (title: string, size: string, store: string) =>
      `Guardamos ${title} em ${size} na loja ${store} durante ${RESERVATION_HOLD_HOURS} horas.`,
    paid: (amount: string) => `Já está paga: recebemos ${amount} no seu cartão.`,
    payInStore: "Paga na loja, quando levantar.",
    cancelPaid:
      "Ao levantar, diga o seu nome ou mostre este email. Se já não quiser o par, cancele a reserva: devolvemos o valor ao seu cartão.",
    cancelInStore:
      "Ao levantar, diga o seu nome ou mostre este email. Se já não quiser o par, cancele a reserva para o deixarmos a outra pessoa:",
    cancel: "Cancelar a reserva",
  },
  ready: {
    subject: (title: string, size: string) => `Reserva pronta: ${title}, ${size}`,
    heading: "A sua reserva está pronta",
    text: (title: string, size: string, store: string) =>
      `${title} em ${size} espera por si na loja ${store}.`,
    collect:
      "Ao levantar, diga o seu nome ou mostre este email. Se já não quiser o par, use a ligação do email da reserva para a cancelar.",
  },
  refunded: {
    subject: (title: string, size: string) => `Reembolso da reserva: ${title}, ${size}`,
    heading: "Devolvemos o valor da sua reserva",
    text: (title: string, size: string, store: string, amount: string) =>
      `A reserva de ${title} em ${size} na loja ${store} terminou sem ser levantada. Devolvemos ${amount} ao cartão com que pagou; pode levar alguns dias a aparecer no extrato.`,
  },
};

/** The reservation emails' words, in Portuguese; in English in reservation-emails.en.ts. */
export type ReservationMailTexts = Translation<typeof portuguese>;

const TEXTS: Record<Language, ReservationMailTexts> = { pt: portuguese, en: english };

/** The language, words, price and size of a reservation's email. */
function wordsOf(reservation: ReservationMailData) {
  const language = reservation.language ?? "pt";
  return {
    language,
    texts: TEXTS[language],
    price: euros(reservation.priceCents, language),
    size: sizeInWords(reservation.size, language),
  };
}

/** The pair reserved, with its picture and price. */
function reservedItem(reservation: ReservationMailData, shop: ShopIdentity): MailBlock {
  const { picture, title, size } = reservation;
  const { language, price } = wordsOf(reservation);
  return itemsBlock([{ picture, title, size, price }], shop, language);
}

/** What was reserved, then the day, the store, its address, phone and hours. */
function reservationBlocks(reservation: ReservationMailData, shop: ShopIdentity): MailBlock[] {
  const { store } = reservation;
  const { language, texts } = wordsOf(reservation);
  return [
    reservedItem(reservation, shop),
    {
      details: [
        [texts.pickupDay, mailDay(reservation.pickupDay, language)],
        [texts.heldUntil, mailDateTime(reservation.heldUntil, language)],
        [texts.store, store.name],
        [texts.address, store.address],
        ...(store.phone ? [[texts.phone, store.phone] as [string, string]] : []),
        ...(store.hours ? hoursLines(store.hours, language) : []).map((line): [string, string] => [
          line.days,
          line.times,
        ]),
      ],
    },
  ];
}

/** Sent when a customer reserves a size in a store: where, when, and how to cancel. */
export function reservationMadeMail(
  reservation: ReservationMailData & { cancelUrl: string },
  shop: ShopIdentity,
) {
  const { language, texts, price, size } = wordsOf(reservation);
  const { title } = reservation;
  return renderMail(
    {
      language,
      subject: texts.made.subject(title, size),
      heading: texts.made.heading,
      blocks: [
        {
          paragraph: `${texts.made.held(title, size, reservation.store.name)} ${
            reservation.paidOnline ? texts.made.paid(price) : texts.made.payInStore
          }`,
        },
        ...reservationBlocks(reservation, shop),
        {
          paragraph: reservation.paidOnline ? texts.made.cancelPaid : texts.made.cancelInStore,
        },
        { action: { label: texts.made.cancel, url: reservation.cancelUrl } },
        contactUs(shop, language),
      ],
    },
    shop,
  );
}

/** Sent when the store's staff put the reserved pair aside at the counter. */
export function reservationReadyMail(reservation: ReservationMailData, shop: ShopIdentity) {
  const { language, texts, size } = wordsOf(reservation);
  const { title } = reservation;
  return renderMail(
    {
      language,
      subject: texts.ready.subject(title, size),
      heading: texts.ready.heading,
      blocks: [
        { paragraph: texts.ready.text(title, size, reservation.store.name) },
        ...reservationBlocks(reservation, shop),
        { paragraph: texts.ready.collect },
        contactUs(shop, language),
      ],
    },
    shop,
  );
}

/** Sent when the money of a reservation paid online went back to the card (the pair not collected). */
export function reservationRefundedMail(reservation: ReservationMailData, shop: ShopIdentity) {
  const { language, texts, price, size } = wordsOf(reservation);
  const { title } = reservation;
  return renderMail(
    {
      language,
      subject: texts.refunded.subject(title, size),
      heading: texts.refunded.heading,
      blocks: [
        { paragraph: texts.refunded.text(title, size, reservation.store.name, price) },
        reservedItem(reservation, shop),
        contactUs(shop, language),
      ],
    },
    shop,
  );
}
