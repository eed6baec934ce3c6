const listed = (terms: readonly string[]) => terms.map((term) => `«${term}»`).join(", ");
const times = (count: number) => (count === 1 ? "1 vez" : `${count} vezes`);

export const searchTexts = {
  title: "Pesquisas",
  lead: "O que os clientes procuram na loja, e os sinónimos que a pesquisa conhece. As pesquisas aparecem aqui poucos segundos depois de feitas, sem acentos nem maiúsculas.",
  period: "Período",
  periodOption: (days: number) => `Últimos ${days} dias`,
  // The report
  top: "Mais pesquisadas",
  topHint: "As pesquisas feitas mais vezes no período, e quantos produtos a última encontrou.",
  topEmpty: "Ainda não há pesquisas neste período.",
  empty: "Sem resultados",
  emptyHint:
    "Pesquisas cuja última vez não encontrou nenhum produto: acrescente um sinónimo ou o produto que falta.",
  emptyEmpty: "Nenhuma pesquisa ficou sem resultados neste período.",
  loading: "A carregar as pesquisas…",
  query: "Pesquisa",
  searches: "Vezes",
  results: "Resultados",
  lastDay: "Última vez",
  actions: "Ações",
  createSynonym: "Criar sinónimo",
  createSynonymLabel: (query: string) => `Criar sinónimo para «${query}»`,
  searchedTimes: times,
  // The synonyms
  synonyms: "Sinónimos",
  synonymsHint:
    "Cada grupo junta palavras que os clientes escrevem para a mesma coisa: quem procura uma encontra os produtos de todas.",
  synonymsEmpty: "Ainda não há sinónimos.",
  synonymsLoading: "A carregar os sinónimos…",
  add: "Novo grupo",
  newTitle: "Novo grupo de sinónimos",
  editTitle: (terms: readonly string[]) => `Alterar o grupo ${listed(terms)}`,
  edit: "Alterar",
  editLabel: (terms: readonly string[]) => `Alterar o grupo ${listed(terms)}`,
  delete: "Apagar",
  deleteLabel: (terms: readonly string[]) => `Apagar o grupo ${listed(terms)}`,
  confirmDelete: (terms: readonly string[]) => `Apagar o grupo ${listed(terms)}?`,
  created: (terms: readonly string[]) => `Grupo ${listed(terms)} criado.`,
  saved: (terms: readonly string[]) => `Grupo ${listed(terms)} guardado.`,
  deleted: (terms: readonly string[]) => `Grupo ${listed(terms)} apagado.`,
  groupLabel: (terms: readonly string[]) => `Sinónimos: ${terms.join(", ")}`,
  // The form
  terms: "Termos",
  termsHint: "Separe os termos com vírgulas ou carregue em Enter. De 2 a 12 termos.",
  removeTerm: (term: string) => `Retirar «${term}»`,
  termError: (term: string, message: string) => `«${term}»: ${message}`,
} as const;
