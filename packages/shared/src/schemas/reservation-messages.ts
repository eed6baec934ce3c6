import {
  RESERVATION_HOLD_HOURS,
  RESERVATION_PAY_MINUTES,
  type RESERVATION_PAYMENT_STATES,
  type RESERVATION_STATES,
} from "../store-reservations.ts";

/** Texts of "Reservar em loja", shared by the API, the storefront and the back office. */
export const reservationMessages = {
  product: "Escolha um produto.",
  size: "Escolha um tamanho.",
  store: "Escolha a loja.",
  day: "Escolha o dia: hoje ou amanhã.",
  productNotFound: "Este produto já não está à venda.",
  unknownSize: "Este tamanho não existe neste produto.",
  unknownStore: "Esta loja não existe.",
  noStock: "Já não há este tamanho nesta loja. Escolha outra loja ou outro tamanho.",
  closedToday: "A loja já fechou hoje. Escolha amanhã.",
  closedTomorrow: "A loja está encerrada amanhã. Escolha hoje ou outra loja.",
  reserved: (email: string) => `Reserva feita. Enviámos um email para ${email}.`,
  toPay: "Reserva feita. Pague com cartão para a confirmar.",
  invalidLink: "Esta ligação já não é válida.",
  cancelled: "Reserva cancelada. O par voltou para a loja.",
  alreadyEnded: "Esta reserva já terminou.",
  notFound: "Esta reserva não existe.",
  otherStore: "Só pode tratar as reservas da sua loja.",
  changed: "Esta reserva já mudou de estado. Atualize a lista.",
  ready: "Reserva marcada como pronta. Avisámos o cliente por email.",
  collected: "Reserva levantada.",
  notCollected: "Reserva marcada como não levantada. O par voltou ao stock da loja.",
  state: "Estado inválido.",
  held: `Guardamos o par durante ${RESERVATION_HOLD_HOURS} horas.`,
  paidInStore: "Pago na loja, quando levantar.",
  payment: "Escolha como paga: na loja ou já, com cartão.",
  onlineOff: "Esta loja só aceita o pagamento na loja, quando levantar.",
  payNow: `Pague já com cartão: guardamos o par ${RESERVATION_PAY_MINUTES} minutos enquanto paga.`,
  paymentUnavailable:
    "O pagamento com cartão não está disponível neste momento. Escolha pagar na loja ou tente mais tarde.",
  awaitingPayment: "Esta reserva ainda não foi paga. Espere pelo pagamento ou pela sua expiração.",
  cancelledRefund:
    "Reserva cancelada. O par voltou para a loja e devolvemos o valor ao seu cartão.",
  settingsSaved: "Pagamento das reservas guardado.",
  notCollectedRefund:
    "Reserva marcada como não levantada. O par voltou ao stock da loja e o valor pago é devolvido ao cartão do cliente.",
} as const;

/** How a reservation's money stands, in the storefront's and the back office's words. */
export const reservationPaymentNames: Record<(typeof RESERVATION_PAYMENT_STATES)[number], string> =
  {
    IN_STORE: "Paga na loja",
    AWAITING: "A aguardar pagamento com cartão",
    UNPAID: "Não paga com cartão",
    PAID: "Paga online",
    REFUNDING: "Paga online: a devolver",
    REFUNDED: "Paga online: devolvida",
  };

export const reservationStateNames: Record<(typeof RESERVATION_STATES)[number], string> = {
  RESERVED: "Reservada",
  READY: "Pronta",
  COLLECTED: "Levantada",
  NOT_COLLECTED: "Não levantada",
  EXPIRED: "Expirada",
  CANCELLED: "Cancelada pelo cliente",
};
