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

/** Where the customer cancelled (none for the checkout's own cancel of an unpaid purchase). */
const CANCELED_VIA: Record<string, string> = {
  account: " na área de cliente",
  "order-link": " na página da encomenda",
};

function canceled(details: OrderEvent["details"]): string {
  if (details.by === "customer")
    return `Cancelada pelo cliente${CANCELED_VIA[text(details.via)] ?? ""}; stock devolvido.`;
  if (details.cause === "payment-not-started")
    return "Cancelada: o pagamento não chegou a começar; stock devolvido.";
  if (details.by !== "staff") return "Cancelada.";
  const reason = text(details.reason);
  return `Cancelada pela loja; stock devolvido.${reason ? ` Motivo: ${reason}` : ""}`;
}

function refunded(details: OrderEvent["details"]): string {
  if (details.method === "BANK_TRANSFER")
    return `Transferência de ${euros(details.amountCents)} ao cliente registada.`;
  const mbway = details.method === "MBWAY";
  if (details.late)
    return `Pagamento tardio de ${euros(details.amountCents)} devolvido ${mbway ? "por MB WAY" : "ao cartão"}.`;
  return `Reembolso de ${euros(details.amountCents)} feito ${mbway ? "por MB WAY" : "no cartão"}.`;
}

/** A certified document's ATCUD, told beside its number (none for a test document). */
const atcudOf = (details: OrderEvent["details"]) =>
  details.atcud ? ` (ATCUD ${text(details.atcud)})` : "";

const refundWays: Record<string, string> = { CARD: "no cartão", MBWAY: "por MB WAY" };

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
  TRACKING_CHANGED: (d) =>
    `Seguimento corrigido: ${carrierName(text(d.carrier))}, número ${text(d.trackingNumber)} (era ${text(d.previous)}); o cliente recebeu o novo.`,
  DELIVERED: () => "Entregue ao cliente.",
  READY_FOR_PICKUP: (d) => `Pronta a levantar em ${text(d.store)}.`,
  PICKUP_REMINDED: () => "Lembrete enviado: a encomenda ainda não foi levantada.",
  COLLECTED: () => "Levantada pelo cliente na loja.",
  REFUND_REQUESTED: (d) =>
    `Reembolso de ${euros(d.amountCents)} ${refundWays[text(d.method)] ?? "por transferência bancária"} pedido.`,
  REFUND_FAILED: (d) => `O fornecedor de pagamentos recusou o reembolso (${text(d.error)}).`,
  REFUNDED: refunded,
  LATE_PAYMENT: (d) =>
    d.byStaff
      ? `Chegou um pagamento MULTIBANCO de ${euros(d.amountCents)} que a encomenda já não aguardava; a loja tem de o devolver por transferência.`
      : `Chegou um pagamento de ${euros(d.amountCents)} depois do cancelamento; é devolvido automaticamente.`,
  WRONG_AMOUNT: (d) =>
    `Chegou um pagamento de ${euros(d.amountCents)}, que não é o total da encomenda: não foi aceite${d.byStaff ? "; a loja tem de o devolver por transferência" : " e é devolvido automaticamente"}.`,
  MBWAY_REQUESTED: (d) =>
    `Pedido MB WAY de ${euros(d.amountCents)} enviado ao telemóvel do cliente.`,
  MBWAY_FAILED: (d) =>
    d.rejected
      ? "O MB WAY recusou o pedido para o número indicado."
      : "O MB WAY não respondeu ao pedido de pagamento.",
  METHOD_CHANGED: () => "O cliente passou a pagar por referência MULTIBANCO em vez de MB WAY.",
  EMAIL: (d) => `Email ao cliente: «${text(d.subject)}».`,
  INVOICE_ISSUED: (d) => `Fatura-recibo ${text(d.number)}${atcudOf(d)} emitida.`,
  INVOICE_FAILED: (d) =>
    `${d.document === "CREDIT_NOTE" ? "A nota de crédito" : "A fatura"} não foi emitida (${text(d.error)}). ${d.gaveUp ? "A loja deixou de tentar." : "A loja volta a tentar sozinha."}`,
  CREDIT_NOTE_ISSUED: (d) => `Nota de crédito ${text(d.number)}${atcudOf(d)} emitida.`,
  RETURN_REQUESTED: (d) =>
    `O cliente pediu ${d.kind === "EXCHANGE" ? "uma troca de tamanho" : "uma devolução"} (n.º ${text(String(d.returnId))}).`,
  RETURN_CANCELED: (d) =>
    `O cliente cancelou o pedido de devolução n.º ${text(String(d.returnId))}.`,
  RETURN_RECEIVED: (d) =>
    `Devolução n.º ${text(String(d.returnId))} recebida ${d.location ? `em ${text(d.location)}` : "na loja"}.`,
  RETURN_ACCEPTED: (d) => `Devolução n.º ${text(String(d.returnId))} aceite.`,
  RETURN_REFUSED: (d) =>
    `Devolução n.º ${text(String(d.returnId))} recusada. Motivo: ${text(d.reason)}`,
  RETURN_REFUNDED: (d) =>
    `Devolução n.º ${text(String(d.returnId))} reembolsada: ${euros(d.amountCents)} ${d.method === "CARD" ? "no cartão" : "por transferência bancária"}.`,
  EXCHANGE_CREATED: (d) =>
    `Troca n.º ${text(String(d.returnId))}: nova encomenda ${text(d.exchangeIdShort)} sem custos.`,
  WITHDRAWAL: (d) =>
    d.outcome === "CANCELED"
      ? "O cliente exerceu o direito de livre resolução: a encomenda foi cancelada."
      : d.outcome === "RETURN_REQUESTED"
        ? `O cliente exerceu o direito de livre resolução: devolução n.º ${text(String(d.returnId))} a receber.`
        : "O cliente exerceu o direito de livre resolução: a loja tem de cancelar a encomenda ou receber a devolução, e reembolsar em 14 dias a contar de hoje.",
};

/** One event of an order's timeline as a sentence the staff read. */
export function eventSentence(event: Pick<OrderEvent, "kind" | "details">): string {
  return SENTENCES[event.kind](event.details);
}
