import Papa from "papaparse";
import { expect } from "vitest";

/**
 * An exported file's rows as a spreadsheet shows them (cells unquoted), after checking the mark
 * that makes Excel read it as UTF-8; the last line break's empty row is left out.
 */
export function csvRows(file: string): string[][] {
  expect(file.startsWith("\uFEFF")).toBe(true);
  const rows = Papa.parse<string[]>(file.slice(1), { delimiter: ";", newline: "\r\n" }).data;
  return rows.filter((cells) => cells.length > 1 || cells[0] !== "");
}

/** The rows of a file, each as its cells joined by ';' (`SL-1;Botas;37`), to compare at a glance. */
export const csvLines = (file: string) => csvRows(file).map((cells) => cells.join(";"));
