import type { Order } from "@shop/shared";
import { describe, expect, it } from "vitest";
import { moneyOf } from "./cancel-dialog";

function order(state: Order["state"], method: Order["payment"]["method"], intentId: string | null) {
  return {
    state,
    payment: { method, provider: null, intentId, entity: null, reference: null, expiresAt: null },
    totals: { baseCents: 0, deliveryBaseCents: 0, vatCents: 0, vatPercent: 23, totalCents: 1000 },
  } satisfies Pick<Order, "state" | "payment" | "totals">;
}

describe("what cancelling an order does to its money", () => {
  it("sends card and MB WAY payments back through the provider, MULTIBANCO by transfer", () => {
    expect(moneyOf(order("REGISTERED", "MBWAY", null))).toBe("unpaid");
    expect(moneyOf(order("PAYED", "CREDIT", "pi_1"))).toBe("card");
    expect(moneyOf(order("PAYED", "MBWAY", "req-1"))).toBe("mbway");
    expect(moneyOf(order("PAYED", "MULTIBANCO", null))).toBe("transfer");
  });
});
