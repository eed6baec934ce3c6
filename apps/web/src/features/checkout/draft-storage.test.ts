import type { Cart, GeneratedPurchase } from "@shop/shared";
import { describe, expect, it } from "vitest";
import { EMPTY_DRAFT } from "./draft";
import {
  cartKey,
  newAttempt,
  parseAttempt,
  parseDraft,
  parseStoredPurchase,
} from "./draft-storage";

describe("parseDraft", () => {
  it("reads back what was stored", () => {
    const draft = {
      ...EMPTY_DRAFT,
      contacts: { email: "ana@example.pt", phone: "(351) 912345678" },
      wantsInvoice: true,
      paymentMethod: "CREDIT" as const,
    };
    expect(parseDraft(JSON.stringify(draft))).toEqual(draft);
  });

  it("treats nothing, broken JSON and other shapes as the empty draft", () => {
    expect(parseDraft(null)).toEqual(EMPTY_DRAFT);
    expect(parseDraft("{not json")).toEqual(EMPTY_DRAFT);
    expect(parseDraft("[1,2]")).toEqual(EMPTY_DRAFT);
    expect(parseDraft('"text"')).toEqual(EMPTY_DRAFT);
  });

  it("keeps the good fields of a partly broken draft and bounds their length", () => {
    const parsed = parseDraft(
      JSON.stringify({
        contacts: { email: 42, phone: "(351) 9" },
        addressDelivery: { city: "x".repeat(500) },
        wantsInvoice: "yes",
        paymentMethod: "BITCOIN",
      }),
    );
    expect(parsed.contacts).toEqual({ email: "", phone: "(351) 9" });
    expect(parsed.addressDelivery.city).toHaveLength(70);
    expect(parsed.wantsInvoice).toBe(false);
    expect(parsed.paymentMethod).toBe("MULTIBANCO");
  });
});

describe("parseStoredPurchase", () => {
  const cart: Cart = {
    "7": { id: 7, quantities: { "39": 1 } },
    "3": { id: 3, quantities: { "40": 2, "38": 1 } },
  };
  const purchase: GeneratedPurchase = {
    paymentMethod: "MULTIBANCO",
    paymentKey: null,
    id: 10,
    idShort: "AB12CD34",
    paymentReference: "123123416",
    paymentEntity: "11202",
    paymentValue: 25.5,
    paymentExpiresAt: "2030-01-01T12:00:00.000Z",
  };
  const now = new Date("2030-01-01T08:00:00.000Z");
  const stored = (overrides: object = {}) =>
    JSON.stringify({ purchase, cartKey: cartKey(cart), paid: false, ...overrides });

  it("gives the same key to the same cart whatever its order", () => {
    const reordered: Cart = {
      "3": { id: 3, quantities: { "38": 1, "40": 2 } },
      "7": { id: 7, quantities: { "39": 1 } },
    };
    expect(cartKey(reordered)).toBe(cartKey(cart));
    expect(cartKey({ ...cart, "7": { id: 7, quantities: { "39": 2 } } })).not.toBe(cartKey(cart));
  });

  it("restores a purchase generated for this cart", () => {
    expect(parseStoredPurchase(stored(), cart, now)).toEqual({
      purchase,
      cartKey: cartKey(cart),
      paid: false,
    });
  });

  it("forgets a purchase of another cart, a past deadline or a malformed value", () => {
    expect(
      parseStoredPurchase(stored(), { "7": { id: 7, quantities: { "39": 1 } } }, now),
    ).toBeNull();
    expect(parseStoredPurchase(stored(), cart, new Date("2030-01-01T12:00:01Z"))).toBeNull();
    expect(parseStoredPurchase(stored({ purchase: { id: "x" } }), cart, now)).toBeNull();
    expect(parseStoredPurchase("nope", cart, now)).toBeNull();
  });

  it("keeps a paid purchase even past its deadline, so its success message can be shown", () => {
    const later = new Date("2030-01-02T00:00:00Z");
    expect(parseStoredPurchase(stored({ paid: true }), cart, later)?.paid).toBe(true);
  });
});

describe("payment attempt", () => {
  it("keeps the key and the purchase to cancel, and starts over when malformed", () => {
    const attempt = newAttempt({ idShort: "ABCD2345", idempotencyKey: "k".repeat(20) });
    expect(parseAttempt(JSON.stringify(attempt))).toEqual(attempt);
    expect(parseAttempt(JSON.stringify({ ...attempt, previous: { idShort: 5 } })).previous).toBe(
      null,
    );
    const fresh = parseAttempt("{not json");
    expect(fresh.previous).toBe(null);
    expect(fresh.key).toMatch(/^[\w-]{16,100}$/);
    expect(fresh.key).not.toBe(parseAttempt(null).key);
  });
});
