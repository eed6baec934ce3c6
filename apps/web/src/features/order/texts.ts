import { customerCancelMessages } from "@shop/shared";

/** Texts of the order page and of the customer's cancelling (account and order page). */
export const orderTexts = {
  messages: customerCancelMessages,
  title: (idShort: string) => `Encomenda ${idShort}`,
  loading: "A carregar a encomenda…",
  summary: "Resumo",
  date: "Data",
  state: "Estado",
  deliveryPlace: "Entrega",
  lines: "Artigos",
  size: "Tamanho",
  quantity: "Quantidade",
  unitPrice: "Preço",
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
} as const;
