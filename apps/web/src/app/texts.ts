/** User-facing texts of the app shell (header, menu, search, footer, route titles, errors). */
import type { PaymentMethod } from "@shop/shared";

/** How the footer names each payment method, in a sentence. */
const paymentMethodNames: Record<PaymentMethod, string> = {
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

export const headerTexts = {
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
  mainNavigation: "Navegação principal",
} as const;

export const menuTexts = {
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
} as const;

export const searchTexts = {
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
} as const;

export const footerTexts = {
  shopHeading: "Loja",
  infoHeading: "Informação",
  contactHeading: "Contactos",
  shoes: "Sapatos",
  accessories: "Acessórios",
  stores: "Lojas",
  customize: "À Medida",
  contacts: "Contactos",
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
  paymentsNote: (methods: readonly PaymentMethod[]) =>
    `Pagamento por ${orList(methods.map((method) => paymentMethodNames[method]))}.`,
  rights: "Todos os direitos reservados.",
} as const;

export const routeTexts = {
  backHome: "Voltar à página inicial",
  notFoundTitle: "Página não encontrada",
  notFoundText: "A página que tentou aceder não existe.",
  notFoundCategories: "Categorias",
  errorTitle: "Ups",
  unavailableTitle: "Voltamos dentro de momentos",
  unavailableRetrying: "A página tenta de novo sozinha dentro de alguns segundos.",
  errorText: "Ocorreu um erro inesperado. Por favor, tente novamente.",
  chunkErrorText:
    "Não foi possível carregar esta página. Verifique a sua ligação e tente novamente.",
  retry: "Tentar novamente",
} as const;

/** The document title of each route: shared with the server, which writes it in the page's head. */
export { routeTitles } from "@shop/shared";
