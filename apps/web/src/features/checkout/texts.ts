import { pickupTexts } from "@shop/shared";
import { translatable } from "../../lib/i18n/texts-key";
/** pt-PT texts of the checkout, the payments and the sandbox bank. */

export const checkoutTexts = translatable("features/checkout/texts.ts#checkoutTexts", {
  title: "Finalizar compra",
  lead: "Preencha os passos abaixo. Os campos com * são obrigatórios.",
  done: "concluído",
  continue: "Continuar",
  /** Reopens a finished step; followed by the step's name, for screen readers. */
  change: "Alterar",
  loadingCart: "A carregar o seu carrinho…",
  cartError: "Não foi possível carregar os produtos do carrinho.",
  retry: "Tentar novamente",
  lockedGenerating: "A gerar o pagamento… Os dados ficam bloqueados até terminar.",
  lockedGenerated:
    "Pagamento gerado: os dados da compra estão bloqueados. Para os alterar, abra de novo a secção «Pagamento» (será gerado um novo pagamento).",
  sections: {
    account: "Compra única ou registo",
    contacts: "Contactos",
    delivery: "Morada de entrega",
    invoice: "Dados de faturação",
    payment: "Pagamento",
  },
} as const);

export const accountTexts = translatable("features/checkout/texts.ts#accountTexts", {
  guestTitle: "Comprar sem registo",
  guestText:
    "Não precisa de conta para comprar: basta indicar o seu email e telefone no passo seguinte.",
  continueAsGuest: "Continuar sem registo",
  registerTitle: "Criar conta",
  registerText: "Com uma conta guarda as suas moradas e acompanha as suas encomendas.",
  registerLink: "Registar",
  loginTitle: "Já tem conta?",
  email: "Email",
  emailInvalid: "Introduza um email válido.",
  login: "Entrar",
  loggingIn: "A entrar…",
  recover: "Recuperar palavra-passe",
  loginFailed: "Não foi possível iniciar sessão. Tente novamente.",
  greeting: (name: string) => `Olá, ${name}`,
  signedInText:
    "Está a comprar com a sua conta: usamos o email da conta e pode alterar o telefone e as moradas só para esta encomenda.",
  continue: "Continuar",
  logout: "Sair",
  /** The closed step's line. */
  summaryGuest: "Compra sem registo",
  summarySignedIn: (email: string) => `Com a sua conta (${email})`,
} as const);

export const contactsTexts = translatable("features/checkout/texts.ts#contactsTexts", {
  email: "Email",
  phone: "Telefone",
  phoneHint:
    "Número português de 9 dígitos; o indicativo (351) é acrescentado. Para um número estrangeiro, comece por + e o indicativo do país.",
  phonePlaceholder: "(351) 912 345 678",
  accountEmail: "O email da sua conta. Pode alterá-lo em Os meus dados.",
} as const);

export const deliveryTexts = translatable("features/checkout/texts.ts#deliveryTexts", {
  name: "Nome do destinatário",
  how: "Como quer receber a encomenda?",
  home: "Entrega na morada",
  homeHint: "Num dia útil, até às 19h. Portes conforme o país.",
  pickup: "Levantar em loja",
  pickupHint: "Grátis. Numa das nossas lojas em Lisboa, quando lhe dissermos que está pronta.",
  store: "Escolha a loja",
  pickupName: "Nome de quem levanta",
  noStores: "De momento nenhuma loja aceita levantamentos. Escolha a entrega na morada.",
  /** A store that has the whole order on its shelf and opens again today. */
  readyToday: pickupTexts.readyToday,
  /** Gift cards alone: the step's title, what it says instead of an address, the buyer's name. */
  titleByEmail: "Entrega por email",
  byEmail:
    "Os cartões-presente seguem por email para quem os recebe, no dia escolhido: sem morada nem portes.",
  buyerName: "O seu nome",
  summaryByEmail: (name: string) => `Por email · comprado por ${name}`,
  /** The closed step's line: where the order goes. */
  summaryPickup: (store: string, address: string) => `Levantar em loja: ${store}, ${address}`,
  summaryHome: (name: string, street: string, postalCode: string, city: string) =>
    `${name}, ${street}, ${postalCode} ${city}`,
} as const);

