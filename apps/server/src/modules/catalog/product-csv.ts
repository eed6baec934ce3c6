import {
  CSV_LIST_SEPARATOR,
  CSV_NO,
  CSV_YES,
  type CsvChange,
  type CsvProblem,
  centsToEuroText,
  csvMessages,
  NO_PRODUCT_DETAILS,
  NO_PRODUCT_ENGLISH,
  PRODUCT_CSV_COLUMNS,
  type ProductChoices,
  type ProductCsvField,
  type ProductDetail,
  type ProductEnglish,
  ProductInputSchema,
  type ProductValues,
  productDetailsInput,
  productMessages,
} from "@shop/shared";
import { csvEuros } from "../../http/csv.ts";

/** What a product's CSV line says (`publishedAt` undefined: a new product's, today when saved). */
export type ProductCsvRecord = Pick<
  ProductDetail,
  | "ref"
  | "title"
  | "priceCents"
  | "discount"
  | "categoryId"
  | "brandId"
  | "colorId"
  | "colorManual"
  | "tagIds"
  | "sizes"
  | "newCollection"
  | "featured"
  | "active"
  | "description"
  | "details"
  | "english"
> & { publishedAt: string | undefined };

/** The column of each English field (issue 40). */
const ENGLISH_COLUMNS = {
  title: "titleEn",
  description: "descriptionEn",
  colorManual: "colorManualEn",
  upperMaterial: "upperMaterialEn",
  lining: "liningEn",
  sole: "soleEn",
  fitNote: "fitNoteEn",
  care: "careEn",
  madeIn: "madeInEn",
} as const satisfies Record<keyof ProductEnglish, ProductCsvField>;
const ENGLISH_FIELDS = Object.keys(ENGLISH_COLUMNS) as (keyof ProductEnglish)[];

/** The English cells ('' where not written). */
const englishCells = (english: ProductEnglish) =>
  Object.fromEntries(
    ENGLISH_FIELDS.map((field) => [ENGLISH_COLUMNS[field], english[field] ?? ""]),
  ) as Record<(typeof ENGLISH_COLUMNS)[keyof ProductEnglish], string>;

/** The English a line says: its cells over the product's (columns the file lacks keep them). */
const readEnglish = (cells: Cells, current: ProductDetail | undefined) =>
  Object.fromEntries(
    ENGLISH_FIELDS.map((field) => [
      field,
      cells[ENGLISH_COLUMNS[field]] ?? current?.english[field] ?? "",
    ]),
  );

type Category = ProductChoices["categories"][number];
type Cells = Partial<Record<ProductCsvField, string>>;

const key = (name: string) => name.normalize("NFC").trim().toLowerCase();
const list = (cell: string) =>
  cell
    .split(CSV_LIST_SEPARATOR.trim())
    .map((item) => item.trim())
    .filter((item) => item !== "");

/** "Mulher", "Homem" or "Mulher e Homem": where the category shows the product. */
export const audienceOf = (category: Category) =>
  [category.isWoman && "Mulher", category.isMan && "Homem"].filter(Boolean).join(" e ");
/** "Sapatos", "Acessórios" or both. */
export const kindOf = (category: Category) =>
  [category.forShoe && "Sapatos", category.forAccessory && "Acessórios"]
    .filter(Boolean)
    .join(" e ");

/** The taxonomy by id (to write names) and by name (to read them back), any case. */
export function productCsvNaming(choices: ProductChoices) {
  const byId = <T extends { id: number }>(items: T[]) => new Map(items.map((i) => [i.id, i]));
  const byName = (items: Array<{ id: number; name: string }>) =>
    new Map(items.map((i) => [key(i.name), i.id]));
  return {
    categories: byId(choices.categories),
    categoryList: choices.categories,
    brands: { ids: byId(choices.brands), names: byName(choices.brands) },
    colors: { ids: byId(choices.colors), names: byName(choices.colors) },
    tags: { ids: byId(choices.tags), names: byName(choices.tags) },
  };
}
export type ProductCsvNaming = ReturnType<typeof productCsvNaming>;

