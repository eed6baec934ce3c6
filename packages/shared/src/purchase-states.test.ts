import { describe, expect, it } from "vitest";
import { canMovePurchase, PURCHASE_STATES, statesBefore } from "./purchase-states.ts";

describe("purchase states", () => {
  it("moves an unpaid purchase to paid or cancelled only", () => {
    expect(canMovePurchase("MULTIBANCO", "PAYED")).toBe(true);
    expect(canMovePurchase("REGISTERED", "CANCELED")).toBe(true);
    expect(canMovePurchase("MULTIBANCO", "DISPATCHED")).toBe(false);
  });

  it("takes a paid purchase through preparation, dispatch and delivery", () => {
    expect(canMovePurchase("PAYED", "DISPATCHED_REQUESTED")).toBe(true);
    expect(canMovePurchase("DISPATCHED_REQUESTED", "DISPATCHED")).toBe(true);
    expect(canMovePurchase("DISPATCHED", "DELIVERED")).toBe(true);
    expect(canMovePurchase("PAYED", "DELIVERED")).toBe(false);
  });

  it("cancels only before dispatch, and never leaves an ended purchase", () => {
    expect(statesBefore("CANCELED")).toEqual([
      "MULTIBANCO",
      "REGISTERED",
      "PAYED",
      "DISPATCHED_REQUESTED",
    ]);
    for (const to of PURCHASE_STATES) {
      expect(canMovePurchase("DELIVERED", to)).toBe(false);
      expect(canMovePurchase("CANCELED", to)).toBe(false);
      expect(canMovePurchase(to, to)).toBe(false);
    }
  });

  it("pays only an unpaid purchase", () => {
    expect(statesBefore("PAYED")).toEqual(["MULTIBANCO", "REGISTERED"]);
  });
});
