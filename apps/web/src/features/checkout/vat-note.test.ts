import type { CartTotals, Country } from "@shop/shared";
import { describe, expect, it } from "vitest";
import { vatNoteTexts } from "./texts.en";
import { vatNote } from "./vat-note";

const totals = (vatPercent: number): CartTotals => ({
  productsCents: 10_000,
  deliveryCents: 0,
  totalCents: 10_000,
  baseCents: 8_000,
  deliveryBaseCents: 0,
  vatCents: 2_000,
  vatPercent,
});
const country = (name: string, code: string): Country => ({
  id: 9,
  name,
  code,
  IVA: null,
  groupId: 1,
});

describe("vatNote", () => {
  it("says nothing for the mainland rate the prices carry", () => {
    expect(vatNote(country("Portugal", "PT"), totals(23), 23)).toBeNull();
  });

  it("names the country and writes its rate in Portuguese on a Portuguese page", () => {
    expect(vatNote(country("Finlândia", "FI"), totals(25.5), 23)).toBe(
      "Entrega em Finlândia: aplica-se a taxa de IVA desse país (25,5%), por isso o total foi recalculado a partir dos preços sem IVA.",
    );
  });

  it("names the country and writes its rate in English on an English page", () => {
    expect(vatNote(country("Finlândia", "FI"), totals(25.5), 23, vatNoteTexts, "en")).toBe(
      "Delivery to Finland: that country's VAT rate applies (25.5%), so the total has been worked out again from the prices without VAT.",
    );
    expect(vatNote(country("Madeira", "PT-30"), totals(22), 23, vatNoteTexts, "en")).toContain(
      "Autonomous Region of Madeira applies (22%)",
    );
  });
});
