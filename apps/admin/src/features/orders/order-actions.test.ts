import { permissionsOf } from "@shop/shared";
import { describe, expect, it } from "vitest";
import { invoiceWaiting, orderActions, orderFulfilment } from "./order-actions";

describe("the buttons of an order", () => {
  it("follow the state table for a manager, who may not refund", () => {
    const manager = permissionsOf("manager");
    expect(orderActions("MULTIBANCO", manager)).toEqual(["cancel"]);
    expect(orderActions("PAYED", manager)).toEqual(["dispatch-request", "print-slip"]);
    expect(orderActions("DISPATCHED_REQUESTED", manager)).toEqual(["print-slip", "dispatch"]);
    expect(orderActions("DISPATCHED", manager)).toEqual([
      "print-slip",
      "correct-tracking",
      "delivered",
    ]);
    expect(orderActions("DELIVERED", manager)).toEqual(["print-slip"]);
    expect(orderActions("CANCELED", manager)).toEqual([]);
  });

  it("let the owner cancel a paid order before it leaves", () => {
    const owner = permissionsOf("owner");
    expect(orderActions("PAYED", owner)).toContain("cancel");
    expect(orderActions("DISPATCHED_REQUESTED", owner)).toContain("cancel");
    expect(orderActions("DISPATCHED", owner)).not.toContain("cancel");
  });

  it("take a pickup to the store's shelf and then to collected, never to a carrier", () => {
    const manager = permissionsOf("manager");
    expect(orderActions("PAYED", manager, "pickup")).toEqual(["ready-for-pickup"]);
    expect(orderActions("READY_FOR_PICKUP", manager, "pickup")).toEqual(["collected"]);
    expect(orderActions("READY_FOR_PICKUP", permissionsOf("owner"), "pickup")).toEqual([
      "collected",
      "cancel",
    ]);
    expect(orderActions("DELIVERED", manager, "pickup")).toEqual([]);
    expect(orderActions("PAYED", permissionsOf("store"), "pickup")).toEqual(["ready-for-pickup"]);
  });

  it("offer gift cards alone no dispatch, slip or shelf: the owner may only cancel them", () => {
    expect(orderActions("PAYED", permissionsOf("manager"), "email")).toEqual([]);
    expect(orderActions("PAYED", permissionsOf("owner"), "email")).toEqual(["cancel"]);
    const cardsAlone = {
      pickup: null,
      delivery: { name: "Ana", street: "", postalCode: "", city: "", country: "" },
    };
    expect(orderFulfilment(cardsAlone)).toBe("email");
    expect(
      orderFulfilment({ ...cardsAlone, delivery: { ...cardsAlone.delivery, country: "Portugal" } }),
    ).toBe("delivery");
  });

  it("leave store staff nothing to do with a parcel, not even its slip", () => {
    const store = permissionsOf("store");
    expect(orderActions("PAYED", store)).toEqual([]);
    expect(orderActions("MULTIBANCO", store)).toEqual([]);
  });
});

describe("an order's invoice still to be issued", () => {
  const issued = {
    state: "ISSUED" as const,
    provider: "sandbox",
    number: "FR TESTE/AB12CD34",
    atcud: null,
    pdfUrl: "/admin/orders/AB12CD34/invoice",
    attempts: 1,
    lastError: null,
    nextAttemptAt: null,
    issuedAt: "2026-11-26T07:00:00.000Z",
    creditNote: null,
  };

  it("waits while the invoice or its credit note is not issued", () => {
    expect(invoiceWaiting(null)).toBe(false);
    expect(invoiceWaiting(issued)).toBe(false);
    expect(invoiceWaiting({ ...issued, state: "FAILED" })).toBe(true);
    expect(
      invoiceWaiting({ ...issued, creditNote: { state: "PENDING", number: null, atcud: null } }),
    ).toBe(true);
  });
});