const yesNo = (value: boolean) => (value ? CSV_YES : CSV_NO);

/** A product's cells as the export writes them; also what a preview compares. */
export function productCsvCells(
  record: ProductCsvRecord,
  naming: ProductCsvNaming,
): Record<ProductCsvField, string> {
  const category =
    record.categoryId === null ? undefined : naming.categories.get(record.categoryId);
  const nameOf = (ids: Map<number, { name: string }>, id: number | null) =>
    id === null ? "" : (ids.get(id)?.name ?? "");
  return {
    ref: record.ref,
    title: record.title ?? "",
    price: csvEuros(record.priceCents),
    discount: String(record.discount),
    category: category?.name ?? "",
    audience: category ? audienceOf(category) : "",
    kind: category ? kindOf(category) : "",
    brand: nameOf(naming.brands.ids, record.brandId),
    color: nameOf(naming.colors.ids, record.colorId),
    colorManual: record.colorManual ?? "",
    tags: record.tagIds
      .map((id) => nameOf(naming.tags.ids, id))
      .sort((a, b) => a.localeCompare(b, "pt"))
      .join(CSV_LIST_SEPARATOR),
    sizes: record.sizes.join(CSV_LIST_SEPARATOR),
    newCollection: yesNo(record.newCollection),
    featured: yesNo(record.featured),
    active: yesNo(record.active),
    publishedAt: record.publishedAt ?? "",
    description: record.description,
    ...detailCells(record.details),
    ...englishCells(record.english),
  };
}

/** The details' cells: lengths in cm the Portuguese way, a bag's as "30 × 22 × 12". */
function detailCells(details: ProductCsvRecord["details"]) {
  const typed = productDetailsInput(details);
  return {
    upperMaterial: typed.upperMaterial,
    lining: typed.lining,
    sole: typed.sole,
    heelHeight: typed.heelHeight,
    fitNote: typed.fitNote,
    care: typed.care,
    madeIn: typed.madeIn,
    dimensions: typed.width === "" ? "" : [typed.width, typed.height, typed.depth].join(" × "),
  };
}

/** A dimensions cell ("30 × 22 × 12", "30x22x12", "") as the form's three measures; null if unreadable. */
function readDimensions(cell: string) {
  if (cell.trim() === "") return { width: "", height: "", depth: "" };
  const parts = cell.split(/[×xX*]/).map((part) => part.trim());
  if (parts.length !== 3) return null;
  const [width, height, depth] = parts as [string, string, string];
  return { width, height, depth };
}

/** The details a line says: its cells over the product's (columns the file lacks keep them). */
function readDetails(cells: Cells, current: ProductDetail | undefined, problems: Problems) {
  const base = current ? productDetailsInput(current.details) : {};
  const dimensions = cells.dimensions === undefined ? {} : readDimensions(cells.dimensions);
  if (dimensions === null) problems.add("dimensions", csvMessages.dimensions);
  const text = (field: (typeof DETAIL_TEXT_FIELDS)[number]) => cells[field];
  return {
    ...base,
    ...Object.fromEntries(
      DETAIL_TEXT_FIELDS.flatMap((field) =>
        text(field) === undefined ? [] : [[field, text(field)]],
      ),
    ),
    ...dimensions,
  };
}
const DETAIL_TEXT_FIELDS = [
  "upperMaterial",
  "lining",
  "sole",
  "heelHeight",
  "fitNote",
  "care",
  "madeIn",
] as const;

/** The columns whose cells differ, before and after. */
export function productCsvChanges(
  before: ProductCsvRecord,
  after: ProductCsvRecord,
  naming: ProductCsvNaming,
): CsvChange[] {
  const old = productCsvCells(before, naming);
  const now = productCsvCells(after, naming);
  return (Object.keys(PRODUCT_CSV_COLUMNS) as ProductCsvField[])
    .filter((field) => old[field] !== now[field])
    .map((field) => ({
      column: PRODUCT_CSV_COLUMNS[field],
      before: old[field],
      after: now[field],
    }));
}

