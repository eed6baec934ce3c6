import { z } from "zod";

/**
 * Products and stock as CSV files a person edits in a spreadsheet: the export's columns (pt-PT
 * headers, read back by the import) and the import's preview. Separator ';' (',' read too).
 */

/** Most a file may hold: a bigger one is split (the import writes it all in one transaction). */
export const CSV_IMPORT_LIMITS = { maxBytes: 4 * 1024 * 1024, maxRows: 10_000 };

/**
 * The stock file has a line per product, size and location: 60,000 lines hold a shop of 2,500
 * products with six sizes in four locations, in about 4 MB.
 */
export const STOCK_CSV_LIMITS = { ...CSV_IMPORT_LIMITS, maxRows: 60_000 };

/** Several values in one cell (sizes, tags): a character no size and no name holds. */
export const CSV_LIST_SEPARATOR = " | ";

/** The products file's columns, by the field each one fills, in the export's order. */
export const PRODUCT_CSV_COLUMNS = {
  ref: "Referência",
  title: "Título",
  price: "Preço (€)",
  discount: "Desconto (%)",
  category: "Categoria",
  audience: "Para",
  kind: "Tipo",
  brand: "Marca",
  color: "Cor",
  colorManual: "Cor escrita",
  tags: "Etiquetas",
  sizes: "Tamanhos",
  newCollection: "Nova coleção",
  featured: "Destaque",
  active: "Ativo",
  publishedAt: "Data de publicação",
  description: "Descrição",
  upperMaterial: "Material exterior",
  lining: "Forro",
  sole: "Sola",
  heelHeight: "Altura do tacão (cm)",
  fitNote: "Nota sobre o tamanho",
  care: "Cuidados",
  madeIn: "Fabricado em",
  /** Width × height × depth in cm: "30 × 22 × 12". */
  dimensions: "Dimensões (cm)",
  // The worded fields in English (issue 40): empty, the English storefront shows the Portuguese.
  titleEn: "Título (inglês)",
  descriptionEn: "Descrição (inglês)",
  colorManualEn: "Cor escrita (inglês)",
  upperMaterialEn: "Material exterior (inglês)",
  liningEn: "Forro (inglês)",
  soleEn: "Sola (inglês)",
  fitNoteEn: "Nota sobre o tamanho (inglês)",
  careEn: "Cuidados (inglês)",
  madeInEn: "Fabricado em (inglês)",
} as const;
export type ProductCsvField = keyof typeof PRODUCT_CSV_COLUMNS;

/** The stock file's columns: one line per product, size and location. */
export const STOCK_CSV_COLUMNS = {
  ref: "Referência",
  /** Written to help a person; the import does not read it. */
  title: "Título",
  size: "Tamanho",
  location: "Local",
  quantity: "Quantidade",
} as const;
export type StockCsvField = keyof typeof STOCK_CSV_COLUMNS;

/** Yes and no as the files write them (the import also takes s/n, 1/0, true/false). */
export const CSV_YES = "Sim";
export const CSV_NO = "Não";

