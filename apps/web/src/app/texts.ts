/** User-facing texts of the app shell (header, menu, search, footer, route titles, errors). */
import type { ChosenPaymentMethod } from "@shop/shared";
import { translatable } from "../lib/i18n/texts-key";

/** How the footer names each payment method, in a sentence. */
const paymentMethodNames: Record<ChosenPaymentMethod, string> = {
  MULTIBANCO: "referência MULTIBANCO",
  CREDIT: "cartão",
  MBWAY: "MB WAY",
};

/**
 * Names joined as Portuguese writes a choice, "a, b ou c" (what `Intl.ListFormat("pt-PT",
 * { type: "disjunction" })` writes, without building it: ICU's first formatter of a page costs a
 * phone about 20 ms, and the footer shows this on every page).
 */
export function orList(names: readonly string[]): string {
  if (names.length < 2) return names.join("");
  return `${names.slice(0, -1).join(", ")} ou ${names.at(-1)}`;
}

export const headerTexts = translatable("app/texts.ts#headerTexts", {
  skipToContent: "Saltar para o conteúdo",
  phoneLabel: "Telefone",
  phoneNote: "Chamada para a rede fixa nacional",
  openMenu: "Menu",
  closeMenu: "Fechar menu",
  // Said after the logo's words («Sapataria Lisboa · 1978»), not shown.
  homeLink: ", página inicial",
  search: "Pesquisar",
  cart: "Carrinho",
  sign: "Registar / Entrar",
  account: "A minha conta",
  favourites: "Favoritos",
  signOut: "Sair",
  mainNavigation: "Navegação principal",
} as const);

export const menuTexts = translatable("app/texts.ts#menuTexts", {
  shoes: "Sapatos",
  accessories: "Acessórios",
  newCollection: "Nova Coleção",
  stores: "Lojas",
  customize: "À medida",
  contacts: "Contactos",
  women: "Mulher",
  men: "Homem",
  seeAll: "Ver todos",
  seeAllShoes: "Ver todos os sapatos",
  seeAllAccessories: "Ver todos os acessórios",
  seeAllNew: "Ver toda a coleção",
  shoesWomen: "Sapatos Mulher",
  shoesMen: "Sapatos Homem",
  accessoriesWomen: "Acessórios Mulher",
  accessoriesMen: "Acessórios Homem",
  noCategories: "Sem categorias de momento.",
} as const);

export const searchTexts = translatable("app/texts.ts#searchTexts", {
  title: "Pesquisar",
  fieldLabel: "O que procura?",
  placeholder: "Ex.: sandálias, botas, carteira…",
  categoryLegend: "Onde procurar",
  submit: "Pesquisar",
  categories: {
    1: "Todas",
    2: "Sapatos Mulher",
    3: "Sapatos Homem",
    4: "Acessórios Mulher",
    5: "Acessórios Homem",
  },
  suggestions: "Sugestões",
  suggestionGroups: { product: "Produtos", category: "Categorias", brand: "Marcas" },
  seeAllResults: "Ver todos os resultados",
  suggestionCount: (count: number) =>
    count === 1
      ? "1 sugestão. Use as setas para a escolher."
      : `${count} sugestões. Use as setas para as percorrer.`,
} as const);

export const footerTexts = translatable("app/texts.ts#footerTexts", {
  shopHeading: "Loja",
  infoHeading: "Informação",
  contactHeading: "Contactos",
  shoes: "Sapatos",
  accessories: "Acessórios",
  stores: "Lojas",
  customize: "À Medida",
  contacts: "Contactos",
  giftCard: "Cartão-presente: consultar saldo",
  about: "Quem somos",
  terms: "Termos e condições",
  privacy: "Política de privacidade",
  accessibility: "Declaração de acessibilidade",
  withdrawal: "Livre resolução do contrato aqui",
  complaintsBook: "Livro de Reclamações",
  complaintsBookNote: "Reclamações online",
  newWindow: "(abre numa nova janela)",
  phoneNote: "Chamada para a rede fixa nacional",
  nif: "NIF",
  tagline: "Sapatos e acessórios em Lisboa desde 1978.",
  pricesNote: "Preços com IVA incluído.",
  /** The payment methods the shop offers, as the checkout's payment step lists them. */
  paymentsNote: (methods: readonly ChosenPaymentMethod[]) =>
    `Pagamento por ${orList(methods.map((method) => paymentMethodNames[method]))}.`,
  rights: "Todos os direitos reservados.",
} as const);

/**
 * The other language, as the language switch and the notice offering its page to a visitor whose
 * browser prefers it say it: in that language (English here, on a Portuguese page), for the
 * visitor who reads it, marked with its `lang`.
 */
export const otherLanguageTexts = translatable("app/texts.ts#otherLanguageTexts", {
  lang: "en",
  name: "English",
  offer: "This page is also in English.",
  accept: "View in English",
  dismiss: "Stay in Portuguese",
} as const);

export const routeTexts = translatable("app/texts.ts#routeTexts", {
  backHome: "Voltar à página inicial",
  notFoundTitle: "Página não encontrada",
  notFoundText: "A página que tentou aceder não existe.",
  notFoundCategories: "Categorias",
  errorTitle: "Ups",
  unavailableTitle: "Voltamos dentro de momentos",
  unavailableRetrying: "A página tenta de novo sozinha dentro de alguns segundos.",
  errorText: "Ocorreu um erro inesperado. Por favor, tente novamente.",
  /** The failed request's id, for the customer to quote when they contact the shop. */
  errorReference: (id: string) => `Referência do erro, se nos contactar: ${id}`,
  chunkErrorText:
    "Não foi possível carregar esta página. Verifique a sua ligação e tente novamente.",
  retry: "Tentar novamente",
} as const);
