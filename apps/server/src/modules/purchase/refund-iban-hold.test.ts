import { ErrorCode } from "@shop/shared";
import { describe, expect, it } from "vitest";
import { refundLimits } from "../../config/limits.ts";
import { AppError } from "../../http/app-error.ts";
import { ibanHeldUntil, ibanHoldAt, refuseWhileHeld } from "./refund-iban-hold.ts";

const given = new Date("2026-11-23T08:06:00Z");
const holdEnds = new Date("2026-11-24T08:06:00Z");
const justBefore = new Date(holdEnds.getTime() - 1);

describe("the hold of a refund's IBAN", () => {
  it("lasts a day from when the IBAN was last given", () => {
    expect(refundLimits.ibanHoldSeconds).toBe(24 * 60 * 60);
    expect(ibanHeldUntil(given)).toEqual(holdEnds);
    expect(ibanHeldUntil(given.toISOString())).toEqual(holdEnds);
  });

  it("holds nothing when no IBAN was given (a card refund, or one from before the hold)", () => {
    expect(ibanHeldUntil(null)).toBeNull();
    expect(ibanHoldAt(null, given)).toBeNull();
    expect(() => refuseWhileHeld(null, given)).not.toThrow();
  });

  it("runs until its end, and is over from that instant on", () => {
    expect(ibanHoldAt(given, justBefore)).toEqual(holdEnds);
    expect(ibanHoldAt(given, holdEnds)).toBeNull();
    expect(() => refuseWhileHeld(given, holdEnds)).not.toThrow();
  });

  it("refuses a transfer while it runs, with a conflict (409) that says until when", () => {
    let refused: unknown;
    try {
      refuseWhileHeld(given, justBefore);
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).code).toBe(ErrorCode.CONFLICT);
    expect((refused as AppError).message).toBe(
      "Reembolso retido até 24/11/2026, 08:06: o IBAN foi indicado a 23/11/2026, 08:06 e o cliente foi avisado por email, para poder contestar. Faça a transferência só depois dessa hora.",
    );
  });
});
