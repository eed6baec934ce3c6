import { describe, expect, it } from "vitest";
import { mbwayCallbackUrl, multibancoCallbackUrl, paymentTime } from "./ifthenpay-callback.mjs";

describe("ifthenpay-shaped callbacks", () => {
  it("sends a MULTIBANCO payment as ifthenpay's GET, reference without spaces", () => {
    const url = new URL(
      multibancoCallbackUrl("http://localhost:3000/", {
        key: "k",
        entity: "11604",
        reference: "999 000 123",
        amount: "12.34",
        paidAt: "26-11-2026 10:15:00",
      }),
    );
    expect(url.pathname).toBe("/api/payments/ifthenpay/multibanco");
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      key: "k",
      entidade: "11604",
      referencia: "999000123",
      valor: "12.34",
      datahorapag: "26-11-2026 10:15:00",
    });
  });

  it("sends an MB WAY payment with its request id", () => {
    const url = new URL(
      mbwayCallbackUrl("http://shop", { key: "k", requestId: "r1", amount: "5.00", paidAt: "x" }),
    );
    expect(url.pathname).toBe("/api/payments/ifthenpay/mbway");
    expect(url.searchParams.get("requestId")).toBe("r1");
  });

  it("writes the payment time as ifthenpay does", () => {
    expect(paymentTime(new Date(2026, 10, 6, 9, 5, 3))).toBe("06-11-2026 09:05:03");
  });
});
