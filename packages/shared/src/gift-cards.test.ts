import { describe, expect, it } from "vitest";
import {
  formatGiftCardCode,
  GIFT_CARD_PRESET_CENTS,
  giftCardExpiryDay,
  giftCardVat,
  isGiftCardCode,
  isGiftCardValue,
  normalizeGiftCardCode,
  splitGiftCardPayment,
} from "./gift-cards.ts";
import { computeCartTotals, withGiftCards } from "./pricing.ts";
import { giftCardMessages } from "./schemas/gift-card-messages.ts";
import { GiftCardCodeSchema, GiftCardOrderSchema } from "./schemas/gift-cards.ts";

describe("gift card values", () => {
  it("takes the presets and any value from 10 € to 500 €", () => {
    for (const cents of GIFT_CARD_PRESET_CENTS) expect(isGiftCardValue(cents)).toBe(true);
    expect(isGiftCardValue(1000)).toBe(true);
    expect(isGiftCardValue(50_000)).toBe(true);
    expect(isGiftCardValue(3750)).toBe(true);
  });

  it("refuses below 10 €, above 500 € and fractions of a cent", () => {
    expect(isGiftCardValue(999)).toBe(false);
    expect(isGiftCardValue(50_001)).toBe(false);
    expect(isGiftCardValue(2500.5)).toBe(false);
  });
});

describe("gift card codes", () => {
  it("reads a code however it is typed", () => {
    expect(normalizeGiftCardCode(" abcd-efgh jkmn-pq23 ")).toBe("ABCDEFGHJKMNPQ23");
    expect(normalizeGiftCardCode("o0i1")).toBe("0011");
  });

  it("knows a code's shape: 16 characters of the alphabet", () => {
    expect(isGiftCardCode("ABCDEFGHJKMNPQ23")).toBe(true);
    expect(isGiftCardCode("ABCDEFGHJKMNPQ2")).toBe(false);
    expect(isGiftCardCode("ABCDEFGHJKMNPQ20")).toBe(false);
  });

  it("prints a code in four groups", () => {
    expect(formatGiftCardCode("ABCDEFGHJKMNPQ23")).toBe("ABCD-EFGH-JKMN-PQ23");
  });
});

describe("gift card validity", () => {
  it("lasts 24 months from the delivery day", () => {
    expect(giftCardExpiryDay("2026-12-24")).toBe("2028-12-24");
  });

  it("ends on the month's last day when the day does not exist", () => {
    expect(giftCardExpiryDay("2026-02-28")).toBe("2028-02-28");
    expect(giftCardExpiryDay("2028-02-29")).toBe("2030-02-28");
  });
});

describe("paying with gift cards", () => {
  it("uses each card as far as it goes and leaves the rest for another method", () => {
    expect(splitGiftCardPayment(12_000, [5000, 2500])).toEqual({
      fromCards: [5000, 2500],
      remainingCents: 4500,
    });
  });

  it("takes only what is owed, keeping the balance on the card", () => {
    expect(splitGiftCardPayment(3000, [5000, 2500])).toEqual({
      fromCards: [3000, 0],
      remainingCents: 0,
    });
  });
});

describe("VAT of a gift card (multi-purpose voucher)", () => {
  it("charges no VAT when the card is sold", () => {
    expect(giftCardVat.saleLine(5000)).toMatchObject({
      baseCents: 5000,
      vatPercent: 0,
      vatCents: 0,
    });
  });

  it("taxes what the card pays for as if paid in money", () => {
    const totals = computeCartTotals([{ priceCents: 12_300, discount: 0, quantity: 1 }], 0, 23);
    expect(totals.vatCents).toBe(2300);
    expect(giftCardVat.orderVatCents(totals, 5000)).toBe(2300);
  });
});

describe("gift card schemas", () => {
  const order = {
    valueCents: 5000,
    recipientName: "Ana Silva",
    recipientEmail: "Ana@Example.pt",
    deliveryDay: "2026-12-24",
  };

  it("takes a card to make, the email in lower case and no message", () => {
    expect(GiftCardOrderSchema.parse(order)).toEqual({
      ...order,
      recipientEmail: "ana@example.pt",
      message: "",
    });
  });

  it("refuses a value outside 10 € to 500 € in Portuguese", () => {
    const result = GiftCardOrderSchema.safeParse({ ...order, valueCents: 900 });
    expect(result.error?.issues[0]?.message).toBe(giftCardMessages.value);
  });

  it("reads a typed code and refuses a short one", () => {
    expect(GiftCardCodeSchema.parse("abcd efgh-jkmn-pq23")).toBe("ABCDEFGHJKMNPQ23");
    expect(GiftCardCodeSchema.safeParse("ABCD-EFGH").error?.issues[0]?.message).toBe(
      giftCardMessages.code,
    );
  });
});

describe("gift cards beside products in a cart's totals", () => {
  it("adds the cards' values to the total only: no VAT, no delivery, the products' totals kept", () => {
    const products = computeCartTotals([{ priceCents: 5990, discount: 0, quantity: 1 }], 490, 23);
    const totals = withGiftCards(products, 2500);
    expect(totals).toEqual({
      ...products,
      totalCents: products.totalCents + 2500,
      giftCardsCents: 2500,
    });
    expect(withGiftCards(products, 0)).toBe(products);
  });

  it("the cards pay only what is not a gift card: a card cannot buy a card", () => {
    const products = computeCartTotals([{ priceCents: 5990, discount: 0, quantity: 1 }], 490, 23);
    const totals = withGiftCards(products, 2500);
    const payable = totals.totalCents - (totals.giftCardsCents ?? 0);
    expect(splitGiftCardPayment(payable, [10_000])).toEqual({
      fromCards: [6480],
      remainingCents: 0,
    });
  });
});
