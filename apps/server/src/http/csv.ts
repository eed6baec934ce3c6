import { Readable } from "node:stream";
import { CSV_IMPORT_LIMITS, csvMessages, ErrorCode } from "@shop/shared";
import type { FastifyReply } from "fastify";
import Papa from "papaparse";
import { AppError } from "./app-error.ts";

/** Excel in Portugal reads a UTF-8 file as such only after this mark, and splits cells on ';'. */
const BOM = "\uFEFF";
const SEPARATOR = ";";

/**
 * Where a spreadsheet may start reading a formula: the cell's start, and the start of every piece
 * a spreadsheet splitting on ',' or ';' (or a line break) would make of it, after spaces. A text
 * there that begins with '=', '+', '-', '@', a tab or a carriage return (behind any number of
 * quotes already) gets one quote more before it: `Ana,=2+5` becomes `Ana,'=2+5`.
 */
const FORMULA_START = /(^|[,;\n])( *)('*[=+\-@\t\r])/g;
const GUARDED_START = /(^|[,;\n])( *)'('*[=+\-@\t\r])/g;

/** One cell, always quoted (quotes doubled), no piece of it able to run as a formula. */
export function csvCell(value: string | number | null): string {
  if (value === null) return '""';
  const text = typeof value === "number" ? String(value) : value.replace(FORMULA_START, "$1$2'$3");
  return `"${text.replaceAll('"', '""')}"`;
}

/** A cell as a person meant it: each quote `csvCell` put before a formula-like text comes off. */
export function csvUnguard(cell: string): string {
  return cell.replace(GUARDED_START, "$1$2$3");
}

/** One line of cells, ended as spreadsheets expect (CRLF). */
export function csvLine(cells: Array<string | number | null>): string {
  return `${cells.map(csvCell).join(SEPARATOR)}\r\n`;
}

/** Euros with a decimal comma and no symbol ('94,20'), so a Portuguese spreadsheet reads a number. */
export function csvEuros(cents: number): string {
  return (cents / 100).toFixed(2).replace(".", ",");
}

/**
 * Sends a CSV file as it is written: the header line, then each batch of lines the source yields,
 * so a long export never sits whole in memory.
 */
export function sendCsv(
  reply: FastifyReply,
  filename: string,
  header: string[],
  lines: AsyncIterable<string>,
) {
  async function* file() {
    yield BOM + csvLine(header);
    yield* lines;
  }
  return reply
    .header("content-type", "text/csv; charset=utf-8")
    .header("content-disposition", `attachment; filename="${filename}"`)
    .header("cache-control", "no-store")
    .send(Readable.from(file()));
}

/** One line of a file read back: its spreadsheet row number and its cells by field. */
export interface CsvRow<F extends string> {
  line: number;
  cells: Partial<Record<F, string>>;
}

const fileError = (message: string) =>
  new AppError(ErrorCode.VALIDATION, message, { csv: message });
const headerKey = (text: string) => text.normalize("NFC").trim().toLowerCase();

/** Which field each header names; a header that names none, or one named twice, refuses the file. */
function fieldsOf<F extends string>(
  header: string[],
  columns: Record<F, string>,
  required: readonly F[],
): F[] {
  const byHeader = new Map(
    Object.entries<string>(columns).map(([field, name]) => [headerKey(name), field as F]),
  );
  const fields = header.map((name) => {
    const field = byHeader.get(headerKey(name));
    if (field === undefined)
      throw fileError(csvMessages.unknownColumn(name.trim(), Object.values(columns)));
    return field;
  });
  const repeated = fields.find((field, i) => fields.indexOf(field) !== i);
  if (repeated !== undefined) throw fileError(csvMessages.repeatedColumn(columns[repeated]));
  const missing = required.find((field) => !fields.includes(field));
  if (missing !== undefined) throw fileError(csvMessages.missingColumn(columns[missing]));
  return fields;
}

/**
 * Reads a CSV file as a spreadsheet saved it: ';' or ',' between cells, quoted cells with line
 * breaks, a BOM or none. The first line names the columns (`columns`' headers, any case); blank
 * lines are skipped but counted, so a line number is the spreadsheet's row. A file too large,
 * not UTF-8, with a quote never closed, or without rows is refused whole (4xx, pt-PT).
 */
export function readCsv<F extends string>(
  text: string,
  columns: Record<F, string>,
  required: readonly NoInfer<F>[],
  limits = CSV_IMPORT_LIMITS,
): Array<CsvRow<F>> {
  if (Buffer.byteLength(text) > limits.maxBytes)
    throw new AppError(ErrorCode.PAYLOAD_TOO_LARGE, csvMessages.tooLarge(limits.maxBytes));
  if (text.includes("\uFFFD")) throw fileError(csvMessages.encoding);
  const content = text.replace(/^\uFEFF/, "");
  // No column's title holds either separator: the first line tells which one the file uses.
  const firstLine = content.slice(0, content.search(/\r?\n|$/));
  // The byte limit bounds the parsing; rows are counted after it, blank ones left out.
  const parsed = Papa.parse<string[]>(content, {
    delimiter: firstLine.includes(";") || !firstLine.includes(",") ? ";" : ",",
  });
  const unclosed = parsed.errors.find((error) => error.type === "Quotes");
  if (unclosed) throw fileError(csvMessages.unreadable((unclosed.row ?? 0) + 1));
  const [header, ...lines] = parsed.data;
  if (header === undefined || header.every((cell) => cell.trim() === ""))
    throw fileError(csvMessages.empty);
  const fields = fieldsOf(header, columns, required);
  const rows = lines
    .map((cells, i) => ({ line: i + 2, cells }))
    .filter(({ cells }) => cells.some((cell) => cell.trim() !== ""));
  if (rows.length === 0) throw fileError(csvMessages.noRows);
  if (rows.length > limits.maxRows)
    throw new AppError(ErrorCode.PAYLOAD_TOO_LARGE, csvMessages.tooManyRows(limits.maxRows));
  return rows.map(({ line, cells }) => ({
    line,
    cells: Object.fromEntries(
      fields.map((field, i) => [field, csvUnguard(cells[i] ?? "").trim()]),
    ) as Partial<Record<F, string>>,
  }));
}
