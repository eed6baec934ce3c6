/** The withdrawal page's texts (/livre-resolucao). */
import { translatable } from "../../lib/i18n/texts-key";
export const withdrawalTexts = translatable("features/withdrawal/texts.ts#withdrawalTexts", {
  title: "Exercer o direito de livre resolução",
  lead: "Pode resolver o contrato de uma compra, sem indicar o motivo, no prazo de livre resolução. Indique a encomenda, confirme, e enviamos-lhe de imediato a confirmação por email.",
  ownHeading: "As suas encomendas",
  ownHint: "Escolha a encomenda que quer resolver.",
  ownOrder: (reference: string, total: string) => `Encomenda ${reference} · ${total}`,
  ownNone:
    "Não tem encomendas pagas que possa resolver. Se comprou sem conta, use o formulário abaixo.",
  guestHeading: "Encomenda feita sem conta, ou com outro email",
  reference: "Código da encomenda",
  referenceHint: "Está no email da encomenda, por exemplo AB12CD34.",
  email: "Email usado na compra",
  next: "Continuar",
  checking: "A procurar a encomenda…",
  confirmHeading: "Confirme a livre resolução",
  orderedAt: "Feita em",
  total: "Valor a reembolsar",
  items: "Artigos",
  item: (quantity: number, title: string, size: string) =>
    `${quantity} × ${title}, tamanho ${size}`,
  path: {
    cancel: "A encomenda ainda não foi enviada: é cancelada e o valor reembolsado.",
    return:
      "Devolva os artigos no prazo de 14 dias, numa das nossas lojas ou por correio; enviamos-lhe as instruções por email.",
    staff:
      "A encomenda já está a ser preparada ou a caminho: tratamos do cancelamento ou da devolução e escrevemos-lhe.",
  },
  refund:
    "Reembolsamos todos os pagamentos recebidos no prazo de 14 dias a contar de hoje, pelo meio com que pagou.",
  iban: "IBAN para o reembolso (opcional)",
  ibanHint:
    "Pagou por referência MULTIBANCO: indique a conta para onde devolvemos o valor. Se preferir, indique-o depois, respondendo ao email de confirmação.",
  confirm: "Confirmar a livre resolução",
  confirming: "A enviar…",
  back: "Voltar",
  doneHeading: "Livre resolução recebida",
  done: (reference: string, when: string) =>
    `Recebemos a sua livre resolução da encomenda ${reference} em ${when}. Enviámos-lhe a confirmação por email.`,
  networkError: "Não foi possível contactar a loja. Verifique a ligação e tente de novo.",
} as const);
