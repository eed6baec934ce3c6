import { describe, expect, it } from "vitest";
import { countryNameIn } from "./country-names.ts";

describe("countryNameIn", () => {
  it("keeps the shop's Portuguese name on a Portuguese page", () => {
    expect(countryNameIn({ name: "Alemanha", code: "DE" }, "pt")).toBe("Alemanha");
  });

  it("names a country in English by its code", () => {
    expect(countryNameIn({ name: "Alemanha", code: "DE" }, "en")).toBe("Germany");
    expect(countryNameIn({ name: "Portugal", code: "PT" }, "en")).toBe("Portugal");
    expect(countryNameIn({ name: "Estados Unidos", code: "US" }, "en")).toBe("United States");
  });

  it("names the autonomous regions, and keeps the Portuguese of an unknown or missing code", () => {
    expect(countryNameIn({ name: "Madeira", code: "PT-30" }, "en")).toBe("Madeira");
    expect(countryNameIn({ name: "Açores", code: "PT-20" }, "en")).toBe("Azores");
    expect(countryNameIn({ name: "Terra", code: null }, "en")).toBe("Terra");
    expect(countryNameIn({ name: "Lugar", code: "not a code" }, "en")).toBe("Lugar");
  });
});
