import type { GiftCardList, GiftCardSummary } from "@shop/shared";
import { describe, expect, it } from "vitest";
import { hasCardBeingSent, untilSent } from "./api";

/** A card as the list shows it, to be sent at `deliverAt` (the server's instant). */
const card = (state: GiftCardSummary["state"], deliverAt: string): GiftCardSummary => ({
  id: 1,
  last4: state === "SCHEDULED" ? "" : "5MC2",
  state,
  valueCents: 5000,
  balanceCents: 5000,
  issuedAt: "2026-11-24T10:00:00.000Z",
  deliveryDay: deliverAt.slice(0, 10),
  deliverAt,
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

const at = (instant: string) => new Date(instant);
// 9:00 in Lisbon on 1 December (UTC+0 in winter) and on 1 July (UTC+1 in summer).
const winterMorning = "2026-12-01T09:00:00.000Z";
const summerMorning = "2026-07-01T08:00:00.000Z";

describe("the gift cards' list while a card is being sent", () => {
  it("is asked again while a card issued for today waits for the sending job", () => {
    const issuedNow = listOf(card("SCHEDULED", "2026-11-30T18:00:00.000Z"));
    expect(hasCardBeingSent(issuedNow, at("2026-11-30T18:00:02Z"))).toBe(true);
    expect(hasCardBeingSent(issuedNow, at("2026-11-30T18:04:00Z"))).toBe(true);
    // This browser's clock a minute behind the server's.
    expect(hasCardBeingSent(issuedNow, at("2026-11-30T17:59:00Z"))).toBe(true);
    const justIssued = listOf(card("SCHEDULED", new Date().toISOString()));
    expect(untilSent({ state: { data: justIssued } })).toBeGreaterThan(0);
  });

  it("is asked again around 9:00 in Lisbon of a later day a card was scheduled for", () => {
    const winter = listOf(card("SCHEDULED", winterMorning));
    expect(hasCardBeingSent(winter, at("2026-12-01T09:04:00Z"))).toBe(true);
    expect(hasCardBeingSent(winter, at("2026-12-01T00:04:00Z"))).toBe(false);
    expect(hasCardBeingSent(winter, at("2026-12-01T09:11:00Z"))).toBe(false);
    const summer = listOf(card("SCHEDULED", summerMorning));
    expect(hasCardBeingSent(summer, at("2026-07-01T08:03:00Z"))).toBe(true);
    expect(hasCardBeingSent(summer, at("2026-07-01T09:03:00Z"))).toBe(false);
  });

  it("is left alone when a due card has waited longer than the sending job takes", () => {
    const stuck = listOf(card("SCHEDULED", "2026-11-28T09:00:00.000Z"));
    expect(hasCardBeingSent(stuck, at("2026-11-30T23:30:00Z"))).toBe(false);
    expect(hasCardBeingSent(stuck, at("2026-11-28T09:30:00Z"))).toBe(false);
    expect(untilSent({ state: { data: stuck } })).toBe(false);
  });

  it("is left alone when every card is sent or cancelled, or scheduled for later", () => {
    const now = at("2026-12-01T09:02:00Z");
    expect(hasCardBeingSent(listOf(card("ACTIVE", winterMorning)), now)).toBe(false);
    expect(hasCardBeingSent(listOf(card("CANCELED", winterMorning)), now)).toBe(false);
    expect(hasCardBeingSent(listOf(card("SCHEDULED", "2026-12-02T09:00:00.000Z")), now)).toBe(
      false,
    );
    expect(hasCardBeingSent(undefined, now)).toBe(false);
    expect(untilSent({ state: { data: listOf(card("ACTIVE", new Date().toISOString())) } })).toBe(
      false,
    );
  });
});