export const invoiceTexts = translatable("features/checkout/texts.ts#invoiceTexts", {
  wantsInvoice: "Quero fatura com NIF",
  finalConsumer:
    "Sem estes dados é emitida uma fatura de consumidor final (sem NIF), enviada com a encomenda.",
  name: "Nome ou empresa",
  nif: "NIF",
  nifHint: "9 dígitos.",
  copyDelivery: "Usar a morada de entrega",
  /** The closed step's line. */
  summaryFinalConsumer: "Fatura de consumidor final (sem NIF)",
  summary: (name: string, nif: string, address: string[]) =>
    [name, `NIF ${nif}`, address.filter(Boolean).join(", ")].join(" · "),
} as const);

export const paymentTexts = translatable("features/checkout/texts.ts#paymentTexts", {
  notes: "Observações (opcional)",
  notesCounter: (used: number, max: number) => `${used} de ${max} caracteres`,
  method: "Método de pagamento",
  multibanco: "Referência MULTIBANCO",
  /** The deadline depends on who issues the reference (6 hours, or the provider's): shown with it. */
  multibancoHint:
    "Pague numa caixa MULTIBANCO ou no seu homebanking, até ao prazo indicado com a referência.",
  credit: "Cartão de crédito/débito",
  creditHint: "Pagamento seguro, logo a seguir.",
  mbway: "MB WAY",
  mbwayHint: "Aceite o pagamento na aplicação MB WAY do seu telemóvel.",
  toPay: "Total a pagar (IVA incluído):",
  /** The button that binds the buyer says, alone, that ordering means paying (DL 24/2014, art. 5(3)). */
  generate: "Encomendar com obrigação de pagamento",
  generating: "A registar a encomenda…",
  /** Beside the button: what the buyer accepts. */
  obligation: {
    before: "Ao encomendar, aceita os ",
    terms: "Termos e Condições",
    middle: ". Tratamos os seus dados como explica a ",
    privacy: "Política de Privacidade",
    after: ".",
  },
} as const);

export const missingTexts = translatable("features/checkout/texts.ts#missingTexts", {
  title: "Campos em falta",
  intro: "Preencha os seguintes campos antes de gerar o pagamento:",
} as const);

export const failureTexts = translatable("features/checkout/texts.ts#failureTexts", {
  title: "Não foi possível concluir a sua compra.",
  text: "Ocorreu um erro e não foi possível concluir a sua compra.",
  code: "Código do erro:",
  /** The shop could not be reached at all. */
  network: "Não foi possível contactar a loja. Verifique a sua ligação e tente novamente.",
  cartLine: (product: string, size: string, message: string) =>
    `${product}, tamanho ${size}: ${message}`,
  cartProduct: (product: string, message: string) => `${product}: ${message}`,
} as const);

export const summaryTexts = translatable("features/checkout/texts.ts#summaryTexts", {
  title: "Resumo da encomenda",
  steps: "Passos",
  products: "Produtos",
  size: "Tamanho",
  quantity: "Qtd.",
  quantityLabel: "Quantidade",
  deliveryPending: "Escolha o país",
  /** The destination's lead time (DL 24/2014, art. 4: part of the pre-contract information). */
  leadTime: (days: string) => `Entrega em ${days} após a confirmação do pagamento.`,
  eurosNote: "Todos os pagamentos são processados em euros.",
  editCart: "Alterar carrinho",
} as const);

