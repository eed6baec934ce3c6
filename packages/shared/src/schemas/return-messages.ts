import { SHOP_RETURN_DAYS } from "../constants.ts";
import type { ReturnKind, ReturnState } from "../return-states.ts";

/** Why the customer sends it back; free withdrawal needs no reason, so one of them is none. */
export const RETURN_REASONS = [
  "NO_REASON",
  "TOO_SMALL",
  "TOO_BIG",
  "NOT_AS_EXPECTED",
  "DEFECTIVE",
  "WRONG_ITEM",
  "OTHER",
] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

export const returnReasonNames: Record<ReturnReason, string> = {
  NO_REASON: "Prefiro não indicar (livre resolução)",
  TOO_SMALL: "O tamanho ficou pequeno",
  TOO_BIG: "O tamanho ficou grande",
  NOT_AS_EXPECTED: "Não corresponde ao que esperava",
  DEFECTIVE: "Defeito ou dano",
  WRONG_ITEM: "Recebi um artigo diferente do encomendado",
  OTHER: "Outro motivo",
};

export const returnKindNames: Record<ReturnKind, string> = {
  RETURN: "Devolução",
  EXCHANGE: "Troca de tamanho",
};

/** A return's state as the customer and the staff read it. */
export const returnStateNames: Record<ReturnState, string> = {
  REQUESTED: "Pedida",
  RECEIVED: "Recebida na loja",
  ACCEPTED: "Aceite",
  REFUSED: "Recusada",
  REFUNDED: "Reembolsada",
  EXCHANGED: "Troca enviada para preparação",
  CANCELED: "Cancelada",
};

export const RETURN_NOTE_MAX_LENGTH = 500;

export const returnMessages = {
  notFound: "A devolução não existe.",
  purchaseNotFound: "A encomenda não existe.",
  notDelivered: "Só pode devolver ou trocar artigos de uma encomenda já entregue.",
  tooLate: `O prazo de ${SHOP_RETURN_DAYS} dias a contar da entrega já terminou.`,
  kind: "Escolha devolução ou troca.",
  reason: "Escolha o motivo.",
  note: `A nota pode ter no máximo ${RETURN_NOTE_MAX_LENGTH} caracteres.`,
  lines: "Escolha pelo menos um artigo.",
  quantity: "Indique uma quantidade válida.",
  tooMany: (left: number) =>
    left === 0
      ? "Este artigo já está todo numa devolução."
      : `Pode devolver no máximo ${left} deste artigo.`,
  notBought: "Este artigo não faz parte da encomenda.",
  repeated: "Este artigo aparece mais do que uma vez.",
  exchangeSize: "Escolha o tamanho que quer receber em troca.",
  sameSize: "Escolha um tamanho diferente do que recebeu.",
  noSuchSize: "Este tamanho não existe neste produto.",
  exchangeOutOfStock:
    "O tamanho pedido já não tem stock online. Escolha outro ou peça a devolução.",
  iban: "O IBAN não é válido. Confirme as letras e os algarismos.",
  ibanRequired: "Indique o IBAN da conta para onde devolvemos o valor (pagou por MULTIBANCO).",
  refuseReason: "Indique o motivo da recusa (3 a 300 caracteres).",
  changed: (state: ReturnState) =>
    `Esta devolução mudou entretanto: está agora «${returnStateNames[state]}». Atualize a página.`,
  refundForbidden: "Só o dono da loja pode reembolsar uma devolução.",
  nothingToRefund: "Esta encomenda já foi toda reembolsada.",
  noTransfer: "Esta devolução não tem nenhuma transferência por registar.",
  noPendingRefund: "Esta devolução não tem nenhum reembolso no cartão ou por MB WAY pendente.",
  requested: "Pedido registado. Enviámos-lhe um email com as instruções de envio.",
  canceled: "Pedido de devolução cancelado.",
  received: "Devolução recebida. O cliente vai receber um email.",
  receiveLocation: "Escolha onde recebe a devolução: a loja online ou uma loja.",
  accepted: "Devolução aceite. O cliente vai receber um email.",
  refused: "Devolução recusada. O cliente vai receber um email com o motivo.",
  refunded: "Reembolso feito e nota de crédito pedida.",
  refundPending:
    "Reembolso registado e nota de crédito pedida; o fornecedor de pagamentos não o aceitou e a loja volta a tentar sozinha.",
  transferPending:
    "Reembolso registado e nota de crédito pedida. Faça a transferência e registe-a.",
  transferRecorded: "Transferência registada.",
  exchanged: "Nova encomenda criada para o tamanho trocado: siga-a até ao envio.",
} as const;
