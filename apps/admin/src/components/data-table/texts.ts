const countFormat = new Intl.NumberFormat("pt-PT");
/** A count as Portugal writes it: 10 000. */
const count = (value: number) => countFormat.format(value);

export const tableTexts = {
  loadFailed: "Não foi possível carregar a lista.",
  previous: "Anterior",
  next: "Seguinte",
  pages: "Páginas",
  pageOf: (page: number, pages: number, more = false) =>
    `Página ${count(page)} de ${more ? "mais de " : ""}${count(pages)}`,
  results: (total: number, more = false) =>
    more
      ? `mais de ${count(total)} resultados`
      : total === 1
        ? "1 resultado"
        : `${count(total)} resultados`,
  sortBy: "Ordenar por",
  ascending: "crescente",
  descending: "decrescente",
  sortedAscending: "ordem crescente",
  sortedDescending: "ordem decrescente",
  search: "Procurar",
} as const;
