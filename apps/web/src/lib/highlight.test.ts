import { describe, expect, it } from "vitest";
import { highlightPieces } from "./highlight";

const marked = (text: string, typed: string) =>
  highlightPieces(text, typed)
    .map((piece) => (piece.marked ? `[${piece.text}]` : piece.text))
    .join("");

describe("highlightPieces", () => {
  it("marks the typed words where a word starts, whatever the case and accents", () => {
    expect(marked("Sapatilhas Ténis Brancas", "sapat tenis")).toBe("[Sapat]ilhas [Ténis] Brancas");
    expect(marked("Botas de Camurça", "CAMURCA bot")).toBe("[Bot]as de [Camurça]");
    expect(marked("Mala Tiracolo", "acolo")).toBe("Mala Tiracolo");
    expect(marked("Mala de mão", "malas castanhas")).toBe("[Mala] de mão");
  });

  it("marks nothing for one letter or words it does not spell", () => {
    expect(marked("Sandálias", "s")).toBe("Sandálias");
    expect(marked("Sandálias", "sandalhas")).toBe("Sandálias");
    expect(marked("Sandálias", "")).toBe("Sandálias");
  });

  it("keeps every character, overlapping words marked once", () => {
    expect(marked("Sapato-sapatilha", "sapato sapat")).toBe("[Sapato]-[sapat]ilha");
    expect(
      highlightPieces("Açores", "aç")
        .map((piece) => piece.text)
        .join(""),
    ).toBe("Açores");
  });
});
