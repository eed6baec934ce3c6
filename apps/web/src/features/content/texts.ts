import { AUTH_SESSION_DAYS } from "@shop/shared";
import { translatable } from "../../lib/i18n/texts-key";

/**
 * Short user-facing strings of the content pages (titles, headings, labels), kept together
 * so a translation could follow. Long legal prose lives as JSX in the page components.
 */

export { SHOP_NAME } from "@shop/shared";
export const FOUNDING_YEAR = 1978;
export { SHOP_RETURN_DAYS, WITHDRAWAL_DAYS as LEGAL_WITHDRAWAL_DAYS } from "@shop/shared";

/** A section of a long page: its anchor id and heading, also used by the table of contents. */
export interface SectionText {
  id: string;
  heading: string;
}

export const commonTexts = translatable("features/content/texts.ts#commonTexts", {
  tocHeading: "Índice",
  backToTop: "Voltar ao início",
  company: "Empresa",
  nif: "NIF",
  address: "Morada",
  email: "Email",
  phone: "Telefone",
  phoneNote: "chamada para a rede fixa nacional",
  shareCapital: "Capital social",
  /** Share capital of the company, as written in the terms. */
  shareCapitalAmount: "10.000 €",
  newWindow: "(abre numa nova janela)",
} as const);

export const aboutTexts = translatable("features/content/texts.ts#aboutTexts", {
  title: "Quem somos",
  lead: `Uma sapataria de Lisboa desde ${FOUNDING_YEAR}.`,
  historyHeading: "Mais de quatro décadas a calçar Lisboa",
  brandsHeading: "Marcas nacionais e europeias",
  collectionsHeading: "Coleções exclusivas",
  serviceHeading: "Um atendimento personalizado",
  visitHeading: "Visite-nos",
  storesLink: "Conheça as nossas lojas",
  customizeLink: "Descubra o calçado à medida",
} as const);

export const termsSections = translatable("features/content/texts.ts#termsSections", {
  company: { id: "identificacao", heading: "1. Identificação da empresa" },
  scope: { id: "ambito", heading: "2. Âmbito e aceitação" },
  orders: { id: "encomendas", heading: "3. Encomendas" },
  prices: { id: "precos", heading: "4. Preços" },
  payment: { id: "pagamento", heading: "5. Pagamento" },
  delivery: { id: "entrega", heading: "6. Entrega" },
  cancellation: { id: "cancelamento", heading: "7. Cancelamento de encomendas" },
  withdrawal: { id: "livre-resolucao", heading: "8. Direito de livre resolução e devoluções" },
  exchanges: { id: "trocas", heading: "9. Trocas" },
  withdrawalForm: { id: "formulario", heading: "10. Modelo de formulário de livre resolução" },
  warranty: { id: "garantia", heading: "11. Garantia" },
  complaints: { id: "reclamacoes", heading: "12. Reclamações" },
  disputes: { id: "litigios", heading: "13. Resolução alternativa de litígios" },
  privacy: { id: "dados-pessoais", heading: "14. Dados pessoais" },
  law: { id: "lei-aplicavel", heading: "15. Lei aplicável" },
} as const satisfies Record<string, SectionText>);

export const termsTexts = translatable("features/content/texts.ts#termsTexts", {
  title: "Termos e Condições",
} as const);

export const privacySections = translatable("features/content/texts.ts#privacySections", {
  controller: { id: "responsavel", heading: "1. Responsável pelo tratamento" },
  consent: { id: "fundamentos", heading: "2. Fundamentos legais" },
  data: { id: "dados-recolhidos", heading: "3. Dados recolhidos e finalidades" },
  sharing: { id: "partilha", heading: "4. Partilha de dados e subcontratantes" },
  security: { id: "seguranca", heading: "5. Segurança" },
  retention: { id: "conservacao", heading: "6. Conservação dos dados" },
  rights: { id: "direitos", heading: "7. Os seus direitos" },
  authority: { id: "cnpd", heading: "8. Reclamação à autoridade de controlo" },
  cookies: { id: "cookies", heading: "9. Cookies e armazenamento no navegador" },
  changes: { id: "alteracoes", heading: "10. Alterações a esta política" },
} as const satisfies Record<string, SectionText>);

export const privacyTexts = translatable("features/content/texts.ts#privacyTexts", {
  title: "Política de Privacidade",
  /** The columns of the list of what the shop keeps in the browser. */
  storageColumns: { name: "Nome", kind: "Tipo", what: "Para quê", lasts: "Duração" },
} as const);