/** The schema's fields, by the column that fills each. */
const COLUMN_OF_FIELD: Record<string, ProductCsvField> = {
  ref: "ref",
  title: "title",
  price: "price",
  discount: "discount",
  categoryId: "category",
  brandId: "brand",
  colorId: "color",
  colorManual: "colorManual",
  tagIds: "tags",
  sizes: "sizes",
  newCollection: "newCollection",
  featured: "featured",
  active: "active",
  description: "description",
  publishedAt: "publishedAt",
};

/** The details' fields, by the column that fills each. */
const COLUMN_OF_DETAIL: Record<string, ProductCsvField> = {
  upperMaterial: "upperMaterial",
  lining: "lining",
  sole: "sole",
  heelHeight: "heelHeight",
  fitNote: "fitNote",
  care: "care",
  madeIn: "madeIn",
  width: "dimensions",
  height: "dimensions",
  depth: "dimensions",
};

/** The column of an issue's field (a detail's is under `details`, an English one `english`). */
const columnOf = (path: PropertyKey[]) =>
  (path[0] === "details"
    ? COLUMN_OF_DETAIL[String(path[1])]
    : path[0] === "english"
      ? ENGLISH_COLUMNS[String(path[1]) as keyof ProductEnglish]
      : COLUMN_OF_FIELD[String(path[0])]) ?? null;

const YES = new Set(["sim", "s", "1", "true", "verdadeiro"]);
const NO = new Set(["não", "nao", "n", "0", "false", "falso"]);

function parseYesNo(cell: string): boolean | null {
  if (YES.has(key(cell))) return true;
  if (NO.has(key(cell))) return false;
  return null;
}

/** A date a spreadsheet may have rewritten (01/08/2026) back as 2026-08-01; other text as typed. */
function isoDate(cell: string): string {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(cell);
  if (!match) return cell;
  const [, day, month, year] = match as unknown as [string, string, string, string];
  return `${year}-${month.padStart(2, "0")}-${day.padStart(2, "0")}`;
}

/** The line's problems, one per column, the first said of each. */
class Problems {
  readonly list: CsvProblem[] = [];
  add(field: ProductCsvField | null, message: string) {
    const column = field === null ? null : PRODUCT_CSV_COLUMNS[field];
    if (!this.list.some((problem) => problem.column === column))
      this.list.push({ column, message });
  }
}

/** The category a line names: its name and, when several share it, «Para» and «Tipo». */
function categoryOf(cells: Cells, current: Category | undefined, naming: ProductCsvNaming) {
  const name = cells.category ?? current?.name ?? "";
  if (name === "") return { id: undefined };
  const named = naming.categoryList.filter((category) => key(category.name) === key(name));
  if (named.length === 0) return { problem: csvMessages.unknownCategory(name) };
  const audience = cells.audience ?? "";
  const kind = cells.kind ?? "";
  const fitting = named.filter(
    (category) =>
      (audience === "" || key(audienceOf(category)) === key(audience)) &&
      (kind === "" || key(kindOf(category)) === key(kind)),
  );
  if (fitting.length === 1) return { id: (fitting[0] as Category).id };
  if (fitting.length === 0) {
    const where = [audience, kind].filter(Boolean).join(" · ");
    return { problem: csvMessages.categoryElsewhere(name, where) };
  }
  // Several share the name: the one the product has already, unless the line says otherwise.
  if (current && fitting.includes(current)) return { id: current.id };
  return { problem: csvMessages.ambiguousCategory(name) };
}

/** A brand's or colour's id by the name in a cell ("" is none); undefined when none has it. */
function namedId(cell: string, names: Map<string, number>) {
  return cell === "" ? null : names.get(key(cell));
}

/**
 * Reads one line over the product it names (or the form's defaults for a new one): columns the
 * file lacks keep the product's values. Checked with the product form's own schema; names become
 * ids. Answers the values to save, or the line's problems naming their columns.
 */
