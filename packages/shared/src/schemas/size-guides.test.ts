import { describe, expect, it } from "vitest";
import {
  formatMeasure,
  measureSteps,
  SIZE_GUIDE_MAX_ROWS,
  SizeGuideInputSchema,
} from "./size-guides.ts";

const guide = {
  name: " Sapatos de mulher ",
  measureLabel: "Comprimento do pé (cm)",
  howToMeasure: "Encoste a folha à parede.\nMarque o dedo mais comprido.",
  rows: [
    { size: "35", measure: 22.5 },
    { size: " 36 ", measure: "23" },
    { size: "37", measure: "23,7" },
  ],
};

/** The message of each refused path ('rows.1.size'). */
function refusals(input: unknown): Record<string, string> {
  const result = SizeGuideInputSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
}

describe("SizeGuideInputSchema", () => {
  it("keeps a guide trimmed, its measurements in cm from numbers or text with a comma", () => {
    expect(SizeGuideInputSchema.parse(guide)).toEqual({
      ...guide,
      name: "Sapatos de mulher",
      rows: [
        { size: "35", measure: 22.5 },
        { size: "36", measure: 23 },
        { size: "37", measure: 23.7 },
      ],
    });
  });

  it("refuses a size twice (whatever its case), naming the second row", () => {
    const rows = [...guide.rows, { size: "36", measure: 23.1 }];
    expect(refusals({ ...guide, rows })).toEqual({ "rows.3.size": "O tamanho 36 está repetido." });
    const letters = [
      { size: "m", measure: 80 },
      { size: "M", measure: 81 },
    ];
    expect(Object.keys(refusals({ ...guide, rows: letters }))).toEqual(["rows.1.size"]);
  });

  it("refuses measurements that are not positive with one decimal at most", () => {
    for (const measure of [0, -1, 22.55, "22,55", "abc", "", 1000, null]) {
      expect(refusals({ ...guide, rows: [{ size: "35", measure }] })).toEqual({
        "rows.0.measure": expect.stringContaining("medida positiva"),
      });
    }
    expect(
      SizeGuideInputSchema.parse({ ...guide, rows: [{ size: "35", measure: 0.1 }] }).rows,
    ).toEqual([{ size: "35", measure: 0.1 }]);
  });

  it("refuses no rows, more than the most, an empty size and empty texts", () => {
    expect(refusals({ ...guide, rows: [] })).toEqual({ rows: "Indique entre 1 e 40 linhas." });
    const many = Array.from({ length: SIZE_GUIDE_MAX_ROWS + 1 }, (_, i) => ({
      size: String(i),
      measure: 20,
    }));
    expect(refusals({ ...guide, rows: many })).toEqual({ rows: "Indique entre 1 e 40 linhas." });
    expect(refusals({ ...guide, rows: [{ size: " ", measure: 20 }] })).toEqual({
      "rows.0.size": "Indique o tamanho (até 10 caracteres).",
    });
    expect(Object.keys(refusals({ ...guide, name: "", measureLabel: "  " }))).toEqual([
      "name",
      "measureLabel",
    ]);
    expect(refusals({ ...guide, howToMeasure: "x".repeat(2001) })).toEqual({
      howToMeasure: "O texto de como medir tem no máximo 2000 caracteres.",
    });
  });
});

describe("measureSteps and formatMeasure", () => {
  it("reads one step per non-empty line, and writes a measure with a decimal comma", () => {
    expect(measureSteps("  Um passo.\n\n Outro passo. \n")).toEqual(["Um passo.", "Outro passo."]);
    expect(measureSteps("")).toEqual([]);
    expect(formatMeasure(22.5)).toBe("22,5");
    expect(formatMeasure(27)).toBe("27,0");
    expect(formatMeasure(105)).toBe("105,0");
  });
});
