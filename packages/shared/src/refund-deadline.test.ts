import { describe, expect, it } from "vitest";
import { refundDueAt } from "./refund-deadline.ts";
import { returnStateName } from "./schemas/returns.ts";

describe("a refund's deadline", () => {
  it("is 14 calendar days after the customer asked, to the minute, across a month's end", () => {
    expect(refundDueAt("2026-11-23T08:06:00.000Z").toISOString()).toBe("2026-12-07T08:06:00.000Z");
    expect(refundDueAt(new Date("2026-12-25T23:30:00.000Z")).toISOString()).toBe(
      "2027-01-08T23:30:00.000Z",
    );
  });

  it("counts from the withdrawal when it came before the request, never after", () => {
    const asked = "2026-11-23T08:06:00.000Z";
    expect(refundDueAt(asked, "2026-11-20T10:00:00.000Z").toISOString()).toBe(
      "2026-12-04T10:00:00.000Z",
    );
    expect(refundDueAt(asked, "2026-11-25T10:00:00.000Z").toISOString()).toBe(
      "2026-12-07T08:06:00.000Z",
    );
    expect(refundDueAt(asked, null).toISOString()).toBe("2026-12-07T08:06:00.000Z");
  });
});

describe("a return's state as the screens say it", () => {
  it("is «Reembolsada» only once the money went back", () => {
    const transfer = { method: "BANK_TRANSFER" as const, done: false };
    expect(returnStateName({ state: "REFUNDED", refund: transfer })).toBe(
      "Reembolso por transferência por fazer",
    );
    expect(returnStateName({ state: "REFUNDED", refund: { method: "CARD", done: false } })).toBe(
      "Reembolso em curso",
    );
    expect(returnStateName({ state: "REFUNDED", refund: { ...transfer, done: true } })).toBe(
      "Reembolsada",
    );
    expect(returnStateName({ state: "RECEIVED", refund: null })).toBe("Recebida na loja");
  });
});
