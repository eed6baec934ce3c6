import {
  formatShopDateTime,
  type Language,
  REFUND_DEADLINE_DAYS,
  type Translation,
  WITHDRAWAL_DAYS,
  type WithdrawalPreview,
} from "@shop/shared";
import { itemsBlock, type MailBlock, renderMail, type ShopIdentity } from "./layout.ts";
import { mailDateTime } from "./mail-dates.ts";
import { euros } from "./purchase-emails.ts";
import { english } from "./withdrawal-emails.en.ts";

/** A withdrawal as its emails show it: the preview the customer confirmed, with the pictures. */
export type WithdrawalMailData = Omit<WithdrawalPreview, "lines"> & {
  receivedAt: Date;
  lines: Array<WithdrawalPreview["lines"][number] & { picture: string | null }>;
  /** The purchase's language ('pt' when not said): the customer's acknowledgement speaks it. */
  language?: Language;
};

const portuguese = {
  next: {
    cancel: () =>
      "A encomenda ainda não foi enviada: cancelamo-la e enviamos-lhe outro email com o reembolso.",
    return: (shop: string, address: string) =>
      `Devolva os artigos no prazo de ${WITHDRAWAL_DAYS} dias numa das nossas lojas ou por correio para ${shop}, ${address}. Enviamos-lhe outro email com as instruções da devolução.`,
    staff: () =>
      "Vamos tratar da encomenda (cancelá-la, se ainda a pudermos parar, ou receber a devolução) e escrevemos-lhe com os passos seguintes.",
  },
  received: (reference: string) =>
    `Recebemos a sua declaração de livre resolução do contrato de compra da encomenda ${reference}.`,
  order: "Encomenda",
  orderedAt: "Feita em",
  receivedAt: "Livre resolução recebida em",
  amount: "Valor a reembolsar",
  refund: `Reembolsamos todos os pagamentos recebidos, incluindo os portes de envio, no prazo de ${REFUND_DEADLINE_DAYS} dias a contar da data acima, pelo meio com que pagou. Podemos reter o reembolso até recebermos os artigos ou a prova do seu envio.`,
  iban: "Pagou por referência MULTIBANCO: se ainda não nos indicou o IBAN para o reembolso, responda a este email com ele.",
  keep: "Guarde este email: é a confirmação da sua livre resolução.",
  subject: (reference: string) => `Recebemos a sua livre resolução — encomenda ${reference}`,
  heading: "Livre resolução recebida",
};

/** The withdrawal acknowledgement's words, in Portuguese; in English in withdrawal-emails.en.ts. */
export type WithdrawalMailTexts = Translation<typeof portuguese>;

const TEXTS: Record<Language, WithdrawalMailTexts> = { pt: portuguese, en: english };

/** What happens next, by the path the withdrawal takes. */
const next = (withdrawal: WithdrawalMailData, shop: ShopIdentity, language: Language) =>
  TEXTS[language].next[withdrawal.path](shop.name, shop.address);

/**
 * The acknowledgement of a withdrawal, sent at once (Directive 2011/83/EU art. 11a(3)): what was
 * withdrawn, and the date and time the shop received it.
 */
export function withdrawalReceivedMail(withdrawal: WithdrawalMailData, shop: ShopIdentity) {
  const language = withdrawal.language ?? "pt";
  const texts = TEXTS[language];
  const blocks: MailBlock[] = [
    { paragraph: texts.received(withdrawal.reference) },
    {
      details: [
        [texts.order, withdrawal.reference],
        [texts.orderedAt, mailDateTime(withdrawal.orderedAt, language)],
        [texts.receivedAt, mailDateTime(withdrawal.receivedAt, language)],
        [texts.amount, euros(withdrawal.totalCents, language)],
      ],
    },
    itemsBlock(withdrawal.lines, shop, language),
    { paragraph: next(withdrawal, shop, language) },
    { paragraph: texts.refund },
    ...(withdrawal.asksIban ? [{ paragraph: texts.iban }] : []),
    { paragraph: texts.keep },
  ];
  return renderMail(
    { language, subject: texts.subject(withdrawal.reference), heading: texts.heading, blocks },
    shop,
  );
}

/** Tells the shop a withdrawal came in, so that someone handles it. */
export function withdrawalForShopMail(withdrawal: WithdrawalMailData, shop: ShopIdentity) {
  return renderMail(
    {
      subject: `Livre resolução: encomenda ${withdrawal.reference}`,
      heading: "Um cliente exerceu o direito de livre resolução",
      blocks: [
        {
          paragraph: `Encomenda ${withdrawal.reference}, recebida em ${formatShopDateTime(withdrawal.receivedAt)}. O reembolso tem de ser feito até ${REFUND_DEADLINE_DAYS} dias depois desta data.`,
        },
        { paragraph: next(withdrawal, shop, "pt") },
        {
          action: {
            label: "Ver a encomenda",
            url: `${shop.url}/admin/encomendas/${withdrawal.reference}`,
          },
        },
      ],
    },
    shop,
  );
}