/** Every key the shop keeps in the browser, as the privacy page lists them (a test checks all). */
export const browserStorage = translatable("features/content/texts.ts#browserStorage", [
  {
    key: "authToken",
    kind: "Cookie (HttpOnly)",
    what: "A sessão do cliente com a conta iniciada.",
    lasts: `Até ${AUTH_SESSION_DAYS} dias ou até sair da conta.`,
  },
  {
    key: "staffSession",
    kind: "Cookie (HttpOnly), só na área de gestão da loja",
    what: "A sessão de um colaborador na área de gestão da loja.",
    lasts: "Até 12 horas ou até sair da área de gestão.",
  },
  {
    key: "orders-selection",
    kind: "Armazenamento da sessão, só na área de gestão da loja",
    what: "As encomendas que um colaborador escolheu na lista, para imprimir as guias ou pedir o envio de várias.",
    lasts: "Até fechar o separador.",
  },
  {
    key: "cart",
    kind: "Armazenamento local",
    what: "Os artigos e tamanhos do carrinho.",
    lasts: "Até esvaziar o carrinho ou apagar os dados do navegador.",
  },
  {
    key: "cart-prices",
    kind: "Armazenamento local",
    what: "O preço de cada artigo quando entrou no carrinho, para avisar se mudou.",
    lasts: "Como o carrinho.",
  },
  {
    key: "cart-synced",
    kind: "Armazenamento local",
    what: "O carrinho tal como foi guardado na conta, para juntar os dois ao entrar.",
    lasts: "Até sair da conta.",
  },
  {
    key: "cart-discount-code",
    kind: "Armazenamento local",
    what: "O código de desconto que escreveu no carrinho ou ao finalizar a compra.",
    lasts: "Até o remover ou concluir a compra.",
  },
  {
    key: "cart-gift-cards",
    kind: "Armazenamento local",
    what: "Os cartões-presente no carrinho: valor, nome e email de quem os recebe, mensagem e data de envio.",
    lasts: "Até os remover ou concluir a compra.",
  },
  {
    key: "checkout-draft",
    kind: "Armazenamento da sessão",
    what: "O que escreveu ao finalizar a compra, para não se perder ao recarregar a página.",
    lasts: "Até fechar o separador ou concluir a compra.",
  },
  {
    key: "checkout-purchase",
    kind: "Armazenamento da sessão",
    what: "A compra gerada e o seu pagamento pendente.",
    lasts: "Até fechar o separador ou concluir a compra.",
  },
  {
    key: "checkout-attempt",
    kind: "Armazenamento da sessão",
    what: "Uma chave que impede que um clique duplo gere duas compras.",
    lasts: "Até fechar o separador ou concluir a compra.",
  },
  {
    key: "order-confirmation-buyer",
    kind: "Armazenamento da sessão",
    what: "O nome e o email de uma compra sem registo, para lhe propor criar a conta na confirmação.",
    lasts: "Até fechar o separador.",
  },
  {
    key: "recently-viewed",
    kind: "Armazenamento local",
    what: "Os últimos produtos que abriu, para os mostrar em «Vistos recentemente».",
    lasts: "Até apagar os dados do navegador.",
  },
  {
    key: "delivery-country",
    kind: "Armazenamento local",
    what: "O país que escolheu para ver o prazo e o preço da entrega na página de um produto.",
    lasts: "Até apagar os dados do navegador.",
  },
  {
    key: "language",
    kind: "Armazenamento local",
    what: "A língua que escolheu (português ou inglês), para não lhe voltar a propor a outra.",
    lasts: "Até apagar os dados do navegador.",
  },
] as const);

export const accessibilitySections = translatable(
  "features/content/texts.ts#accessibilitySections",
  {
    commitment: { id: "compromisso", heading: "1. O nosso compromisso" },
    status: { id: "conformidade", heading: "2. Estado de conformidade" },
    limits: { id: "limitacoes", heading: "3. Limitações conhecidas" },
    checks: { id: "avaliacao", heading: "4. Como avaliámos" },
    feedback: { id: "contacto", heading: "5. Comunicar uma barreira" },
    enforcement: { id: "reclamacao", heading: "6. Reclamação e fiscalização" },
  } as const satisfies Record<string, SectionText>,
);

export const accessibilityTexts = translatable("features/content/texts.ts#accessibilityTexts", {
  title: "Declaração de acessibilidade",
  /** The day this statement was written or last reviewed. */
  reviewed: "28 de novembro de 2026",
  /** Working days within which the shop answers a reported barrier. */
  answerDays: 10,
} as const);

export const customizeTexts = translatable("features/content/texts.ts#customizeTexts", {
  title: "À medida",
  lead: "Calçado feito para si, ao pormenor.",
  blocks: {
    sizes: "Tamanhos personalizados",
    colors: "Cores alteradas",
    sole: "Sola alterada",
    material: "Material personalizado",
    heel: "Altura do salto",
    asymmetric: "Pares assimétricos",
  },
  ctaHeading: "Vamos criar o seu par?",
  ctaContacts: "Contacte-nos",
  ctaStores: "Visite uma loja",
} as const);

export const offlineTexts = translatable("features/content/texts.ts#offlineTexts", {
  title: "Manutenção",
  message:
    "O nosso site encontra-se em manutenção e não pode ser acedido neste momento. Pedimos desculpa pelo incómodo.",
  retry: "Tentar novamente",
} as const);

export const maintenanceTexts = translatable("features/content/texts.ts#maintenanceTexts", {
  message: "Estamos a preparar o novo site. Voltamos muito brevemente",
} as const);
