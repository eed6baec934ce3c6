import { formatShopDateTime, formatShopDay } from "@shop/shared";

export const ordersTexts = {
  title: "Encomendas",
  invoicingOff:
    "As faturas não estão a ser emitidas: nenhum fornecedor de faturação está configurado (INVOICING_PROVIDER=none).",
  invoicesFailed: (count: number) =>
    count === 1
      ? "1 fatura não foi emitida: a loja deixou de tentar. Abra a encomenda para a tentar de novo."
      : `${count} faturas não foram emitidas: a loja deixou de tentar. Abra as encomendas para as tentar de novo.`,
  list: "Encomendas da loja",
  search: "Procurar por referência, email, nome ou NIF",
  empty: "Ainda não há encomendas.",
  emptyFiltered: "Nenhuma encomenda com estes filtros.",
  reference: "Referência",
  date: "Data",
  customer: "Cliente",
  state: "Estado",
  payment: "Pagamento",
  total: "Total",
  allStates: "Todos",
  paymentFilter: "Pagamento",
  allPayments: "Todos",
  from: "Desde",
  to: "Até",
  export: "Exportar CSV",
  exportHint: "Exporta todas as encomendas com os filtros escolhidos (abre no Excel).",
  pickupIn: (store: string) => `Levantar em ${store}`,
  pickupOverdue: "Por levantar: cancelar e reembolsar",
  pickupFilter: "Levantar em loja",
  allDeliveries: "Todas as encomendas",
  refundPending: "Reembolso pendente",
} as const;

/** A transfer held while the customer may still object to its IBAN; null when not held. */
function ibanHold(hold: { ibanGivenAt: string | null; heldUntil: string | null }) {
  if (!hold.ibanGivenAt || !hold.heldUntil) return null;
  return `IBAN indicado a ${formatShopDateTime(hold.ibanGivenAt)}; reembolso retido até ${formatShopDateTime(hold.heldUntil)}`;
}

/** A store's staff's view of their store's pickups: who collects what, nothing of the customer. */
export const pickupTexts = {
  list: "Encomendas a levantar na loja",
  intro: "As encomendas feitas online para levantar nesta loja.",
  search: "Procurar por referência ou nome",
  empty: "Ainda não há encomendas para levantar nesta loja.",
  collector: "Levanta",
  readySince: (at: string) => `Pronta desde ${at}`,
  overdue: "Não foi levantada depois do lembrete",
  overdueNote:
    "Não foi levantada depois do lembrete: o dono ou um gestor cancela a encomenda e reembolsa o cliente.",
} as const;

