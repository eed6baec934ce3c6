import {
  type Language,
  pagePathIn,
  type RefundMethod,
  type ReturnKind,
  type Translation,
} from "@shop/shared";
import { itemsBlock, type MailBlock, renderMail, type ShopIdentity } from "./layout.ts";
import { contactUs, euros } from "./purchase-emails.ts";
import { PURCHASE_MAIL_TEXTS } from "./purchase-mail-texts.ts";
import { english } from "./return-emails.en.ts";

export interface ReturnMailData {
  returnId: number;
  idShort: string;
  /** The purchase's language ('pt' when not said): its emails speak it. */
  language?: Language;
  kind: ReturnKind;
  lines: Array<{
    title: string;
    size: string;
    quantity: number;
    exchangeSize: string | null;
    /** The product's main picture as stored; null without one. */
    picture: string | null;
  }>;
  /** Where it may be brought or sent: the shop's address and its physical stores. */
  shopAddress: string;
  stores: Array<{ name: string; address: string }>;
  refuseReason: string | null;
  refund: { method: RefundMethod; amountCents: number; iban: string | null } | null;
  exchangeIdShort: string | null;
  /** The purchase in the buyer's account; null for a guest purchase. */
  orderPath: string | null;
}

export const RETURN_MAIL_KINDS = [
  "RETURN_REQUESTED",
  "RETURN_CANCELED",
  "RETURN_RECEIVED",
  "RETURN_ACCEPTED",
  "RETURN_REFUSED",
  "RETURN_REFUNDED",
  "RETURN_EXCHANGED",
] as const;
export type ReturnMailKind = (typeof RETURN_MAIL_KINDS)[number];

const portuguese = {
  /** What the customer asked for, as a noun: «devolução» or «troca». */
  what: (exchange: boolean) => (exchange ? "troca" : "devolução"),
  howToSend: (shopAddress: string, stores: string) =>
    `Envie os artigos por correio para ${shopAddress}, ou entregue-os em qualquer uma das nossas lojas${stores ? `: ${stores}` : ""}.`,
  howToPack: (id: string) =>
    `Junte a referência da encomenda, ${id}. Não precisa da embalagem original nem da fatura; só responde pela perda de valor se usar os artigos além do necessário para os experimentar. Os portes de devolução são por sua conta.`,
  card: (amount: string) =>
    `Devolvemos ${amount} ao cartão com que pagou. O valor pode demorar alguns dias a aparecer no extrato.`,
  mbway: (amount: string) =>
    `Reembolso por MB WAY: devolvemos ${amount} para o telemóvel com que pagou. O valor pode demorar alguns dias a chegar.`,
  accountEnding: (end: string) => ` terminada em ${end}`,
  transfer: (amount: string, account: string) =>
    `Vamos transferir ${amount} para a conta${account} no prazo máximo de 14 dias a contar do seu pedido de devolução.`,
  requested: {
    subject: (what: string, id: string) => `Pedido de ${what} da encomenda ${id}`,
    heading: (what: string) => `Recebemos o seu pedido de ${what}`,
    text: (returnId: number, id: string) =>
      `Registámos o pedido n.º ${returnId} da encomenda ${id}.`,
    sizeHeld: "O novo tamanho fica reservado para si até recebermos os artigos.",
  },
  canceled: {
    subject: (what: string, id: string) => `Pedido de ${what} da encomenda ${id} cancelado`,
    heading: "Cancelou o seu pedido",
    text: (returnId: number) => `O pedido n.º ${returnId} foi cancelado, como pediu.`,
  },
  received: {
    subject: (what: string, id: string) => `Recebemos a sua ${what} da encomenda ${id}`,
    heading: "Recebemos os artigos",
    text: (returnId: number) =>
      `Os artigos do pedido n.º ${returnId} chegaram. Vamos verificá-los e dizemos-lhe o resultado.`,
  },
  accepted: {
    subject: (what: string, id: string) => `A sua ${what} da encomenda ${id} foi aceite`,
    heading: (exchange: boolean) => `${exchange ? "Troca" : "Devolução"} aceite`,
    exchange: "Verificámos os artigos. Vamos enviar-lhe o novo tamanho sem custos.",
    refund:
      "Verificámos os artigos. O reembolso segue no prazo de 14 dias a contar do seu pedido, pelo meio com que pagou.",
  },
  refused: {
    subject: (what: string, id: string) => `A sua ${what} da encomenda ${id} foi recusada`,
    heading: "Não pudemos aceitar a devolução",
    text: (returnId: number) =>
      `Verificámos os artigos do pedido n.º ${returnId} e não os pudemos aceitar.`,
    kept: "Guardamos os artigos para os vir buscar ou lhos enviarmos de volta.",
  },
  refunded: {
    subject: (id: string) => `Reembolso da devolução da encomenda ${id}`,
    heading: "Reembolso da sua devolução",
    creditNote: "Emitimos a nota de crédito correspondente.",
  },
  exchanged: {
    subject: (id: string) => `A sua troca da encomenda ${id} vai a caminho`,
    heading: "A troca está a ser preparada",
    text: (newId: string) =>
      `Criámos a encomenda ${newId}, sem custos, com o novo tamanho. Enviamos-lhe o número de seguimento quando sair.`,
  },
};

