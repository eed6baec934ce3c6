import { describe, expect, it } from "vitest";
import {
  mbwayCallbackUrl,
  multibancoCallbackUrl,
  paymentTime,
  referenceExpiry,
} from "./ifthenpay-callback.mjs";

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

  it("names the request of a dynamic reference when it has one", () => {
    const paid = { key: "k", entity: "12345", reference: "100000001", amount: "1.00", paidAt: "x" };
    const without = new URL(multibancoCallbackUrl("http://shop", paid));
    expect(without.searchParams.has("requestId")).toBe(false);
    const named = new URL(multibancoCallbackUrl("http://shop", { ...paid, requestId: "r9" }));
    expect(named.searchParams.get("requestId")).toBe("r9");
  });

  it("dates a dynamic reference's deadline as ifthenpay does, in Lisbon", () => {
    // 23:30 UTC on 31 July is already 1 August in Lisbon (summer time).
    expect(referenceExpiry(0, new Date(Date.UTC(2026, 6, 31, 23, 30)))).toBe("01-08-2026");
    expect(referenceExpiry(2, new Date(Date.UTC(2026, 0, 30, 12)))).toBe("01-02-2026");
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
