import { describe, expect, it } from "vitest";
import { actionText, auditChanges, fieldLabel, readableValue, subjectText } from "./audit-changes";

const NBSP = "\u00a0";

describe("the changes of an audit entry", () => {
  it("lists only the fields whose value changed, in Portuguese, before and after", () => {
    expect(
      auditChanges(
        { role: "manager", active: true, storeId: null, name: "Rita" },
        { role: "store", active: false, storeId: 2, name: "Rita" },
        { action: "staff.update" },
        { storeNames: new Map([[2, "Loja do Chiado"]]) },
      ),
    ).toEqual([
      { field: "Função", before: "Gestor", after: "Loja" },
      { field: "Ativo", before: "sim", after: "não" },
      { field: "Loja", before: "—", after: "Loja do Chiado" },
    ]);
  });

  it("writes money as euros, never as cents", () => {
    const [change] = auditChanges(null, { amountCents: 11532 }, { action: "purchase.refund" });
    expect(change).toEqual({ field: "Valor", before: null, after: `115,32${NBSP}€` });
    expect(readableValue(899000, "delivery_price_cents")).toBe(`8990,00${NBSP}€`);
    expect(fieldLabel("delivery_price_cents")).toBe("Preço de entrega");
  });

  it("names states, methods and percentages", () => {
    expect(
      auditChanges(
        { state: "PAYED", refund: "PENDING" },
        { state: "CANCELED", refund: "DONE", method: "BANK_TRANSFER", vat_percent: 23 },
        { action: "purchase.cancel" },
      ),
    ).toEqual([
      { field: "Estado", before: "Paga", after: "Cancelada" },
      { field: "Reembolso", before: "por fazer", after: "feito" },
      { field: "Forma de reembolso", before: "—", after: "Transferência bancária" },
      { field: "IVA em Portugal continental", before: "—", after: "23 %" },
    ]);
    expect(readableValue("RECEIVED", "state", { action: "return.received" })).toBe(
      "Recebida na loja",
    );
  });

  it("shows lists and objects as words, never JSON", () => {
    const movements = [{ size: "38", quantity: -2, reason: "venda" }];
    expect(readableValue(movements, "movements")).toBe(
      "Tamanho: 38, Quantidade: -2, Motivo: venda",
    );
    expect(readableValue(["a", "b"], "sizes")).toBe("a, b");
    expect(readableValue([1, 2, 3, 4, 5, 6, 7, 8], "tagIds")).toBe("1, 2, 3, 4, 5, 6 e mais 2");
    expect(readableValue({ a: 1 })).toBe("A: 1");
  });

  it("shows every field of a creation or a deletion", () => {
    expect(auditChanges(null, { email: "rita@example.pt" })).toEqual([
      { field: "Email", before: null, after: "rita@example.pt" },
    ]);
    expect(auditChanges({ quantity: 3 }, null)).toEqual([
      { field: "Quantidade", before: "3", after: null },
    ]);
  });

  it("compares values that are not objects whole", () => {
    expect(auditChanges(null, null)).toEqual([]);
    expect(auditChanges(4, 7)).toEqual([{ field: "", before: "4", after: "7" }]);
  });

  it("writes an unknown field's key in words", () => {
    expect(fieldLabel("someNewThing")).toBe("Some new thing");
    expect(readableValue("")).toBe("—");
    expect(readableValue(true)).toBe("sim");
  });
});

describe("an entry's action and subject", () => {
  it("say what happened in Portuguese", () => {
    expect(actionText("banner.delete", "banner")).toBe("Banner apagado");
    expect(subjectText("banner", "3")).toBe("Banner n.º 3");
    expect(subjectText("purchase", "A1B2C3")).toBe("Encomenda A1B2C3");
    expect(subjectText("settings", "1")).toBe("Definições");
  });

  it("still read as words for an action the back office has no text for", () => {
    expect(actionText("banner.archive", "banner")).toBe("Alteração registada (Banner)");
    expect(actionText("banner.import", "banner")).toBe("Banner: importação");
    expect(actionText("loyalty-card.issue", "loyalty-card")).toBe(
      "Alteração registada (Loyalty card)",
    );
    expect(subjectText("loyalty-card", "7")).toBe("Loyalty card n.º 7");
  });
});
