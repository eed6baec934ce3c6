import { describe, expect, it } from "vitest";
import { csvCell, csvEuros, csvLine, csvUnguard, readCsv } from "./csv.ts";

describe("CSV for spreadsheets in Portugal", () => {
  it("quotes every cell, separates them with ';' and ends lines with CRLF", () => {
    expect(csvLine(["AB12CD34", "Ana Silva", 3, null])).toBe('"AB12CD34";"Ana Silva";"3";""\r\n');
  });

  it("doubles a cell's quotes and keeps its separators and line breaks inside the quotes", () => {
    expect(csvCell("Rua A; 1")).toBe('"Rua A; 1"');
    expect(csvCell('Loja "Chiado"')).toBe('"Loja ""Chiado"""');
    expect(csvCell("linha 1\nlinha 2")).toBe('"linha 1\nlinha 2"');
    expect(csvCell("João Conceição")).toBe('"João Conceição"');
  });

  it("never lets a customer's text run as a formula, at its start", () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell("+351912345678")).toBe('"\'+351912345678"');
    expect(csvCell("@soma")).toBe('"\'@soma"');
    expect(csvCell("-2+3")).toBe('"\'-2+3"');
    expect(csvCell("\t=1")).toBe('"\'\t=1"');
    expect(csvCell("\r=1")).toBe('"\'\r=1"');
  });

  it("nor in a piece a spreadsheet splitting on commas, semicolons or lines would make of it", () => {
    expect(csvCell("Ana,=2+5+cmd|' /C calc'!A0")).toBe("\"Ana,'=2+5+cmd|' /C calc'!A0\"");
    expect(csvCell("Ana, @SUM(1)")).toBe('"Ana, \'@SUM(1)"');
    expect(csvCell("a;+1")).toBe('"a;\'+1"');
    expect(csvCell("a\n-1")).toBe('"a\n\'-1"');
    expect(csvCell("Rua 5 de Outubro, 10-2.º")).toBe('"Rua 5 de Outubro, 10-2.º"');
  });

  it("writes numbers as they are", () => {
    expect(csvCell(-3)).toBe('"-3"');
    expect(csvCell(12)).toBe('"12"');
  });

  it("reads back every text exactly as it was written", () => {
    const texts = [
      "=SOMA(1)",
      "Ana,=2+5",
      "'=já com aspa",
      "a,''-b",
      "x;\t@y",
      "normal, texto",
      "-",
    ];
    for (const text of texts) {
      const cell = csvCell(text);
      expect(csvUnguard(cell.slice(1, -1).replaceAll('""', '"'))).toBe(text);
    }
  });

  it("writes euros with a decimal comma", () => {
    expect(csvEuros(9420)).toBe("94,20");
    expect(csvEuros(5)).toBe("0,05");
  });
});

describe("reading a CSV file back", () => {
  const columns = { ref: "Referência", title: "Título" };
  const read = (text: string) => readCsv(text, columns, ["ref"]);

  it("takes ';' or ',' and a BOM, headers in any case, cells trimmed", () => {
    const expected = [{ line: 2, cells: { ref: "SL-1", title: "Botas" } }];
    expect(read("\uFEFFReferência;Título\r\nSL-1; Botas \r\n")).toEqual(expected);
    expect(read("referência,TÍTULO\nSL-1,Botas")).toEqual(expected);
  });

  it("numbers lines as the spreadsheet's rows: a quoted line break stays in its cell", () => {
    const rows = read('Referência;Título\nSL-1;"duas\nlinhas"\n\nSL-2;x');
    expect(rows).toEqual([
      { line: 2, cells: { ref: "SL-1", title: "duas\nlinhas" } },
      { line: 4, cells: { ref: "SL-2", title: "x" } },
    ]);
  });

  it("takes off the quote the export put before a formula-like text, only there", () => {
    const rows = read("Referência;Título\nSL-1;'=SOMA(1)\nSL-2;'aspas");
    expect(rows.map((row) => row.cells.title)).toEqual(["=SOMA(1)", "'aspas"]);
  });

  it("leaves out columns the file lacks", () => {
    expect(read("Referência\nSL-1")).toEqual([{ line: 2, cells: { ref: "SL-1" } }]);
  });
});
