import {
  carrierName,
  centsToEuros,
  formatEuros,
  type OrderEvent,
  type PaymentMethod,
  paymentMethodNames,
} from "@shop/shared";

const euros = (cents: unknown) => formatEuros(centsToEuros(Number(cents)));
const text = (value: unknown) => (typeof value === "string" ? value : "");

function canceled(details: OrderEvent["details"]): string {
  if (details.by === "customer") return "Cancelada pelo cliente; stock devolvido.";
  if (details.cause === "payment-not-started")
    return "Cancelada: o pagamento não chegou a começar; stock devolvido.";
  if (details.by !== "staff") return "Cancelada.";
  const reason = text(details.reason);
  return `Cancelada pela loja; stock devolvido.${reason ? ` Motivo: ${reason}` : ""}`;
}

function refunded(details: OrderEvent["details"]): string {
  if (details.method === "BANK_TRANSFER")
    return `Transferência de ${euros(details.amountCents)} ao cliente registada.`;
  if (details.late) return `Pagamento tardio de ${euros(details.amountCents)} devolvido ao cartão.`;
  return `Reembolso de ${euros(details.amountCents)} feito no cartão.`;
}

const SENTENCES: Record<OrderEvent["kind"], (details: OrderEvent["details"]) => string> = {
  CREATED: (d) =>
    `Encomenda feita (${paymentMethodNames[d.paymentMethod as PaymentMethod] ?? "—"}).`,
  REFERENCE_ISSUED: (d) =>
    `Referência MULTIBANCO emitida: entidade ${text(d.entity)}, referência ${text(d.reference)}.`,
  PAID: () => "Pagamento recebido.",
  EXPIRED: () => "Cancelada: o prazo de pagamento terminou; stock devolvido.",
  CANCELED: canceled,
  DISPATCH_REQUESTED: () => "Envio pedido; guia de remessa disponível.",
  DISPATCHED: (d) =>
    `Enviada com ${carrierName(text(d.carrier))}, número de seguimento ${text(d.trackingNumber)}.`,
  DELIVERED: () => "Entregue ao cliente.",
  REFUND_REQUESTED: (d) =>
    `Reembolso de ${euros(d.amountCents)} ${d.method === "CARD" ? "no cartão" : "por transferência bancária"} pedido.`,
  REFUND_FAILED: (d) => `O fornecedor de pagamentos recusou o reembolso (${text(d.error)}).`,
  REFUNDED: refunded,
  LATE_PAYMENT: (d) =>
    `Chegou um pagamento de ${euros(d.amountCents)} depois do cancelamento; é devolvido automaticamente.`,
  EMAIL: (d) => `Email ao cliente: «${text(d.subject)}».`,
  INVOICE_ISSUED: (d) => `Fatura-recibo ${text(d.number)} emitida.`,
  INVOICE_FAILED: (d) =>
    `${d.document === "CREDIT_NOTE" ? "A nota de crédito" : "A fatura"} não foi emitida (${text(d.error)}). ${d.gaveUp ? "A loja deixou de tentar." : "A loja volta a tentar sozinha."}`,
  CREDIT_NOTE_ISSUED: (d) => `Nota de crédito ${text(d.number)} emitida.`,
  RETURN_REQUESTED: (d) =>
    `O cliente pediu ${d.kind === "EXCHANGE" ? "uma troca de tamanho" : "uma devolução"} (n.º ${text(String(d.returnId))}).`,
  RETURN_CANCELED: (d) =>
    `O cliente cancelou o pedido de devolução n.º ${text(String(d.returnId))}.`,
  RETURN_RECEIVED: (d) => `Devolução n.º ${text(String(d.returnId))} recebida na loja.`,
  RETURN_ACCEPTED: (d) => `Devolução n.º ${text(String(d.returnId))} aceite.`,
  RETURN_REFUSED: (d) =>
    `Devolução n.º ${text(String(d.returnId))} recusada. Motivo: ${text(d.reason)}`,
  RETURN_REFUNDED: (d) =>
    `Devolução n.º ${text(String(d.returnId))} reembolsada: ${euros(d.amountCents)} ${d.method === "CARD" ? "no cartão" : "por transferência bancária"}.`,
  EXCHANGE_CREATED: (d) =>
    `Troca n.º ${text(String(d.returnId))}: nova encomenda ${text(d.exchangeIdShort)} sem custos.`,
};

/** One event of an order's timeline as a sentence the staff read. */
export function eventSentence(event: Pick<OrderEvent, "kind" | "details">): string {
  return SENTENCES[event.kind](event.details);
}
