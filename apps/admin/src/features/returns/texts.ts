import { centsToEuros, formatEuros, type PaymentMethod, type RefundMethod } from "@shop/shared";

const euros = (cents: number) => formatEuros(centsToEuros(cents));

export const returnsTexts = {
  title: "Devoluções",
  list: "Devoluções e trocas pedidas",
  search: "Procurar pela referência da encomenda",
  empty: "Ainda não há devoluções.",
  emptyFiltered: "Nenhuma devolução com estes filtros.",
  number: "N.º",
  order: "Encomenda",
  date: "Pedida a",
  customer: "Cliente",
  kind: "Tipo",
  withdrawal: "Livre resolução",
  state: "Estado",
  units: "Unidades",
  allStates: "Todos",
  panel: "Devoluções e trocas",
  request: (id: number, kind: string) => `Pedido n.º ${id} · ${kind}`,
  reason: "Motivo",
  note: "Nota do cliente",
  refused: "Motivo da recusa",
  refundLabel: "Reembolso",
  line: (quantity: number, title: string, size: string, exchangeSize: string | null) =>
    `${quantity} × ${title}, tamanho ${size}${exchangeSize ? ` → ${exchangeSize}` : ""}`,
  paid: (cents: number) => `pago ${euros(cents)}`,
  restocked: "voltou ao stock",
  notRestocked: "não voltou ao stock",
  receive: "Marcar como recebida",
  sellable: (location: string) => `Vendável: volta ao stock de ${location}`,
  receivedIn: "Recebida em",
  receivedInHint:
    "O local onde a encomenda devolvida chegou: as unidades vendáveis voltam ao seu stock.",
  receivedInto: (location: string) => `Recebida em ${location}.`,
  accept: "Aceitar",
  refuseReason: "Motivo da recusa",
  refuse: "Recusar",
  refund: (cents: number) => `Reembolsar ${euros(cents)}`,
  confirmRefund: (cents: number, paidWith: PaymentMethod) => ({
    title: `Reembolsar ${euros(cents)} ao cliente?`,
    consequence: `${
      paidWith === "MULTIBANCO"
        ? "O reembolso fica por fazer por transferência bancária, para registar depois de a fazer."
        : `O dinheiro volta ${paidWith === "MBWAY" ? "por MB WAY" : "ao cartão"} de imediato.`
    } O cliente recebe um email e é emitida uma nota de crédito.`,
  }),
  iban: "IBAN do cliente",
  exchange: "Criar a encomenda de troca",
  exchangeOrder: "Encomenda de troca",
  refundDone: (cents: number, method: RefundMethod) =>
    ({
      MBWAY: `Reembolso por MB WAY de ${euros(cents)} feito.`,
      CARD: `Reembolso de ${euros(cents)} no cartão feito.`,
      BANK_TRANSFER: `Reembolso de ${euros(cents)} por transferência feito.`,
      GIFT_CARD: "Reembolso devolvido ao cartão-presente.",
    })[method],
  refundPending: (cents: number, method: RefundMethod) =>
    ({
      CARD: `Reembolso de ${euros(cents)} no cartão pendente.`,
      MBWAY: `Reembolso por MB WAY de ${euros(cents)} pendente.`,
      BANK_TRANSFER: `Transferência de ${euros(cents)} por fazer.`,
      GIFT_CARD: "Reembolso devolvido ao cartão-presente.",
    })[method],
  retryRefund: "Tentar o reembolso de novo",
  loadFailed: "Não foi possível carregar as devoluções.",
} as const;
