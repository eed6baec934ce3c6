import type { CsvPreviewRow } from "@shop/shared";

/** Texts of the CSV export and import shared by the products and the stock. */
export const csvTexts = {
  export: "Exportar CSV",
  import: "Importar CSV",
  reading: "A ler o ficheiro…",
  previewTitle: (file: string) => `Pré-visualização de ${file}`,
  previewHint: "Ainda nada foi alterado. Confira as linhas e confirme a importação.",
  fixFirst: "Há linhas com erros: corrija-as no ficheiro e escolha-o de novo. Nada foi alterado.",
  nothingToDo: "Este ficheiro não altera nada.",
  lines: "Linhas do ficheiro",
  line: "Linha",
  action: "Resultado",
  details: "O que muda",
  actions: {
    create: "Novo",
    update: "Alterado",
    unchanged: "Sem alterações",
    error: "Com erros",
  } satisfies Record<CsvPreviewRow["action"], string>,
  empty: "(vazio)",
  unchangedLines: (count: number) =>
    count === 1
      ? "1 linha sem alterações não aparece na lista."
      : `${count} linhas sem alterações não aparecem na lista.`,
  confirm: (count: number) => (count === 1 ? "Importar 1 linha" : `Importar ${count} linhas`),
  importing: "A importar…",
  cancel: "Cancelar",
} as const;
