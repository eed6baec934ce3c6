import { describe, expect, it } from "vitest";
import { canMoveReturn, RETURN_KINDS, RETURN_STATES, type ReturnState } from "./return-states.ts";

/** Every move the table allows, per kind: anything not listed is refused. */
const ALLOWED: Record<(typeof RETURN_KINDS)[number], Array<[ReturnState, ReturnState]>> = {
  RETURN: [
    ["REQUESTED", "RECEIVED"],
    ["REQUESTED", "CANCELED"],
    ["RECEIVED", "ACCEPTED"],
    ["RECEIVED", "REFUSED"],
    ["ACCEPTED", "REFUNDED"],
  ],
  EXCHANGE: [
    ["REQUESTED", "RECEIVED"],
    ["REQUESTED", "CANCELED"],
    ["RECEIVED", "ACCEPTED"],
    ["RECEIVED", "REFUSED"],
    ["ACCEPTED", "EXCHANGED"],
  ],
};

describe("return states", () => {
  for (const kind of RETURN_KINDS) {
    it(`allows exactly the listed moves of a ${kind}`, () => {
      const allowed = new Set(ALLOWED[kind].map(([from, to]) => `${from}>${to}`));
      for (const from of RETURN_STATES) {
        for (const to of RETURN_STATES) {
          expect(canMoveReturn(kind, from, to), `${from} → ${to}`).toBe(
            allowed.has(`${from}>${to}`),
          );
        }
      }
    });
  }

  it("refunds only a return and exchanges only an exchange", () => {
    expect(canMoveReturn("RETURN", "ACCEPTED", "EXCHANGED")).toBe(false);
    expect(canMoveReturn("EXCHANGE", "ACCEPTED", "REFUNDED")).toBe(false);
  });

  it("lets the customer cancel only before the shop receives it", () => {
    expect(canMoveReturn("RETURN", "RECEIVED", "CANCELED")).toBe(false);
    expect(canMoveReturn("EXCHANGE", "ACCEPTED", "CANCELED")).toBe(false);
  });

  it("never leaves an ended return", () => {
    for (const end of ["REFUSED", "REFUNDED", "EXCHANGED", "CANCELED"] as const)
      for (const to of RETURN_STATES) {
        expect(canMoveReturn("RETURN", end, to)).toBe(false);
        expect(canMoveReturn("EXCHANGE", end, to)).toBe(false);
      }
  });
});
