import { Readable } from "node:stream";
import type { FastifyReply } from "fastify";

/** Excel in Portugal reads a UTF-8 file as such only after this mark, and splits cells on ';'. */
const BOM = "\uFEFF";
const SEPARATOR = ";";

/**
 * One cell: quoted when it holds the separator, a quote or a line break (quotes doubled), and a
 * text that a spreadsheet would run as a formula ('=…', '+…', '-…', '@…') starts with a quote.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return "";
  if (typeof value === "number") return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
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
