import { describe, expect, it } from "vitest";
import { mainPicture, mainPictureFirst } from "../pictures.ts";
import { ProductBulkSchema, priceByPercentCents } from "./products.ts";

describe("a product's main picture", () => {
  it("is the first; a chosen one moves to the front, the others keeping their order", () => {
    expect(mainPicture(["a", "b"])).toBe("a");
    expect(mainPicture([])).toBeNull();
    expect(mainPictureFirst(["a", "b", "c"], 2)).toEqual(["c", "a", "b"]);
    expect(mainPictureFirst(["a", "b", "c"], 0)).toEqual(["a", "b", "c"]);
    expect(mainPictureFirst(["a", "b", "c"], 7)).toEqual(["a", "b", "c"]);
  });
});

describe("a price moved by a percentage", () => {
  it("rounds to the cent and never goes under 0,01 €", () => {
    expect(priceByPercentCents(3990, -12.5)).toBe(3491);
    expect(priceByPercentCents(1000, 10)).toBe(1100);
    expect(priceByPercentCents(999, -33.33)).toBe(666);
    expect(priceByPercentCents(2, -90)).toBe(1);
    expect(priceByPercentCents(1, -50)).toBe(1);
  });

  it("takes a percentage typed as text, refusing 0 and beyond −90", () => {
    const parse = (percent: unknown) =>
      ProductBulkSchema.safeParse({ ids: [1], change: { kind: "pricePercent", percent } });
    expect(parse("-10").success).toBe(true);
    expect(parse("0").success).toBe(false);
    expect(parse("-91").success).toBe(false);
    expect(parse("x").success).toBe(false);
  });
});
