import type { CsvPreviewRow } from "@shop/shared";
import { describe, expect, it } from "vitest";
import { rowsToShow } from "./csv-rows";

const row = (line: number, action: CsvPreviewRow["action"]): CsvPreviewRow => ({
  line,
  label: `R-${line}`,
  action,
  changes: [],
  problems: [],
});

describe("the lines a preview lists", () => {
  it("puts bad lines first, then new and changed ones by line, and leaves out the unchanged", () => {
    const rows = [row(2, "update"), row(3, "unchanged"), row(4, "error"), row(5, "create")];
    expect(rowsToShow(rows).map((shown) => shown.line)).toEqual([4, 2, 5]);
  });
});
