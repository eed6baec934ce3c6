import { RESERVATION_PAY_MINUTES } from "@shop/shared";

/** Texts of the back office's «Reservas». */
export const reservationTexts = {
  title: "Reservas",
  intro:
    "Pares reservados pelos clientes para levantar na loja (pagos lá ou já pagos online). Cada reserva guarda uma unidade do stock da loja durante 48 horas.",
  list: "Reservas em loja",
  empty: "Ainda não há reservas.",
  emptyFiltered: "Nenhuma reserva com estes filtros.",
  state: "Estado",
  allStates: "Todos os estados",
  store: "Loja",
  allStores: "Todas as lojas",
  createdAt: "Feita em",
  product: "Produto",
  size: (size: string) => (size === "U" ? "Tamanho único" : `Tamanho ${size}`),
  customer: "Cliente",
  day: "Dia",
  heldUntil: (when: string) => `Guardada até ${when}`,
  payment: "Pagamento",
  actions: "Ações",
  ready: "Pronta",
  collected: "Levantada",
  notCollected: "Não levantada",
  confirmTitle: "Marcar como não levantada?",
  confirmBody: (title: string, name: string) =>
    `A reserva de ${title} para ${name} termina e o par volta ao stock da loja.`,
  confirmRefund: (amount: string) => `O valor pago (${amount}) é devolvido ao cartão do cliente.`,
  back: "Voltar atrás",
  pending: "A guardar…",
  settingsTitle: "Pagamento online das reservas",
  onlinePayment: "Aceitar pagamento com cartão nas reservas",
  onlinePaymentHint: `Os clientes escolhem pagar na loja ou já, com cartão. O par fica guardado ${RESERVATION_PAY_MINUTES} minutos enquanto pagam; se não for levantado, o valor volta ao cartão.`,
  settingsSaved: "Pagamento das reservas guardado.",
  loading: "A carregar…",
  save: "Guardar",
} as const;
