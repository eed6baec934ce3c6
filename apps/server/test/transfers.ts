import { lisbonDay } from "@shop/shared";

/** What the staff say of a transfer they made today: the day and the bank's reference. */
export const transferMade = (bankReference = "TRF 2026 0001") => ({
  transferredOn: lisbonDay(new Date()),
  bankReference,
});