/** The return emails' words, in Portuguese; in English in return-emails.en.ts. */
export type ReturnMailTexts = Translation<typeof portuguese>;

const TEXTS: Record<Language, ReturnMailTexts> = { pt: portuguese, en: english };

const languageOf = (data: Pick<ReturnMailData, "language">): Language => data.language ?? "pt";

/** The units sent back, each with its picture (and, in an exchange, the size it becomes). */
function lineBlock(data: ReturnMailData, shop: ShopIdentity): MailBlock {
  return itemsBlock(
    data.lines.map((line) => ({
      picture: line.picture,
      title: line.title,
      size: line.exchangeSize ? `${line.size} → ${line.exchangeSize}` : line.size,
      quantity: line.quantity,
    })),
    shop,
    languageOf(data),
  );
}

/** How to send it back: by post to the shop, or in any of its stores, with the order reference. */
export function howToSend(
  data: Pick<ReturnMailData, "idShort" | "shopAddress" | "stores" | "language">,
) {
  const texts = TEXTS[languageOf(data)];
  const stores = data.stores.map((store) => `${store.name} (${store.address})`).join("; ");
  return [texts.howToSend(data.shopAddress, stores), texts.howToPack(data.idShort)];
}

function moneyBack(data: ReturnMailData, texts: ReturnMailTexts): string {
  const { refund } = data;
  if (!refund) return "";
  const amount = euros(refund.amountCents, languageOf(data));
  if (refund.method === "CARD") return texts.card(amount);
  if (refund.method === "MBWAY") return texts.mbway(amount);
  const account = refund.iban ? texts.accountEnding(refund.iban.slice(-4)) : "";
  return texts.transfer(amount, account);
}

type Content = { subject: string; heading: string; blocks: MailBlock[] };

const CONTENT: Record<ReturnMailKind, (data: ReturnMailData, texts: ReturnMailTexts) => Content> = {
  RETURN_REQUESTED: (data, texts) => ({
    subject: texts.requested.subject(texts.what(data.kind === "EXCHANGE"), data.idShort),
    heading: texts.requested.heading(texts.what(data.kind === "EXCHANGE")),
    blocks: [
      { paragraph: texts.requested.text(data.returnId, data.idShort) },
      ...howToSend(data).map((paragraph) => ({ paragraph })),
      ...(data.kind === "EXCHANGE" ? [{ paragraph: texts.requested.sizeHeld }] : []),
    ],
  }),
  RETURN_CANCELED: (data, texts) => ({
    subject: texts.canceled.subject(texts.what(data.kind === "EXCHANGE"), data.idShort),
    heading: texts.canceled.heading,
    blocks: [{ paragraph: texts.canceled.text(data.returnId) }],
  }),
  RETURN_RECEIVED: (data, texts) => ({
    subject: texts.received.subject(texts.what(data.kind === "EXCHANGE"), data.idShort),
    heading: texts.received.heading,
    blocks: [{ paragraph: texts.received.text(data.returnId) }],
  }),
  RETURN_ACCEPTED: (data, texts) => ({
    subject: texts.accepted.subject(texts.what(data.kind === "EXCHANGE"), data.idShort),
    heading: texts.accepted.heading(data.kind === "EXCHANGE"),
    blocks: [
      {
        paragraph: data.kind === "EXCHANGE" ? texts.accepted.exchange : texts.accepted.refund,
      },
    ],
  }),
  RETURN_REFUSED: (data, texts) => ({
    subject: texts.refused.subject(texts.what(data.kind === "EXCHANGE"), data.idShort),
    heading: texts.refused.heading,
    blocks: [
      { paragraph: texts.refused.text(data.returnId) },
      { quote: data.refuseReason ?? "" },
      { paragraph: texts.refused.kept },
    ],
  }),
  RETURN_REFUNDED: (data, texts) => ({
    subject: texts.refunded.subject(data.idShort),
    heading: texts.refunded.heading,
    blocks: [{ paragraph: moneyBack(data, texts) }, { paragraph: texts.refunded.creditNote }],
  }),
  RETURN_EXCHANGED: (data, texts) => ({
    subject: texts.exchanged.subject(data.idShort),
    heading: texts.exchanged.heading,
    blocks: [{ paragraph: texts.exchanged.text(data.exchangeIdShort ?? "") }],
  }),
};

/** A return's email at one of its steps: what happened, its lines, and the way to the order. */
export function returnMail(kind: ReturnMailKind, data: ReturnMailData, shop: ShopIdentity) {
  const language = languageOf(data);
  const content = CONTENT[kind](data, TEXTS[language]);
  const seeOrder = PURCHASE_MAIL_TEXTS[language].seeOrder;
  return renderMail(
    {
      language,
      ...content,
      blocks: [
        ...content.blocks,
        lineBlock(data, shop),
        ...(data.orderPath
          ? [
              {
                action: {
                  label: seeOrder,
                  url: `${shop.url}${pagePathIn(data.orderPath, language)}`,
                },
              },
            ]
          : []),
        contactUs(shop, language),
      ],
    },
    shop,
  );
}
