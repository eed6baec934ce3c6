/** Texts of the back office's «Reservas». */
export const reservationTexts = {
  title: "Reservas",
  intro:
    "Pares reservados pelos clientes para levantar e pagar na loja. Cada reserva guarda uma unidade do stock da loja durante 48 horas.",
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
  actions: "Ações",
  ready: "Pronta",
  collected: "Levantada",
  notCollected: "Não levantada",
  confirmTitle: "Marcar como não levantada?",
  confirmBody: (title: string, name: string) =>
    `A reserva de ${title} para ${name} termina e o par volta ao stock da loja.`,
  back: "Voltar atrás",
  pending: "A guardar…",
} as const;
