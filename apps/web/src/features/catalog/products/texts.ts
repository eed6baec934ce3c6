/** Words joined as Portuguese lists them: «a», «a e b», «a, b e c». */
import { translatable } from "../../../lib/i18n/texts-key";

const andList = (words: readonly string[]) =>
  words.length < 2 ? words.join("") : `${words.slice(0, -1).join(", ")} e ${words.at(-1)}`;

const quoted = (word: string) => `«${word}»`;

/** Texts of the product listing (/products). */
export const productsTexts = translatable("features/catalog/products/texts.ts#productsTexts", {
  categories: "Categorias",
  showCategories: "Categorias",
  seeAllInGroup: "Ver todos",
  noCategories: "Sem categorias de momento.",
  productList: "Produtos",
  loading: "A carregar produtos…",
  loadMore: "Carregar mais",
  loadingMore: "A carregar…",
  noMore: "Sem mais produtos para mostrar",
  shown: (count: number) => (count === 1 ? "A mostrar 1 produto" : `A mostrar ${count} produtos`),
  emptySearchTitle: (text: string) => `Não encontrámos produtos para “${text}”`,
  emptyTitle: "Não há produtos para mostrar aqui de momento.",
  emptyIntro: "Algumas sugestões:",
  emptySearchTips: [
    "Verifique se as palavras estão bem escritas.",
    "Use menos palavras ou termos mais gerais, como “botas” ou “malas”.",
    "Procure em todas as categorias em vez de uma só.",
  ],
  emptyTips: ["Escolha outra categoria na lista de categorias.", "Veja todos os produtos da loja."],
  seeAllProducts: "Ver todos os produtos",
  backHome: "Voltar à página inicial",
  errorTitle: "Não foi possível carregar os produtos.",
  errorMoreTitle: "Não foi possível carregar mais produtos.",
  retry: "Tentar novamente",
  filters: "Filtros",
  openFilters: (count: number) => (count === 0 ? "Filtros" : `Filtros (${count})`),
  size: "Tamanho",
  sizeKinds: { shoe: "Calçado (EU)", length: "Cintos (cm)", other: "Outros" },
  color: "Cor",
  brand: "Marca",
  price: "Preço",
  priceMin: "Mínimo (€)",
  priceMax: "Máximo (€)",
  applyPrice: "Aplicar preço",
  priceFrom: (euros: string) => `Desde ${euros}`,
  priceTo: (euros: string) => `Até ${euros}`,
  noOptions: "Sem opções com estes filtros.",
  option: (label: string, count: number) => `${label} (${count})`,
  sortBy: "Ordenar por",
  sorts: {
    relevance: "Relevância",
    newest: "Recentes",
    priceAsc: "Preço: mais baixo",
    priceDesc: "Preço: mais alto",
    mostViewed: "Mais vistos",
  },
  showProducts: (count: number) => (count === 1 ? "Ver 1 produto" : `Ver ${count} produtos`),
  productCount: (count: number) => (count === 1 ? "1 produto" : `${count} produtos`),
  activeFilters: "Filtros ativos",
  removeFilter: (label: string) => `Remover filtro: ${label}`,
  clearFilters: "Limpar filtros",
  removeSearchPart: (label: string) => `Remover da pesquisa: ${label}`,
  didYouMean: "Queria dizer",
  droppedWords: (words: readonly string[]) =>
    `Não encontrámos produtos com todas as palavras. Mostramos resultados sem ${andList(words.map(quoted))}.`,
  closestCategories: "Talvez encontre o que procura em:",
  categoryInGroup: (category: string, group: string) => `${category} · ${group}`,
  newCollection: "Da Nova Coleção",
  seeNewCollection: "Ver toda a Nova Coleção",
} as const);
