import type { CsvPreviewRow } from "@shop/shared";

const ORDER: Record<CsvPreviewRow["action"], number> = {
  error: 0,
  create: 1,
  update: 1,
  unchanged: 2,
};

/** The lines a preview lists: the bad ones first, then what changes, each in the file's order. */
export function rowsToShow(rows: CsvPreviewRow[]): CsvPreviewRow[] {
  return rows
    .filter((row) => row.action !== "unchanged")
    .sort((a, b) => ORDER[a.action] - ORDER[b.action] || a.line - b.line);
}
