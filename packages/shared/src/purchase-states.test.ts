import { describe, expect, it } from "vitest";
import {
  canMovePurchase,
  PURCHASE_STATES,
  purchaseFulfilment,
  statesBefore,
} from "./purchase-states.ts";

describe("purchase states", () => {
  it("moves an unpaid purchase to paid or cancelled only", () => {
    expect(canMovePurchase("MULTIBANCO", "PAYED")).toBe(true);
    expect(canMovePurchase("REGISTERED", "CANCELED")).toBe(true);
    expect(canMovePurchase("MULTIBANCO", "DISPATCHED")).toBe(false);
    expect(canMovePurchase("MULTIBANCO", "READY_FOR_PICKUP", "pickup")).toBe(false);
  });

  it("takes a paid purchase through preparation, dispatch and delivery", () => {
    expect(canMovePurchase("PAYED", "DISPATCHED_REQUESTED")).toBe(true);
    expect(canMovePurchase("DISPATCHED_REQUESTED", "DISPATCHED")).toBe(true);
    expect(canMovePurchase("DISPATCHED", "DELIVERED")).toBe(true);
    expect(canMovePurchase("PAYED", "DELIVERED")).toBe(false);
    expect(canMovePurchase("PAYED", "READY_FOR_PICKUP")).toBe(false);
  });

  it("takes a paid pickup to the store's shelf, then to collected, and never on a carrier", () => {
    expect(canMovePurchase("PAYED", "READY_FOR_PICKUP", "pickup")).toBe(true);
    expect(canMovePurchase("READY_FOR_PICKUP", "DELIVERED", "pickup")).toBe(true);
    expect(canMovePurchase("READY_FOR_PICKUP", "CANCELED", "pickup")).toBe(true);
    expect(canMovePurchase("PAYED", "DELIVERED", "pickup")).toBe(false);
    expect(canMovePurchase("PAYED", "DISPATCHED_REQUESTED", "pickup")).toBe(false);
    expect(canMovePurchase("READY_FOR_PICKUP", "DISPATCHED", "pickup")).toBe(false);
  });

  it("keeps gift cards alone paid: nothing to dispatch, put aside or deliver, only cancelled", () => {
    expect(canMovePurchase("MULTIBANCO", "PAYED", "email")).toBe(true);
    expect(canMovePurchase("PAYED", "CANCELED", "email")).toBe(true);
    for (const to of [
      "DISPATCHED_REQUESTED",
      "DISPATCHED",
      "READY_FOR_PICKUP",
      "DELIVERED",
    ] as const)
      expect(canMovePurchase("PAYED", to, "email")).toBe(false);
  });

  it("tells how a kept purchase reaches its buyer from its store or its country", () => {
    expect(purchaseFulfilment({ pickupStoreName: "Chiado", deliveryCountry: "" })).toBe("pickup");
    expect(purchaseFulfilment({ pickupStoreName: null, deliveryCountry: "Portugal" })).toBe(
      "delivery",
    );
    expect(purchaseFulfilment({ pickupStoreName: null, deliveryCountry: "" })).toBe("email");
  });

  it("cancels only before dispatch or collection, and never leaves an ended purchase", () => {
    expect(statesBefore("CANCELED")).toEqual([
      "MULTIBANCO",
      "REGISTERED",
      "PAYED",
      "DISPATCHED_REQUESTED",
      "READY_FOR_PICKUP",
    ]);
    for (const fulfilment of ["delivery", "pickup", "email"] as const) {
      for (const to of PURCHASE_STATES) {
        expect(canMovePurchase("DELIVERED", to, fulfilment)).toBe(false);
        expect(canMovePurchase("CANCELED", to, fulfilment)).toBe(false);
        expect(canMovePurchase(to, to, fulfilment)).toBe(false);
      }
    }
  });

  it("pays only an unpaid purchase, and delivers one on its way or on the store's shelf", () => {
    expect(statesBefore("PAYED")).toEqual(["MULTIBANCO", "REGISTERED"]);
    expect(statesBefore("DELIVERED")).toEqual(["DISPATCHED", "READY_FOR_PICKUP"]);
  });
});
