import { describe, expect, it } from "vitest";
import { checkCard } from "./sandbox-card-form";

describe("checkCard", () => {
  const now = new Date(2026, 4, 15);

  it("accepts a well-formed test card", () => {
    expect(checkCard({ number: "4242 4242 4242 4242", expiry: "12/30", cvc: "123" }, now)).toEqual(
      {},
    );
  });

  it("names each wrong field", () => {
    expect(checkCard({ number: "4242", expiry: "01/26", cvc: "12" }, now)).toEqual({
      number: "Introduza o número do cartão (13 a 19 dígitos).",
      expiry: "Este cartão já expirou.",
      cvc: "O CVC tem 3 ou 4 dígitos.",
    });
    expect(checkCard({ number: "", expiry: "1/2", cvc: "" }, now).expiry).toBe(
      "Indique a validade no formato MM/AA.",
    );
  });
});
