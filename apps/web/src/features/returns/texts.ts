import { type RefundMethod, returnMessages } from "@shop/shared";
import { translatable } from "../../lib/i18n/texts-key";

/** Texts of returns and exchanges, wherever a purchase shows them (account, order page). */
export const returnTexts = translatable("features/returns/texts.ts#returnTexts", {
  heading: "Devoluções e trocas",
  open: (until: string) =>
    `Pode devolver ou trocar artigos desta encomenda até ${until}, sem indicar o motivo.`,
  closed: (until: string) => `O prazo para devolver ou trocar artigos terminou em ${until}.`,
  nothingLeft: "Todos os artigos desta encomenda já estão num pedido de devolução ou troca.",
  start: "Devolver ou trocar artigos",
  close: "Fechar o pedido",
  kind: "O que pretende?",
  item: "Artigo",
  itemLabel: (title: string, size: string) => `${title}, tamanho ${size}`,
  quantity: "Quantidade",
  exchangeSize: "Trocar pelo tamanho",
  chooseSize: "Escolha o tamanho",
  noOtherSize: "Não há outro tamanho deste artigo.",
  reason: "Motivo",
  note: "Nota (opcional)",
  iban: "IBAN para o reembolso",
  ibanHint: "Pagou por MULTIBANCO: devolvemos o valor por transferência para esta conta.",
  submit: "Pedir",
  submitting: "A enviar…",
  failed: "Não foi possível registar o pedido. Por favor, tente novamente.",
  requested: returnMessages.requested,
  howTitle: "Como enviar",
  byPost: (address: string) => `Por correio, para ${address}.`,
  inStore: "Ou entregue-os em qualquer uma das nossas lojas:",
  reference: (idShort: string) =>
    `Indique a referência da encomenda, ${idShort}. Os portes de devolução são por sua conta.`,
  requestTitle: (id: number, kind: string) => `Pedido n.º ${id} · ${kind}`,
  refund: (amount: string, method: RefundMethod, done: boolean) =>
    ({
      CARD: `Reembolso de ${amount} no cartão${done ? " feito" : " a processar"}.`,
      MBWAY: `Reembolso por MB WAY de ${amount}${done ? " feito" : " a processar"}.`,
      BANK_TRANSFER: `Reembolso de ${amount} por transferência bancária${done ? " feito" : " a fazer até 14 dias depois do pedido"}.`,
      GIFT_CARD: `Reembolso de ${amount} devolvido ao cartão-presente.`,
    })[method],
  exchangeOrder: (idShort: string) => `Novo tamanho enviado na encomenda ${idShort}.`,
  refused: (reason: string) => `Motivo da recusa: ${reason}`,
  cancel: "Cancelar o pedido",
  canceling: "A cancelar…",
  cancelFailed: "Não foi possível cancelar o pedido. Por favor, tente novamente.",
  loading: "A carregar as devoluções…",
  loadFailed: "Não foi possível carregar as devoluções.",
} as const);