export function readProductLine(
  cells: Cells,
  current: ProductDetail | undefined,
  naming: ProductCsvNaming,
): { values: ProductValues | null; record: ProductCsvRecord | null; problems: CsvProblem[] } {
  const problems = new Problems();
  const base = current;
  const draft: Record<string, unknown> = {
    ref: cells.ref,
    title: cells.title ?? base?.title ?? "",
    price: cells.price ?? (base ? centsToEuroText(base.priceCents) : undefined),
    discount: (cells.discount ?? String(base?.discount ?? 0)).replace(/\s*%$/, ""),
    colorManual: cells.colorManual ?? base?.colorManual ?? "",
    sizes: cells.sizes === undefined ? base?.sizes : list(cells.sizes),
    pictures: current?.pictures ?? [],
    thumbnailIndex: current?.thumbnailIndex ?? 0,
    description: cells.description ?? base?.description ?? "",
    publishedAt: cells.publishedAt ? isoDate(cells.publishedAt) : base?.publishedAt,
    details: readDetails(cells, current, problems),
    english: readEnglish(cells, current),
  };
  for (const field of ["newCollection", "featured", "active"] as const) {
    const cell = cells[field];
    const value = cell === undefined ? undefined : parseYesNo(cell);
    if (value === null) problems.add(field, csvMessages.yesNo);
    draft[field] = value ?? base?.[field] ?? field === "active";
  }
  const category = categoryOf(
    cells,
    base?.categoryId == null ? undefined : naming.categories.get(base.categoryId),
    naming,
  );
  if (category.problem) problems.add("category", category.problem);
  draft.categoryId = category.id;
  const brandId =
    cells.brand === undefined ? (base?.brandId ?? null) : namedId(cells.brand, naming.brands.names);
  if (brandId === undefined)
    problems.add("brand", csvMessages.unknownName("A marca", cells.brand ?? ""));
  const colorId =
    cells.color === undefined ? (base?.colorId ?? null) : namedId(cells.color, naming.colors.names);
  if (colorId === undefined)
    problems.add("color", csvMessages.unknownName("A cor", cells.color ?? ""));
  draft.brandId = brandId ?? null;
  draft.colorId = colorId ?? null;
  if (cells.tags === undefined) draft.tagIds = base?.tagIds ?? [];
  else {
    const names = list(cells.tags);
    const unknown = names.find((name) => !naming.tags.names.has(key(name)));
    if (unknown !== undefined) problems.add("tags", csvMessages.unknownName("A etiqueta", unknown));
    draft.tagIds = names.flatMap((name) => naming.tags.names.get(key(name)) ?? []);
  }

  const parsed = ProductInputSchema.safeParse(draft);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      problems.add(columnOf(issue.path), issue.message);
    }
  }
  if (parsed.success && current) {
    const kept = new Set(parsed.data.sizes);
    const removed = Object.entries(current.sizeStock).find(
      ([size, units]) => units > 0 && !kept.has(size),
    );
    if (removed) problems.add("sizes", productMessages.sizeHasStock(removed[0], removed[1]));
  }
  if (!parsed.success || problems.list.length > 0)
    return { values: null, record: null, problems: problems.list };
  const values = parsed.data;
  return {
    values,
    record: {
      ref: values.ref,
      title: values.title,
      priceCents: values.price,
      discount: values.discount,
      categoryId: values.categoryId,
      brandId: values.brandId,
      colorId: values.colorId,
      colorManual: values.colorManual,
      tagIds: values.tagIds,
      sizes: values.sizes,
      newCollection: values.newCollection,
      featured: values.featured,
      active: values.active,
      publishedAt: values.publishedAt ?? base?.publishedAt,
      description: values.description,
      details: values.details ?? NO_PRODUCT_DETAILS,
      english: values.english ?? NO_PRODUCT_ENGLISH,
    },
    problems: [],
  };
}
