import { centsToEuros, formatEuros, type RefundMethod, type ReturnKind } from "@shop/shared";
import { type MailBlock, renderMail, type ShopIdentity } from "./layout.ts";
import { contactUs } from "./purchase-emails.ts";

export interface ReturnMailData {
  returnId: number;
  idShort: string;
  kind: ReturnKind;
  lines: Array<{ title: string; size: string; quantity: number; exchangeSize: string | null }>;
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

const euros = (cents: number) => formatEuros(centsToEuros(cents));
const what = (data: ReturnMailData) => (data.kind === "EXCHANGE" ? "troca" : "devolução");

function lineBlock(data: ReturnMailData): MailBlock {
  return {
    details: data.lines.map((line): [string, string] => [
      `${line.quantity} × ${line.title}`,
      line.exchangeSize ? `tamanho ${line.size} → ${line.exchangeSize}` : `tamanho ${line.size}`,
    ]),
  };
}

/** How to send it back: by post to the shop, or in any of its stores, with the order reference. */
export function howToSend(data: Pick<ReturnMailData, "idShort" | "shopAddress" | "stores">) {
  const stores = data.stores.map((store) => `${store.name} (${store.address})`).join("; ");
  return [
    `Envie os artigos por correio para ${data.shopAddress}, ou entregue-os em qualquer uma das nossas lojas${stores ? `: ${stores}` : ""}.`,
    `Junte a referência da encomenda, ${data.idShort}. Não precisa da embalagem original nem da fatura; só responde pela perda de valor se usar os artigos além do necessário para os experimentar. Os portes de devolução são por sua conta.`,
  ];
}

function moneyBack(data: ReturnMailData): string {
  const { refund } = data;
  if (!refund) return "";
  const amount = euros(refund.amountCents);
  if (refund.method === "CARD")
    return `Devolvemos ${amount} ao cartão com que pagou. O valor pode demorar alguns dias a aparecer no extrato.`;
  if (refund.method === "MBWAY")
    return `Reembolso por MB WAY: devolvemos ${amount} para o telemóvel com que pagou. O valor pode demorar alguns dias a chegar.`;
  const account = refund.iban ? ` terminada em ${refund.iban.slice(-4)}` : "";
  return `Vamos transferir ${amount} para a conta${account} no prazo máximo de 14 dias a contar do seu pedido de devolução.`;
}

const CONTENT: Record<
  ReturnMailKind,
  (data: ReturnMailData) => { subject: string; heading: string; blocks: MailBlock[] }
> = {
  RETURN_REQUESTED: (data) => ({
    subject: `Pedido de ${what(data)} da encomenda ${data.idShort}`,
    heading: `Recebemos o seu pedido de ${what(data)}`,
    blocks: [
      { paragraph: `Registámos o pedido n.º ${data.returnId} da encomenda ${data.idShort}.` },
      ...howToSend(data).map((paragraph) => ({ paragraph })),
      ...(data.kind === "EXCHANGE"
        ? [{ paragraph: "O novo tamanho fica reservado para si até recebermos os artigos." }]
        : []),
    ],
  }),
  RETURN_CANCELED: (data) => ({
    subject: `Pedido de ${what(data)} da encomenda ${data.idShort} cancelado`,
    heading: "Cancelou o seu pedido",
    blocks: [{ paragraph: `O pedido n.º ${data.returnId} foi cancelado, como pediu.` }],
  }),
  RETURN_RECEIVED: (data) => ({
    subject: `Recebemos a sua ${what(data)} da encomenda ${data.idShort}`,
    heading: "Recebemos os artigos",
    blocks: [
      {
        paragraph: `Os artigos do pedido n.º ${data.returnId} chegaram. Vamos verificá-los e dizemos-lhe o resultado.`,
      },
    ],
  }),
  RETURN_ACCEPTED: (data) => ({
    subject: `A sua ${what(data)} da encomenda ${data.idShort} foi aceite`,
    heading: `${data.kind === "EXCHANGE" ? "Troca" : "Devolução"} aceite`,
    blocks: [
      {
        paragraph:
          data.kind === "EXCHANGE"
            ? "Verificámos os artigos. Vamos enviar-lhe o novo tamanho sem custos."
            : "Verificámos os artigos. O reembolso segue no prazo de 14 dias a contar do seu pedido, pelo meio com que pagou.",
      },
    ],
  }),
  RETURN_REFUSED: (data) => ({
    subject: `A sua ${what(data)} da encomenda ${data.idShort} foi recusada`,
    heading: "Não pudemos aceitar a devolução",
    blocks: [
      {
        paragraph: `Verificámos os artigos do pedido n.º ${data.returnId} e não os pudemos aceitar.`,
      },
      { quote: data.refuseReason ?? "" },
      { paragraph: "Guardamos os artigos para os vir buscar ou lhos enviarmos de volta." },
    ],
  }),
  RETURN_REFUNDED: (data) => ({
    subject: `Reembolso da devolução da encomenda ${data.idShort}`,
    heading: "Reembolso da sua devolução",
    blocks: [
      { paragraph: moneyBack(data) },
      { paragraph: "Emitimos a nota de crédito correspondente." },
    ],
  }),
  RETURN_EXCHANGED: (data) => ({
    subject: `A sua troca da encomenda ${data.idShort} vai a caminho`,
    heading: "A troca está a ser preparada",
    blocks: [
      {
        paragraph: `Criámos a encomenda ${data.exchangeIdShort ?? ""}, sem custos, com o novo tamanho. Enviamos-lhe o número de seguimento quando sair.`,
      },
    ],
  }),
};

/** A return's email at one of its steps: what happened, its lines, and the way to the order. */
export function returnMail(kind: ReturnMailKind, data: ReturnMailData, shop: ShopIdentity) {
  const content = CONTENT[kind](data);
  return renderMail(
    {
      ...content,
      blocks: [
        ...content.blocks,
        lineBlock(data),
        ...(data.orderPath
          ? [{ action: { label: "Ver a encomenda", url: `${shop.url}${data.orderPath}` } }]
          : []),
        contactUs(shop),
      ],
    },
    shop,
  );
}