export const orderTexts = {
  back: "Voltar às encomendas",
  title: (idShort: string) => `Encomenda ${idShort}`,
  createdAt: "Feita a",
  lines: "Artigos",
  product: "Produto",
  size: "Tamanho",
  sizeValue: (size: string) => (size === "U" ? "Único" : size),
  quantity: "Qtd.",
  unitPrice: "Preço",
  lineTotal: "Total",
  discount: (percent: number) => `−${percent}%`,
  /** A line sold at its sale's price («Saldos» campaign), below the product's own discount. */
  inSale: "Saldos",
  codeShare: (amount: string) => `código −${amount}`,
  discountCode: (code: string, effect: string) => `Código de desconto: ${code} (${effect})`,
  giftCardUsed: (masked: string) => `Pago com o cartão-presente ${masked}`,
  giftCardSold: (value: string, to: string, day: string, card: string | null) =>
    `Cartão-presente de ${value} (sem IVA) para ${to}, envio a ${day}: ${card ?? "feito quando a encomenda for paga"}.`,
  freeDelivery: "envio grátis",
  totals: "Valores",
  base: "Produtos (sem IVA)",
  delivery: "Portes de envio (sem IVA)",
  /** The gift cards bought, without VAT (as the cart and the emails say it). */
  giftCardsSold: "Cartões-presente (sem IVA)",
  vat: (percent: string) => `IVA (${percent})`,
  totalWithVat: "Total (IVA incluído)",
  customer: "Cliente",
  email: "Email",
  phone: "Telefone",
  accountKind: "Conta",
  guest: "Compra sem conta",
  /** Shown only for a purchase placed in English (its emails are in English). */
  language: "Idioma",
  english: "English",
  account: "Cliente com conta",
  notes: "Notas do cliente",
  deliveryAddress: "Morada de entrega",
  /** A purchase of gift cards alone: nothing to send by post. */
  cardsByEmail: "Nada a enviar: os cartões-presente seguem por email para quem os recebe.",
  pickupStore: "Levantar em loja",
  pickupBy: "Levanta",
  readyAt: "Pronta desde",
  remindedAt: "Lembrete enviado",
  pickupOverdue: "Não foi levantada depois do lembrete: cancele a encomenda e reembolse o cliente.",
  invoice: "Dados de faturação",
  finalConsumer: "Fatura de consumidor final.",
  nif: "NIF",
  payment: "Pagamento",
  method: "Forma",
  provider: "Fornecedor",
  intent: "Pagamento n.º",
  entity: "Entidade",
  paymentReference: "Referência",
  deadline: "Pagar até",
  paidAt: "Pago a",
  canceledAt: "Cancelada a",
  dispatch: "Envio",
  carrier: "Transportadora",
  trackingNumber: "Número de seguimento",
  trackingLink: "Seguir a encomenda",
  newWindow: "(abre numa nova janela)",
  refund: "Reembolso",
  refundMethod: {
    CARD: "No cartão",
    BANK_TRANSFER: "Por transferência bancária",
    MBWAY: "Por MB WAY",
    GIFT_CARD: "Ao cartão-presente",
  },
  refundState: "Estado",
  refundStatus: { PENDING: "Pendente", DONE: "Feito" },
  amount: "Valor",
  iban: "IBAN",
  ibanForgotten: "Esquecido com os dados do cliente",
  refundId: "Reembolso n.º",
  attempts: "Tentativas",
  lastError: "Último erro do fornecedor",
  requestedBy: "Pedido por",
  doneBy: "Feito por",
  refundPendingCard:
    "O fornecedor de pagamentos ainda não aceitou o reembolso. A loja volta a tentar a cada minuto.",
  refundDue: "Reembolsar até",
  ibanGivenAt: "IBAN indicado a",
  ibanHold,
  refundHeld: (hold: string) =>
    `${hold}. O cliente foi avisado por email para poder contestar: faça a transferência só depois dessa hora.`,
  unconfirmedRefunds: "Reembolsos por confirmar no ifthenpay",
  unconfirmedRefundsHelp:
    "O ifthenpay não respondeu a estes pedidos de reembolso, por isso a loja não os volta a pedir sozinha: pode tê-los feito. Veja no backoffice do ifthenpay se o dinheiro foi devolvido e diga-o aqui.",
  unconfirmedRefund: (amount: string, at: string) => `${amount}, pedido em ${at}`,
  refundWasMade: "Foi devolvido",
  refundWasNotMade: "Não foi devolvido: pedir de novo",
  retryRefund: "Tentar reembolsar agora",
  latePayments: "Pagamentos que a loja não pôde aceitar",
  latePayment: (
    late: {
      kind: "LATE" | "WRONG_AMOUNT";
      byStaff: boolean;
      transfer: { transferredOn: string; bankReference: string } | null;
    },
    amount: string,
    at: string,
    refundedAt: string | null,
  ) => {
    const why = late.kind === "WRONG_AMOUNT" ? " com o valor errado" : "";
    if (late.transfer)
      return `${amount} recebidos${why} a ${at}, devolvidos por transferência a ${formatShopDay(late.transfer.transferredOn)} (referência ${late.transfer.bankReference}).`;
    if (refundedAt) return `${amount} recebidos${why} a ${at}, devolvidos a ${refundedAt}.`;
    return late.byStaff
      ? `${amount} recebidos${why} a ${at} (MULTIBANCO): por devolver ao cliente por transferência (peça-lhe o IBAN).`
      : `${amount} recebidos${why} a ${at}, por devolver.`;
  },
  certifiedInvoice: "Fatura",
  invoiceNumber: "Número",
  atcud: "ATCUD",
  invoiceState: "Estado",
  invoiceStates: { PENDING: "Por emitir", ISSUED: "Emitida", FAILED: "Não emitida" },
  invoiceProvider: "Emitida por",
  invoiceProviders: {
    sandbox: "Teste (sem validade fiscal)",
    invoicexpress: "InvoiceXpress",
  } as Record<string, string>,
  invoicePdf: "Abrir a fatura (PDF)",
  invoicePending: "A fatura ainda não foi emitida; a loja volta a tentar sozinha.",
  invoiceFailed: "A loja deixou de tentar emitir a fatura. Corrija a causa e tente de novo.",
  nextAttempt: "Próxima tentativa",
  creditNote: "Nota de crédito",
  creditNoteState: (state: string, number: string | null, atcud: string | null) =>
    number ? `${number}${atcud ? `, ATCUD ${atcud}` : ""} (${state})` : state,
  retryInvoice: "Tentar de novo",
  invoiceRetried: "A fatura vai ser emitida de novo.",
  timeline: "Histórico",
  actions: "Ações",
  requestDispatch: "Pedir envio",
  printSlip: "Imprimir guia de remessa",
  dispatchAction: "Marcar como enviada",
  correctTrackingAction: "Corrigir seguimento",
  deliverAction: "Marcar como entregue",
  readyForPickupAction: "Pronto a levantar",
  collectedAction: "Levantado",
  cancelAction: "Cancelar encomenda",
  cannotUndo: "Este passo não pode ser desfeito.",
  stepBack: "Voltar",
  confirmRequestDispatch: {
    title: "Pedir o envio desta encomenda?",
    consequence:
      "A encomenda passa a «Envio pedido» e a guia de remessa fica disponível; o cliente já não a pode cancelar sozinho.",
  },
  confirmDelivered: {
    title: "Marcar a encomenda como entregue?",
    consequence:
      "O cliente recebe um email a dizer que a encomenda foi entregue, e o prazo para a devolver começa a contar.",
  },
  confirmReadyForPickup: {
    title: "A encomenda está pronta a levantar?",
    consequence: "O cliente recebe um email a dizer que a pode levantar, com a loja e o horário.",
  },
  confirmCollected: {
    title: "O cliente levantou a encomenda?",
    consequence:
      "A encomenda fica levantada e o prazo para a devolver começa a contar a partir de hoje.",
  },
  working: "A guardar…",
  someone: "Sistema",
  /** Who asked for a refund no staff member asked for: the customer cancelled it themselves. */
  requestedByCustomer: "O cliente",
} as const;

