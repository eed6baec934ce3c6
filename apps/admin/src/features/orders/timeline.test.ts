import { describe, expect, it } from "vitest";
import { eventSentence } from "./timeline";

describe("an order's timeline", () => {
  it("tells each step in a sentence", () => {
    expect(eventSentence({ kind: "CREATED", details: { paymentMethod: "CREDIT" } })).toBe(
      "Encomenda feita (Cartão).",
    );
    expect(
      eventSentence({
        kind: "DISPATCHED",
        details: { carrier: "CTT_EXPRESSO", trackingNumber: "EA123PT" },
      }),
    ).toBe("Enviada com CTT Expresso, número de seguimento EA123PT.");
    expect(eventSentence({ kind: "EMAIL", details: { subject: "Encomenda X enviada" } })).toBe(
      "Email ao cliente: «Encomenda X enviada».",
    );
  });

  it("says who cancelled and why, and what happened to the money", () => {
    expect(eventSentence({ kind: "CANCELED", details: { by: "customer" } })).toBe(
      "Cancelada pelo cliente; stock devolvido.",
    );
    expect(eventSentence({ kind: "CANCELED", details: { by: "staff", reason: "Sem stock" } })).toBe(
      "Cancelada pela loja; stock devolvido. Motivo: Sem stock",
    );
    expect(
      eventSentence({ kind: "REFUNDED", details: { method: "BANK_TRANSFER", amountCents: 9420 } }),
    ).toMatch(/^Transferência de 94,20\s€ ao cliente registada\.$/);
    expect(
      eventSentence({ kind: "REFUNDED", details: { method: "CARD", amountCents: 500 } }),
    ).toMatch(/^Reembolso de 5,00\s€ feito no cartão\.$/);
    expect(
      eventSentence({ kind: "REFUNDED", details: { method: "MBWAY", amountCents: 500 } }),
    ).toMatch(/^Reembolso de 5,00\s€ feito por MB WAY\.$/);
    expect(
      eventSentence({ kind: "WRONG_AMOUNT", details: { amountCents: 100, byStaff: true } }),
    ).toMatch(/não é o total da encomenda: não foi aceite; a loja tem de o devolver/);
    expect(
      eventSentence({ kind: "CANCELED", details: { by: "customer", via: "order-link" } }),
    ).toBe("Cancelada pelo cliente na página da encomenda; stock devolvido.");
    expect(eventSentence({ kind: "CANCELED", details: { by: "customer", via: "account" } })).toBe(
      "Cancelada pelo cliente na área de cliente; stock devolvido.",
    );
  });
});
