import {
  type CsvPreview,
  type CsvPreviewRow,
  type CsvSummary,
  csvMessages,
  csvProblemText,
  ErrorCode,
} from "@shop/shared";
import { AppError } from "../../http/app-error.ts";

/** Lines' problems said in a refusal: enough to act on, never a whole file's worth. */
const REFUSAL_LINES = 50;

export function csvSummary(rows: CsvPreviewRow[]): CsvSummary {
  const summary = { create: 0, update: 0, unchanged: 0, error: 0 };
  for (const row of rows) summary[row.action] += 1;
  return summary;
}

/**
 * What an import would do, line by line in the file's order: the lines that change or are bad
 * (a re-imported export of 50,000 unchanged lines is counted, not sent back).
 */
export function csvPreview(rows: CsvPreviewRow[]): CsvPreview {
  return { rows: rows.filter((row) => row.action !== "unchanged"), summary: csvSummary(rows) };
}

/** The action of a line: an error when it has problems, otherwise what its changes make it. */
export function csvAction(
  problems: unknown[],
  exists: boolean,
  changes: unknown[],
): CsvPreviewRow["action"] {
  if (problems.length > 0) return "error";
  if (!exists) return "create";
  return changes.length > 0 ? "update" : "unchanged";
}

/** An import of a file with bad lines writes nothing: 400 naming each line's problems. */
export function refuseBadRows(rows: CsvPreviewRow[]) {
  const bad = rows.filter((row) => row.action === "error");
  if (bad.length === 0) return;
  const fields = Object.fromEntries(
    bad
      .slice(0, REFUSAL_LINES)
      .map((row) => [
        `line.${row.line}`,
        row.problems.map((problem) => csvProblemText(row.line, problem)).join(" "),
      ]),
  );
  throw new AppError(ErrorCode.VALIDATION, csvMessages.badRows(bad.length), fields);
}