export const dispatchTexts = {
  title: "Enviar encomenda",
  intro: "O cliente recebe um email com a transportadora, o número e a ligação de seguimento.",
  carrier: "Transportadora",
  chooseCarrier: "Escolha…",
  trackingNumber: "Número de seguimento",
  trackingHint: "Como está na etiqueta da transportadora, p. ex. RR123456789PT.",
  submit: "Marcar como enviada",
  close: "Fechar",
  correctTitle: "Corrigir o seguimento",
  correctIntro:
    "O cliente recebe um email com o número certo; o anterior fica no histórico da encomenda.",
  correctSubmit: "Guardar e avisar o cliente",
} as const;

export const cancelTexts = {
  title: "Cancelar encomenda",
  stock: "Os artigos voltam ao stock online.",
  unpaid: "A encomenda não foi paga: não há nada a devolver ao cliente.",
  card: (amount: string) =>
    `${amount} são devolvidos ao cartão do cliente através do fornecedor de pagamentos.`,
  mbway: (amount: string) =>
    `${amount} são devolvidos ao cliente por MB WAY, através do fornecedor de pagamentos.`,
  transfer: (amount: string) =>
    `${amount} têm de ser devolvidos por transferência bancária: indique o IBAN que o cliente deu. Depois de fazer a transferência, registe-a na encomenda.`,
  email:
    "O cliente recebe um email a dizer que a encomenda foi cancelada e o que acontece ao dinheiro.",
  iban: "IBAN do cliente",
  ibanHint: "Por exemplo PT50 0002 0123 1234 5678 9015 4.",
  reason: "Motivo (só para a equipa)",
  submit: "Cancelar encomenda",
  keep: "Não cancelar",
} as const;

