import {
  formatShopDateTime,
  REFUND_DEADLINE_DAYS,
  WITHDRAWAL_DAYS,
  type WithdrawalPreview,
} from "@shop/shared";
import { type MailBlock, renderMail, type ShopIdentity } from "./layout.ts";
import { euros } from "./purchase-emails.ts";

const NEXT: Record<WithdrawalPreview["path"], (shop: ShopIdentity) => string> = {
  cancel: () =>
    "A encomenda ainda não foi enviada: cancelamo-la e enviamos-lhe outro email com o reembolso.",
  return: (shop) =>
    `Devolva os artigos no prazo de ${WITHDRAWAL_DAYS} dias numa das nossas lojas ou por correio para ${shop.name}, ${shop.address}. Enviamos-lhe outro email com as instruções da devolução.`,
  staff: () =>
    "Vamos tratar da encomenda (cancelá-la, se ainda a pudermos parar, ou receber a devolução) e escrevemos-lhe com os passos seguintes.",
};

/**
 * The acknowledgement of a withdrawal, sent at once (Directive 2011/83/EU art. 11a(3)): what was
 * withdrawn, and the date and time the shop received it.
 */
export function withdrawalReceivedMail(
  withdrawal: WithdrawalPreview & { receivedAt: Date },
  shop: ShopIdentity,
) {
  const blocks: MailBlock[] = [
    {
      paragraph: `Recebemos a sua declaração de livre resolução do contrato de compra da encomenda ${withdrawal.reference}.`,
    },
    {
      details: [
        ["Encomenda", withdrawal.reference],
        ["Feita em", formatShopDateTime(withdrawal.orderedAt)],
        ["Livre resolução recebida em", formatShopDateTime(withdrawal.receivedAt)],
        ["Valor a reembolsar", euros(withdrawal.totalCents)],
      ],
    },
    {
      details: withdrawal.lines.map((line): [string, string] => [
        `${line.quantity} × ${line.title}`,
        `tamanho ${line.size}`,
      ]),
    },
    { paragraph: NEXT[withdrawal.path](shop) },
    {
      paragraph: `Reembolsamos todos os pagamentos recebidos, incluindo os portes de envio, no prazo de ${REFUND_DEADLINE_DAYS} dias a contar da data acima, pelo meio com que pagou. Podemos reter o reembolso até recebermos os artigos ou a prova do seu envio.`,
    },
    ...(withdrawal.asksIban
      ? [
          {
            paragraph:
              "Pagou por referência MULTIBANCO: se ainda não nos indicou o IBAN para o reembolso, responda a este email com ele.",
          },
        ]
      : []),
    { paragraph: "Guarde este email: é a confirmação da sua livre resolução." },
  ];
  return renderMail(
    {
      subject: `Recebemos a sua livre resolução — encomenda ${withdrawal.reference}`,
      heading: "Livre resolução recebida",
      blocks,
    },
    shop,
  );
}

/** Tells the shop a withdrawal came in, so that someone handles it. */
export function withdrawalForShopMail(
  withdrawal: WithdrawalPreview & { receivedAt: Date },
  shop: ShopIdentity,
) {
  return renderMail(
    {
      subject: `Livre resolução: encomenda ${withdrawal.reference}`,
      heading: "Um cliente exerceu o direito de livre resolução",
      blocks: [
        {
          paragraph: `Encomenda ${withdrawal.reference}, recebida em ${formatShopDateTime(withdrawal.receivedAt)}. O reembolso tem de ser feito até ${REFUND_DEADLINE_DAYS} dias depois desta data.`,
        },
        { paragraph: NEXT[withdrawal.path](shop) },
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