export const csvMessages = {
  file: "Escolha um ficheiro CSV.",
  empty: "O ficheiro está vazio: falta a linha dos títulos das colunas e pelo menos um produto.",
  noRows: "O ficheiro só tem a linha dos títulos: não há linhas para importar.",
  tooLarge: (maxBytes: number) =>
    `O ficheiro tem mais de ${Math.round(maxBytes / 1024 / 1024)} MB. Divida-o em ficheiros mais pequenos.`,
  tooManyRows: (maxRows: number) =>
    `O ficheiro tem mais de ${maxRows.toLocaleString("pt-PT")} linhas. Divida-o em ficheiros mais pequenos.`,
  encoding:
    "O ficheiro tem carateres que não se leem. Guarde-o como «CSV UTF-8 (delimitado por vírgulas)» e tente de novo.",
  unreadable: (line: number) =>
    `Linha ${line}: uma aspa abre um texto que não se fecha. Confirme o ficheiro na folha de cálculo.`,
  unknownColumn: (name: string, known: string[]) =>
    `A coluna «${name}» não é conhecida. As colunas possíveis são: ${known.join(", ")}.`,
  repeatedColumn: (name: string) => `A coluna «${name}» aparece mais do que uma vez.`,
  missingColumn: (name: string) => `Falta a coluna «${name}».`,
  yesNo: `Escreva ${CSV_YES} ou ${CSV_NO}.`,
  dimensions:
    "Escreva as dimensões como 30 × 22 × 12 (largura × altura × profundidade, em cm), ou deixe vazio.",
  repeatedRef: (line: number) => `Esta referência já aparece na linha ${line}.`,
  repeatedCell: (line: number) => `Este produto, tamanho e local já aparecem na linha ${line}.`,
  unknownCategory: (name: string) => `A categoria «${name}» não existe.`,
  categoryElsewhere: (name: string, where: string) =>
    `A categoria «${name}» não é de ${where}. Confirme as colunas «Para» e «Tipo».`,
  ambiguousCategory: (name: string) =>
    `Há mais do que uma categoria «${name}»: indique as colunas «Para» (Mulher ou Homem) e «Tipo» (Sapatos ou Acessórios).`,
  unknownName: (list: string, name: string) =>
    `${list} «${name}» não existe. Crie-a em «Marcas, cores e etiquetas» ou corrija o nome.`,
  unknownRef: "Não há nenhum produto com esta referência.",
  unknownLocation: (name: string) => `O local «${name}» não existe.`,
  otherStore: (store: string) => `Só pode importar o stock da sua loja (${store}).`,
  badRows: (count: number) =>
    `O ficheiro tem ${count === 1 ? "1 linha" : `${count} linhas`} com erros. Corrija-as e importe de novo: nada foi alterado.`,
  /** The note of the recounts an import of stock writes. */
  stockNote: "Importação de ficheiro CSV",
  imported: (summary: CsvSummary) => `Importação concluída: ${csvSummaryText(summary)}.`,
} as const;

export const CSV_ACTIONS = ["create", "update", "unchanged", "error"] as const;
export type CsvAction = (typeof CSV_ACTIONS)[number];

/** POST …/import/preview and …/import: the file's text, as the browser read it. */
export const CsvImportBodySchema = z.object({
  csv: z.string({ error: csvMessages.file }).min(1, csvMessages.empty),
});
export type CsvImportBody = z.infer<typeof CsvImportBodySchema>;

/** One problem of a line: the column it is in (null when it is the whole line's). */
export const CsvProblemSchema = z.object({ column: z.string().nullable(), message: z.string() });
export type CsvProblem = z.infer<typeof CsvProblemSchema>;

/** A column a line would change, as the file writes it before and after. */
export const CsvChangeSchema = z.object({
  column: z.string(),
  before: z.string(),
  after: z.string(),
});
export type CsvChange = z.infer<typeof CsvChangeSchema>;

export const CsvPreviewRowSchema = z.object({
  /** The spreadsheet's row number (the titles are line 1). */
  line: z.number(),
  /** What the line is about: a product's ref, or ref, size and location. */
  label: z.string(),
  action: z.enum(CSV_ACTIONS),
  changes: z.array(CsvChangeSchema),
  problems: z.array(CsvProblemSchema),
});
export type CsvPreviewRow = z.infer<typeof CsvPreviewRowSchema>;

export const CsvSummarySchema = z.object({
  create: z.number(),
  update: z.number(),
  unchanged: z.number(),
  error: z.number(),
});
export type CsvSummary = z.infer<typeof CsvSummarySchema>;

/** What an import would do; nothing is written. */
export const CsvPreviewSchema = z.object({
  /** The lines that would change or are bad, in the file's order (the unchanged are counted). */
  rows: z.array(CsvPreviewRowSchema),
  summary: CsvSummarySchema,
});
export type CsvPreview = z.infer<typeof CsvPreviewSchema>;

/** "12 novos, 3 alterados, 2 com erros": only the counts that are not zero (the unchanged too). */
export function csvSummaryText(summary: CsvSummary): string {
  const parts = [
    summary.create > 0 && `${summary.create} ${summary.create === 1 ? "novo" : "novos"}`,
    summary.update > 0 && `${summary.update} ${summary.update === 1 ? "alterado" : "alterados"}`,
    summary.unchanged > 0 && `${summary.unchanged} sem alterações`,
    summary.error > 0 && `${summary.error} com erros`,
  ].filter((part): part is string => part !== false);
  return parts.length === 0 ? "nada a alterar" : parts.join(", ");
}

/** A problem as one sentence: "Linha 7, «Preço (€)»: Indique o preço em euros, por exemplo 89,90." */
export function csvProblemText(line: number, problem: CsvProblem): string {
  const where = problem.column === null ? `Linha ${line}` : `Linha ${line}, «${problem.column}»`;
  return `${where}: ${problem.message}`;
}