export const slipTexts = {
  title: (idShort: string) => `Guia de remessa ${idShort}`,
  heading: "Guia de remessa",
  order: "Encomenda",
  date: "Data da encomenda",
  from: "Remetente",
  to: "Destinatário",
  phone: "Telefone",
  notes: "Notas do cliente",
  ref: "Ref.",
  product: "Produto",
  size: "Tamanho",
  quantity: "Quantidade",
  totalUnits: (units: number) => (units === 1 ? "1 artigo" : `${units} artigos`),
  print: "Imprimir",
  back: "Voltar à encomenda",
} as const;

/** A refund owed by transfer, and its recording with the bank's reference. */
export const transferTexts = {
  due: (amount: string, due: string) =>
    `Reembolso por transferência por fazer: ${amount} até ${due}.`,
  late: (amount: string, due: string) =>
    `Reembolso por transferência em atraso: ${amount}, devido até ${due}. Um reembolso tardio é devido em dobro (DL 24/2014, art. 12.º).`,
  iban: "IBAN do cliente:",
  copy: "Copiar IBAN",
  copied: "IBAN copiado.",
  record: "Registar transferência",
  title: "Registar a transferência feita",
  intro: (amount: string, iban: string | null) =>
    `Confirme que transferiu ${amount}${iban ? ` para o IBAN ${iban}` : ""}.`,
  day: "Dia da transferência",
  reference: "Referência do banco",
  referenceHint: "A referência ou o número da operação no comprovativo do banco.",
  final: "Depois de registada, o reembolso fica feito e não pode ser anulado aqui.",
  confirm: "Confirmar a transferência",
  back: "Voltar",
  recorded: "Transferência registada.",
  done: (day: string, reference: string) =>
    `Transferida a ${formatShopDay(day)} (referência ${reference})`,
  transfer: "Transferência",
};

/** The staff's internal notes on an order. */
export const notesTexts = {
  title: "Notas internas",
  internal: "Só a equipa vê estas notas: nunca aparecem ao cliente nem nos emails.",
  none: "Ainda não há notas.",
  loadFailed: "Não foi possível ler as notas. Atualize a página.",
  by: (name: string | null, at: string) => `${name ?? "Alguém da equipa"}, ${at}`,
  label: "Nova nota",
  hint: (length: number, max: number) => `${length} de ${max} caracteres.`,
  save: "Guardar nota",
  saving: "A guardar…",
} as const;

/** What the orders' list does to the orders chosen in it. */
export const bulkTexts = {
  choose: "Escolher",
  select: (idShort: string) => `Escolher a encomenda ${idShort}`,
  selectPage: "Escolher todas as encomendas desta página",
  selected: (count: number) =>
    count === 1 ? "1 encomenda escolhida" : `${count} encomendas escolhidas`,
  printSlips: "Imprimir guias",
  askDispatch: "Pedir envio",
  clear: "Limpar escolha",
  confirmTitle: (count: number) =>
    count === 1 ? "Pedir envio de 1 encomenda?" : `Pedir envio de ${count} encomendas?`,
  confirmText:
    "Cada encomenda paga passa a «Para recolha»; as que não puderem (por pagar, já pedidas, canceladas) ficam como estão e são indicadas com o motivo.",
  confirm: "Pedir envio",
  asking: "A pedir…",
  cancel: "Cancelar",
  done: "Pedido",
  refused: "Recusadas",
  slipsTitle: (count: number) =>
    count === 1 ? "Guia de remessa de 1 encomenda" : `Guias de remessa de ${count} encomendas`,
  slipsRefused: "Sem guia",
  slipsNone: "Escolha encomendas na lista para imprimir as guias.",
  backToList: "Voltar às encomendas",
} as const;
