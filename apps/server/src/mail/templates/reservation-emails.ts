import {
  centsToEuros,
  formatEuros,
  formatShopDateTime,
  formatShopDay,
  hoursLines,
  RESERVATION_HOLD_HOURS,
  type StoreHours,
  sizeInWords,
} from "@shop/shared";
import { type MailBlock, renderMail, type ShopIdentity } from "./layout.ts";
import { contactUs } from "./purchase-emails.ts";

export interface ReservationMailData {
  title: string;
  size: string;
  priceCents: number;
  pickupDay: string;
  heldUntil: Date;
  store: { name: string; address: string; phone: string; hours: StoreHours | null };
  /** Paid online by card (the emails say so instead of «paga na loja»). */
  paidOnline: boolean;
}

/** The store, its address, phone and hours, and what was reserved there. */
function reservationBlocks(reservation: ReservationMailData): MailBlock[] {
  const { store } = reservation;
  return [
    {
      details: [
        ["Produto", reservation.title],
        ["Tamanho", reservation.size === "U" ? "Único" : reservation.size],
        ["Preço", formatEuros(centsToEuros(reservation.priceCents))],
        ["Dia para levantar", formatShopDay(reservation.pickupDay)],
        ["Guardado até", formatShopDateTime(reservation.heldUntil)],
        ["Loja", store.name],
        ["Morada", store.address],
        ...(store.phone ? [["Telefone", store.phone] as [string, string]] : []),
        ...(store.hours ? hoursLines(store.hours) : []).map((line): [string, string] => [
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
  return renderMail(
    {
      subject: `Reserva em loja: ${reservation.title}, ${sizeInWords(reservation.size)}`,
      heading: "A sua reserva está feita",
      blocks: [
        {
          paragraph: `Guardamos ${reservation.title} em ${sizeInWords(reservation.size)} na loja ${reservation.store.name} durante ${RESERVATION_HOLD_HOURS} horas. ${
            reservation.paidOnline
              ? `Já está paga: recebemos ${formatEuros(centsToEuros(reservation.priceCents))} no seu cartão.`
              : "Paga na loja, quando levantar."
          }`,
        },
        ...reservationBlocks(reservation),
        {
          paragraph: reservation.paidOnline
            ? "Ao levantar, diga o seu nome ou mostre este email. Se já não quiser o par, cancele a reserva: devolvemos o valor ao seu cartão."
            : "Ao levantar, diga o seu nome ou mostre este email. Se já não quiser o par, cancele a reserva para o deixarmos a outra pessoa:",
        },
        { action: { label: "Cancelar a reserva", url: reservation.cancelUrl } },
        contactUs(shop),
      ],
    },
    shop,
  );
}

/** Sent when the store's staff put the reserved pair aside at the counter. */
export function reservationReadyMail(reservation: ReservationMailData, shop: ShopIdentity) {
  return renderMail(
    {
      subject: `Reserva pronta: ${reservation.title}, ${sizeInWords(reservation.size)}`,
      heading: "A sua reserva está pronta",
      blocks: [
        {
          paragraph: `${reservation.title} em ${sizeInWords(reservation.size)} espera por si na loja ${reservation.store.name}.`,
        },
        ...reservationBlocks(reservation),
        {
          paragraph:
            "Ao levantar, diga o seu nome ou mostre este email. Se já não quiser o par, use a ligação do email da reserva para a cancelar.",
        },
        contactUs(shop),
      ],
    },
    shop,
  );
}

/** Sent when the money of a reservation paid online went back to the card (the pair not collected). */
export function reservationRefundedMail(reservation: ReservationMailData, shop: ShopIdentity) {
  const amount = formatEuros(centsToEuros(reservation.priceCents));
  return renderMail(
    {
      subject: `Reembolso da reserva: ${reservation.title}, ${sizeInWords(reservation.size)}`,
      heading: "Devolvemos o valor da sua reserva",
      blocks: [
        {
          paragraph: `A reserva de ${reservation.title} em ${sizeInWords(reservation.size)} na loja ${reservation.store.name} terminou sem ser levantada. Devolvemos ${amount} ao cartão com que pagou; pode levar alguns dias a aparecer no extrato.`,
        },
        contactUs(shop),
      ],
    },
    shop,
  );
}