export const multibancoTexts = translatable("features/checkout/texts.ts#multibancoTexts", {
  title: "Pagamento por referência MULTIBANCO",
  intro: "Pague numa caixa MULTIBANCO ou no homebanking, em «Pagamentos de serviços».",
  badge: "MB",
  entity: "Entidade",
  reference: "Referência",
  value: "Valor",
  deadline: "Pagar até",
  order: "Encomenda",
  copy: "Copiar",
  copyLabel: (what: string) => `Copiar ${what.toLowerCase()}`,
  copied: "Copiado",
  waiting: "A aguardar pagamento…",
  waitingHint: "Esta página atualiza-se sozinha quando o pagamento for recebido.",
  expired: "Esta referência expirou. Abra de novo a secção «Pagamento» para gerar outra.",
  retrying: "Sem ligação à loja. A tentar de novo…",
  emailNote: "Enviámos também estes dados para o seu email.",
  sandboxLink: "Pagar no banco de testes",
  newWindow: "(abre numa nova janela)",
} as const);

export const cardTexts = translatable("features/checkout/texts.ts#cardTexts", {
  title: "Pagamento com cartão",
  intro: "Introduza os dados do seu cartão para pagar",
  loading: "A carregar o formulário do cartão…",
  loadFailed: "Não foi possível carregar o formulário do cartão.",
  number: "Número do cartão",
  expiry: "Validade (MM/AA)",
  cvc: "CVC",
  testCards:
    "Cartões de teste: 4242 4242 4242 4242 (aceite), 4000 0000 0000 0002 (recusado). Qualquer validade futura e qualquer CVC.",
  sandboxNote: "Ambiente de testes: nenhum pagamento real é efetuado.",
  pay: (value: string) => `Pagar ${value}`,
  paying: "A processar o pagamento…",
  numberInvalid: "Introduza o número do cartão (13 a 19 dígitos).",
  expiryInvalid: "Indique a validade no formato MM/AA.",
  expiryPast: "Este cartão já expirou.",
  cvcInvalid: "O CVC tem 3 ou 4 dígitos.",
  failed: "Não foi possível concluir o pagamento. Verifique os dados do cartão e tente novamente.",
  notConfigured: "O pagamento com cartão não está disponível de momento.",
} as const);

export const successTexts = translatable("features/checkout/texts.ts#successTexts", {
  title: "Compra concluída",
  thanks: "Obrigado pela sua compra! O pagamento foi recebido.",
  email: "Vai receber no seu email a confirmação com a referência da encomenda.",
  order: "Encomenda",
  method: "Método de pagamento",
  reference: "Referência",
  entity: "Entidade",
  value: "Valor",
  close: "Fechar e voltar à loja",
} as const);

/** Gift cards paying in the checkout. */
export const giftCardPayTexts = translatable("features/checkout/texts.ts#giftCardPayTexts", {
  title: "Pago com cartões-presente",
  legend: "Cartões-presente",
  code: "Código do cartão-presente",
  apply: "Usar cartão",
  checking: "A verificar o cartão…",
  remove: "Remover",
  networkError: "Não foi possível ligar à loja. Tente de novo.",
  card: (masked: string) => `Cartão ${masked}:`,
  uses: (used: string, left: string) => `paga ${used} e fica com ${left} de saldo.`,
  rest: (amount: string) => `Falta pagar ${amount} com o método escolhido.`,
  coversAll: "Os cartões-presente pagam tudo: não precisa de outro método de pagamento.",
} as const);

export const methodLabels = translatable("features/checkout/texts.ts#methodLabels", {
  MULTIBANCO: "MULTIBANCO",
  CREDIT: "Cartão de crédito/débito",
  MBWAY: "MB WAY",
  GIFT_CARD: "Cartão-presente",
} as const);

export const mbwayTexts = translatable("features/checkout/texts.ts#mbwayTexts", {
  title: "Pagamento por MB WAY",
  intro: "Enviamos um pedido de pagamento para o seu telemóvel. Aceite-o na aplicação MB WAY.",
  phone: "Número de telemóvel com MB WAY",
  phoneHint: "Um telemóvel português: 9 algarismos, com ou sem +351.",
  send: "Enviar pedido MB WAY",
  sending: "A enviar…",
  sendAgain: "Enviar novo pedido",
  waiting: (value: string) =>
    `Aceite o pagamento de ${value} na aplicação MB WAY do seu telemóvel.`,
  countdown: "Tempo restante para aceitar:",
  refused:
    "O pagamento foi recusado na aplicação MB WAY. Pode enviar um novo pedido ou pagar por referência MULTIBANCO.",
  expired:
    "O pedido MB WAY expirou sem ser aceite. Pode enviar um novo pedido ou pagar por referência MULTIBANCO.",
  failed: "Não foi possível enviar o pedido MB WAY. Tente novamente.",
  switch: "Pagar antes por referência MULTIBANCO",
  switching: "A gerar a referência…",
  orderKept: "A sua encomenda e os artigos reservados mantêm-se.",
  sandboxLink: "Aceitar no banco de testes",
} as const);

