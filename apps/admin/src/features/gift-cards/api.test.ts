import type { GiftCardList, GiftCardSummary } from "@shop/shared";
import { describe, expect, it } from "vitest";
import { hasCardBeingSent, untilSent } from "./api";

const card = (
  state: GiftCardSummary["state"],
  deliveryDay: string,
  issuedAt = "2026-11-30T23:25:00.000Z",
): GiftCardSummary => ({
  id: 1,
  last4: state === "SCHEDULED" ? "" : "5MC2",
  state,
  valueCents: 5000,
  balanceCents: 5000,
  issuedAt,
  deliveryDay,
  expiresOn: "2028-11-30",
  uses: 0,
  recipientName: "Rita Lopes",
  issuedBy: "Helena Duarte",
});

const listOf = (...items: GiftCardSummary[]): GiftCardList => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 25,
});

// 23:30 in Lisbon on 30 November (UTC+0 in winter), and 00:30 on 1 July (UTC+1 in summer).
const winterNight = new Date("2026-11-30T23:30:00Z");
const summerPastMidnight = new Date("2026-06-30T23:30:00Z");

describe("the gift cards' list while a card is being sent", () => {
  it("is asked again while a card issued in the last minutes is still «Por enviar»", () => {
    expect(hasCardBeingSent(listOf(card("SCHEDULED", "2026-11-30")), winterNight)).toBe(true);
    expect(
      hasCardBeingSent(
        listOf(card("SCHEDULED", "2026-07-01", "2026-06-30T23:22:00.000Z")),
        summerPastMidnight,
      ),
    ).toBe(true);
    const justIssued = listOf(card("SCHEDULED", "2026-11-30", new Date().toISOString()));
    expect(untilSent({ state: { data: justIssued } })).toBeGreaterThan(0);
  });

  it("is asked again in the first minutes of the day a card scheduled before is due", () => {
    const scheduledLastWeek = card("SCHEDULED", "2026-12-01", "2026-11-24T10:00:00.000Z");
    expect(hasCardBeingSent(listOf(scheduledLastWeek), new Date("2026-12-01T00:04:00Z"))).toBe(
      true,
    );
    expect(hasCardBeingSent(listOf(scheduledLastWeek), new Date("2026-12-01T00:11:00Z"))).toBe(
      false,
    );
  });

  it("is left alone when a due card has waited longer than the sending job takes", () => {
    const stuck = card("SCHEDULED", "2026-11-28", "2026-11-28T09:00:00.000Z");
    expect(hasCardBeingSent(listOf(stuck), winterNight)).toBe(false);
    const issuedThisMorning = card("SCHEDULED", "2026-11-30", "2026-11-30T09:00:00.000Z");
    expect(hasCardBeingSent(listOf(issuedThisMorning), winterNight)).toBe(false);
    expect(untilSent({ state: { data: listOf(stuck) } })).toBe(false);
  });

  it("is left alone when every card is sent, or scheduled for a later Lisbon day", () => {
    expect(hasCardBeingSent(listOf(card("ACTIVE", "2026-11-30")), winterNight)).toBe(false);
    expect(hasCardBeingSent(listOf(card("SCHEDULED", "2026-12-01")), winterNight)).toBe(false);
    expect(hasCardBeingSent(listOf(card("CANCELED", "2026-11-01")), winterNight)).toBe(false);
    expect(hasCardBeingSent(undefined, winterNight)).toBe(false);
    expect(untilSent({ state: { data: listOf(card("ACTIVE", "2026-11-30")) } })).toBe(false);
  });
});
