import type { PurchaseState } from "@shop/shared";

export const customersTexts = {
  title: "Clientes",
  search: "Procurar por nome, email, telefone ou NIF",
  empty: "Ainda não há clientes.",
  emptySearch: "Nenhum cliente corresponde à pesquisa.",
  name: "Nome",
  email: "Email",
  phone: "Telefone",
  purchases: "Compras",
  createdAt: "Cliente desde",
  unconfirmed: "Email por confirmar",
  noAccount: "Sem conta",
  noName: "(sem nome)",
  guestTitle: (name: string) => `${name} (sem conta)`,
  guestIntro:
    "Comprou sem criar conta. As compras estão agrupadas pelo email; o nome, o telefone e as moradas são os da compra mais recente.",
  firstPurchaseAt: "Primeira compra",
  guestAccount: "Há uma conta registada com este email, ainda por confirmar:",
  openAccount: "abrir a conta",
  unprovenGuest:
    "Há compras feitas sem conta com este email. Só passam para esta conta quando o cliente confirmar o email:",
  openGuest: "ver essas compras",
  eraseGuest: "Apagar dados",
  eraseGuestHint: "A pedido do cliente: as compras ficam só com o que a lei de faturação exige.",
  guestErased: "Os dados do cliente sem conta foram apagados.",
  back: "Voltar aos clientes",
  data: "Dados",
  emailState: (confirmed: boolean) => (confirmed ? "confirmado" : "por confirmar"),
  lastSeenAt: "Última visita",
  never: "—",
  wishlist: "Favoritos",
  addresses: "Moradas",
  delivery: "Entrega",
  invoice: "Faturação",
  nif: "NIF",
  noAddress: "Não guardou esta morada.",
  purchasesTitle: "Compras",
  purchasesShown: (shown: number, total: number) =>
    `As ${shown} compras mais recentes de ${total}.`,
  noPurchases: "Ainda não fez compras com este email.",
  guest: "Como convidado",
  actions: "Pedidos do cliente",
  sendRecovery: "Enviar email de recuperação",
  sendingRecovery: "A enviar…",
  recoveryHint: "O mesmo email que o cliente recebe ao escolher «Esqueceu-se da password?».",
  exportData: "Exportar dados (JSON)",
  exporting: "A preparar…",
  exportHint: "Tudo o que a loja guarda sobre o cliente, para um pedido de acesso aos dados.",
  exported: (file: string) => `Ficheiro ${file} descarregado.`,
  exportFailed: "Não foi possível descarregar o ficheiro. Tente de novo.",
  erase: "Apagar conta",
  eraseHint: "A pedido do cliente, como promete a política de privacidade.",
  erased: "A conta foi apagada.",
} as const;

/** The erasure's confirmation: what goes, what stays and why (docs/accounts.md). */
export const eraseTexts = {
  title: (name: string) => `Apagar a conta de ${name}?`,
  goes: (emailConfirmed: boolean) =>
    emailConfirmed
      ? "Apagam-se já a conta, as sessões, as moradas, os favoritos, o carrinho, as mensagens de contacto e os emails enviados para este endereço."
      : "Apagam-se já a conta, as sessões, as moradas, os favoritos, o carrinho e os emails de confirmação e de recuperação da conta. O email não está confirmado: nada prova que as compras feitas sem conta, as mensagens de contacto e os avisos «Avisem-me» com este endereço sejam deste cliente, por isso ficam como estão.",
  kept: (purchases: number) =>
    purchases === 0
      ? "Não há compras a guardar."
      : `${purchases === 1 ? "A compra fica" : `As ${purchases} compras ficam`} só com o que a lei de faturação exige: nome, NIF e morada de faturação, país de entrega, artigos, preços, totais, referência de pagamento e datas.`,
  why: "A lei portuguesa obriga a guardar as faturas e os seus registos durante 10 anos. O email, o telefone, o nome e a morada de entrega e as notas saem já; numa compra ainda em curso, saem quando for entregue ou cancelada.",
  irreversible: "Não é possível desfazer.",
  confirmLabel: "Para confirmar, escreva o email do cliente:",
  mismatch: "O email não é o deste cliente.",
  confirm: "Apagar definitivamente",
  erasing: "A apagar…",
  cancel: "Cancelar",
  guestGoes:
    "Apagam-se já as mensagens de contacto, os emails enviados e os avisos «Avisem-me» com este endereço.",
  guestTitle: (name: string) => `Apagar os dados de ${name}?`,
} as const;

/** A purchase's state, as the profile lists it. */
export const purchaseStateNames: Record<PurchaseState, string> = {
  MULTIBANCO: "Aguarda pagamento (MULTIBANCO)",
  REGISTERED: "Aguarda pagamento (cartão ou MB WAY)",
  PAYED: "Paga",
  DISPATCHED_REQUESTED: "Para recolha",
  DISPATCHED: "Enviada",
  READY_FOR_PICKUP: "Pronta a levantar",
  DELIVERED: "Entregue",
  CANCELED: "Cancelada",
};
