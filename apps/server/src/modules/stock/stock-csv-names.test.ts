import { describe, expect, it } from "vitest";
import { locationKey } from "./stock-csv.service.ts";

describe("a stock file's location names", () => {
  it("match however their dash, spaces and case are typed", () => {
    const name = locationKey("Sapataria Lisboa - Chiado");
    for (const typed of [
      "Sapataria Lisboa – Chiado",
      "sapataria lisboa—chiado",
      "SAPATARIA LISBOA − CHIADO",
      "  Sapataria  Lisboa ‐Chiado ",
    ])
      expect(locationKey(typed)).toBe(name);
  });

  it("keeps different names apart", () => {
    expect(locationKey("Loja online")).not.toBe(locationKey("Loja - online 2"));
    expect(locationKey("Chiado")).not.toBe(locationKey("Baixa"));
  });
});
