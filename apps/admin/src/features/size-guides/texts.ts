const names = (categories: { name: string }[]) =>
  categories.map((category) => `«${category.name}»`).join(", ");

export const sizeGuidesTexts = {
  title: "Guias de tamanhos",
  lead: "Cada guia diz a medida de cada tamanho e como medir em casa. A página de um produto mostra «Guia de tamanhos» junto aos tamanhos quando a sua categoria tem um guia (escolha-o em Categorias).",
  add: "Novo guia",
  newTitle: "Novo guia de tamanhos",
  editTitle: (name: string) => `Editar «${name}»`,
  name: "Nome",
  measureLabel: "O que se mede",
  measureLabelHint: "O título da segunda coluna, por exemplo «Comprimento do pé (cm)».",
  howToMeasure: "Como medir",
  howToMeasureHint: "Um passo por linha.",
  rowsLegend: "Tamanhos e medidas",
  rowsHint:
    "Pela ordem em que aparecem; cada tamanho uma vez; medidas com uma casa decimal no máximo (por exemplo 22,5).",
  size: (index: number) => `Tamanho, linha ${index + 1}`,
  measure: (index: number) => `Medida, linha ${index + 1}`,
  sizeColumn: "Tamanho",
  measureColumn: "Medida",
  addRow: "Adicionar linha",
  removeRow: (index: number) => `Retirar a linha ${index + 1}`,
  moveUp: (index: number) => `Subir a linha ${index + 1}`,
  moveDown: (index: number) => `Descer a linha ${index + 1}`,
  maxRows: (max: number) => `No máximo ${max} linhas.`,
  edit: "Editar",
  delete: "Apagar",
  editLabel: (name: string) => `Editar ${name}`,
  deleteLabel: (name: string) => `Apagar ${name}`,
  rowsCount: (count: number) => (count === 1 ? "1 tamanho" : `${count} tamanhos`),
  usedBy: (categories: { name: string }[]) =>
    categories.length === 0 ? "Nenhuma categoria o usa." : `Usado em ${names(categories)}.`,
  confirmDelete: (name: string, categories: { name: string }[]) =>
    categories.length === 0
      ? `Apagar o guia «${name}»?`
      : `Apagar o guia «${name}»? ${categories.length === 1 ? "A categoria" : "As categorias"} ${names(categories)} ${categories.length === 1 ? "fica" : "ficam"} sem guia de tamanhos.`,
  empty: "Ainda não há guias de tamanhos.",
  created: (name: string) => `Guia «${name}» criado.`,
  saved: (name: string) => `Guia «${name}» guardado.`,
  deleted: (name: string) => `Guia «${name}» apagado.`,
  loading: "A carregar…",
} as const;