export const sandboxBankTexts = translatable("features/checkout/texts.ts#sandboxBankTexts", {
  title: "Banco de testes",
  lead: "Simula o pagamento de uma referência MULTIBANCO, como faria numa caixa ou no homebanking, e a resposta a um pedido MB WAY. Nenhum dinheiro real é movimentado.",
  entity: "Entidade",
  reference: "Referência",
  value: "Valor (€)",
  valueHint: "Por exemplo 25,50.",
  pay: "Pagar",
  paying: "A pagar…",
  paid: "Pagamento efetuado.",
  paidHint: "Já pode voltar à página da loja: a encomenda fica paga.",
  required: "Preencha este campo.",
  entityInvalid: "A entidade tem 5 dígitos.",
  referenceInvalid: "A referência tem 9 dígitos.",
  valueInvalid: "Indique um valor em euros, por exemplo 25,50.",
  unavailable: "O banco de testes não está disponível nesta loja.",
  failed: "Ocorreu um erro e o pagamento não foi efetuado. Tente novamente.",
  loading: "A carregar…",
  mbwayTitle: "Pedidos MB WAY pendentes",
  mbwayNone: "Não há pedidos MB WAY à espera.",
  mbwayRequest: (order: string, phone: string, value: string) =>
    `Encomenda ${order} · ${value} · telemóvel ${phone}`,
  accept: "Aceitar",
  refuse: "Recusar",
  accepted: "Pedido aceite: a encomenda fica paga.",
  refusedDone: "Pedido recusado.",
} as const);

/** Why the total differs from the shown prices, which carry mainland Portugal's VAT. */
export const vatNoteTexts = translatable("features/checkout/texts.ts#vatNoteTexts", {
  madeira: (percent: string) =>
    `Entrega na Madeira: aplica-se a taxa de IVA da Região Autónoma da Madeira (${percent}), por isso o total foi recalculado a partir dos preços sem IVA.`,
  azores: (percent: string) =>
    `Entrega nos Açores: aplica-se a taxa de IVA da Região Autónoma dos Açores (${percent}), por isso o total foi recalculado a partir dos preços sem IVA.`,
  eu: (country: string, percent: string) =>
    `Entrega em ${country}: aplica-se a taxa de IVA desse país (${percent}), por isso o total foi recalculado a partir dos preços sem IVA.`,
  export:
    "Entrega fora da União Europeia: a venda é uma exportação isenta de IVA, por isso o total não inclui o IVA dos preços da loja. O país de destino pode cobrar direitos e impostos na entrega.",
} as const);

export const stockAlertTexts = translatable("features/checkout/texts.ts#stockAlertTexts", {
  title: "Stock insuficiente",
  intro:
    "Alguns tamanhos têm menos unidades online do que o carrinho pede. Ajuste-os para poder gerar o pagamento:",
} as const);

export const priceChangeTexts = translatable("features/checkout/texts.ts#priceChangeTexts", {
  title: "Alguns preços mudaram desde que adicionou os artigos ao carrinho",
  line: (product: string, before: string, now: string) =>
    `«${product}»: era ${before} por unidade, agora é ${now}.`,
  accept: "Entendido",
} as const);

/** The bar at the bottom of a phone's screen: the total and the open step's button. */
export const barTexts = translatable("features/checkout/texts.ts#barTexts", {
  label: "Total e passo seguinte",
  total: "Total",
  vat: "IVA incluído",
} as const);
