import { describe, expect, it } from "vitest";
import { readCsvFile } from "./csv-file";

describe("reading a CSV file chosen in the browser", () => {
  it("reads UTF-8, without its BOM", async () => {
    const file = new Blob(["\uFEFFReferência;Título\r\nSL-1;Sandálias\r\n"]);
    expect(await readCsvFile(file)).toBe("Referência;Título\r\nSL-1;Sandálias\r\n");
  });

  it("reads what Excel saved as Windows-1252, accents and all", async () => {
    // "Referência;Ação" in Windows-1252: ê = EA, ç = E7, ã = E3.
    const bytes = new Uint8Array([
      0x52, 0x65, 0x66, 0x65, 0x72, 0xea, 0x6e, 0x63, 0x69, 0x61, 0x3b, 0x41, 0xe7, 0xe3, 0x6f,
    ]);
    expect(await readCsvFile(new Blob([bytes]))).toBe("Referência;Ação");
  });
});
