import { describe, expect, it } from "vitest";
import { guaranteeNotice, LEGAL_GUARANTEE_YEARS } from "./guarantee.ts";
import { withdrawalForm } from "./withdrawal-form.ts";
import { REFUND_DEADLINE_DAYS, withdrawalTerms } from "./withdrawal-terms.ts";

const seller = {
  name: "Sapataria Lisboa, Lda.",
  address: "Rua Augusta 1, Lisboa",
  email: "loja@x.pt",
};

describe("the model withdrawal form", () => {
  it("names the seller and leaves the rest blank to fill", () => {
    const form = withdrawalForm(seller);
    expect(form.title).toBe("Modelo de formulário de livre resolução");
    expect(form.lines[0]?.text).toBe(
      "— Para: Sapataria Lisboa, Lda., Rua Augusta 1, Lisboa, loja@x.pt",
    );
    expect(form.lines.map((line) => line.text)).toContain("— Nome do(s) consumidor(es)");
    expect(form.lines.every((line) => line.filled === undefined)).toBe(true);
  });

  it("carries an order's reference, items and date when made for one", () => {
    const form = withdrawalForm(seller, {
      reference: "SL-1234",
      date: "28/11/2026",
      items: ["Botas Chelsea, tamanho 38 × 1"],
    });
    expect(form.lines[1]?.filled).toEqual(["Encomenda SL-1234", "Botas Chelsea, tamanho 38 × 1"]);
    expect(form.lines[2]?.filled).toEqual(["Encomendado em 28/11/2026"]);
  });

  it("is the Directive's English annex for an English order, filled in the same way", () => {
    const form = withdrawalForm(
      seller,
      { reference: "SL-1234", date: "28/11/2026", items: ["1 × Chelsea boots (size 38)"] },
      "en",
    );
    expect(form.language).toBe("en");
    expect(form.title).toBe("Model withdrawal form");
    expect(form.lines[0]?.text).toBe(
      "— To: Sapataria Lisboa, Lda., Rua Augusta 1, Lisboa, loja@x.pt",
    );
    expect(form.lines[1]?.filled).toEqual(["Order SL-1234", "1 × Chelsea boots (size 38)"]);
    expect(form.lines[2]?.filled).toEqual(["Ordered on 28/11/2026"]);
    expect(form.note).toBe("(*) Delete as appropriate.");
    expect(withdrawalForm(seller).language).toBeUndefined();
  });
});

describe("the legal texts", () => {
  it("give Portugal's three years of guarantee and refunds in calendar days", () => {
    expect(LEGAL_GUARANTEE_YEARS).toBe(3);
    expect(guaranteeNotice.paragraphs.join(" ")).toContain("3 anos a contar da entrega");
    const terms = withdrawalTerms.paragraphs.join(" ");
    expect(terms).toContain(`${REFUND_DEADLINE_DAYS} dias de calendário`);
    expect(terms).not.toMatch(/dias úteis/);
    expect(terms).toContain("Não precisa da embalagem original nem de cópia da fatura");
  });
});
