import { customerCancelMessages, type OrderTimelineKind } from "@shop/shared";
import { translatable } from "../../lib/i18n/texts-key";

/** Texts of the order page and of the customer's cancelling (account and order page). */
export const orderTexts = translatable("features/order/texts.ts#orderTexts", {
  messages: customerCancelMessages,
  title: (idShort: string) => `Encomenda ${idShort}`,
  confirmation: {
    title: "Obrigado pela sua compra!",
    order: (idShort: string) => `Encomenda ${idShort}: pagamento recebido.`,
    emailed: "Enviámos a confirmação para o seu email.",
    nextTitle: "O que acontece a seguir",
    nextDelivery: (place: string) =>
      `Preparamos a encomenda e enviamos-lhe um email com o seguimento quando sair para ${place}.`,
    nextPickup: (store: string) =>
      `Preparamos a encomenda na loja ${store} e avisamos por email quando estiver pronta a levantar.`,
    toOrder: "Ver a encomenda",
    waitingTitle: "Encomenda registada",
    waitingOrder: (idShort: string) => `Encomenda ${idShort}: aguarda pagamento.`,
    nextPayment: "Assim que o pagamento for recebido, enviamos-lhe a confirmação por email.",
    canceledTitle: "Encomenda cancelada",
    canceledOrder: (idShort: string) => `Encomenda ${idShort}: cancelada.`,
    orderLinkNote:
      "Guarde esta página: a ligação mostra a encomenda e deixa cancelá-la ou devolvê-la.",
    accountTitle: "Crie a sua conta",
    accountLead: (email: string) =>
      `Só falta uma palavra-passe para criar a conta de ${email}: acompanhe as encomendas e compre mais depressa.`,
    createAccount: "Criar conta",
    creating: "A criar a conta…",
    accountCreated: (email: string) =>
      `Conta criada. Enviámos um email para ${email} para confirmar o endereço.`,
  },
  loading: "A carregar a encomenda…",
  summary: "Resumo",
  date: "Data",
  state: "Estado",
  deliveryPlace: "Entrega",
  lines: "Artigos",
  size: "Tamanho",
  quantity: "Quantidade",
  unitPrice: "Preço",
  /** A line's share of the order's discount code. */
  codeShare: (amount: string) => `Código de desconto: −${amount}`,
  /** The code the order used, in the prices' block. */
  discountCode: (code: string) => `Código de desconto ${code}`,
  freeDelivery: "envio grátis",
  /** Gift cards: bought (no VAT), and paying part of the order (a means of payment). */
  giftCardSold: (name: string, day: string) => `Cartão-presente para ${name} (envio a ${day})`,
  giftCardUsed: (masked: string) => `Pago com o cartão-presente ${masked}`,
  paidByMethod: (method: string) => `Pago por ${method}`,
  linksTitle: "Esta página",
  linksText:
    "Qualquer pessoa com esta ligação vê esta encomenda. Se a partilhou por engano, desative-a: deixa de funcionar, tal como as ligações da fatura e das notas de crédito, e o próximo email sobre a encomenda traz uma nova.",
  revoke: "Desativar esta ligação",
  revoking: "A desativar…",
  goneTitle: "Ligação desativada",
  toShop: "Continuar a comprar",
  creditNotes: "Notas de crédito",
  creditNoteLink: (number: string) => `Abrir a nota de crédito ${number} (PDF)`,
  refundTitle: "Reembolso",
  pickupRow: "Levantamento",
  pickupTitle: "Levantamento na loja",
  storeAddress: "Morada",
  storeHours: "Horário",
  timelineTitle: "Percurso da encomenda",
  timeline: {
    CREATED: "Encomenda feita",
    PAID: "Pagamento recebido",
    DISPATCHED: "Enviada",
    READY_FOR_PICKUP: "Pronta a levantar",
    DELIVERED: "Entregue",
    COLLECTED: "Levantada na loja",
    EXPIRED: "Prazo de pagamento terminado",
    CANCELED: "Cancelada",
    REFUNDED: "Valor devolvido",
  } satisfies Record<OrderTimelineKind, string>,
  newLink: "Obter a ligação da página desta encomenda",
  newLinkReady: "Abrir a página da encomenda",
  cancel: {
    open: "Cancelar encomenda",
    title: "Cancelar esta encomenda?",
    stock: "A encomenda é cancelada e os artigos deixam de estar reservados para si.",
    unpaid: "Ainda não a pagou: não lhe é cobrado nada, e os dados de pagamento deixam de valer.",
    card: (amount: string) => `Devolvemos ${amount} ao cartão com que pagou.`,
    transfer: (amount: string) =>
      `Devolvemos ${amount} por transferência bancária, no prazo máximo de 14 dias a contar do cancelamento. Indique o IBAN da conta que a deve receber.`,
    email: "Enviamos-lhe um email a confirmar.",
    iban: "IBAN",
    ibanHint: "Por exemplo PT50 0002 0123 1234 5678 9015 4.",
    confirm: "Sim, cancelar encomenda",
    confirming: "A cancelar…",
    keep: "Não, manter encomenda",
  },
} as const);
