import { describe, expect, it } from "vitest";
import { csvCell, csvEuros, csvLine } from "./csv.ts";

describe("CSV for spreadsheets in Portugal", () => {
  it("separates cells with ';' and ends lines with CRLF", () => {
    expect(csvLine(["AB12CD34", "Ana Silva", 3, null])).toBe("AB12CD34;Ana Silva;3;\r\n");
  });

  it("quotes a cell with the separator, a quote or a line break, doubling its quotes", () => {
    expect(csvCell("Rua A; 1")).toBe('"Rua A; 1"');
    expect(csvCell('Loja "Chiado"')).toBe('"Loja ""Chiado"""');
    expect(csvCell("linha 1\nlinha 2")).toBe('"linha 1\nlinha 2"');
    expect(csvCell("João Conceição")).toBe("João Conceição");
  });

  it("never lets a customer's text run as a formula", () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell("+351912345678")).toBe("'+351912345678");
    expect(csvCell("@soma")).toBe("'@soma");
  });

  it("writes euros with a decimal comma", () => {
    expect(csvEuros(9420)).toBe("94,20");
    expect(csvEuros(5)).toBe("0,05");
  });
});
