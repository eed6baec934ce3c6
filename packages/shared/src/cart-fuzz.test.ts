import { describe, expect, it } from "vitest";
import { CartSchema } from "./cart.ts";
import { randomCartBodies } from "./testing/cart-fuzz.ts";

describe("CartSchema under fuzzing", () => {
  it("answers every odd body without throwing, and accepts only one entry per product", () => {
    const bodies = randomCartBodies(20260801, 5000);
    let accepted = 0;
    for (const body of bodies) {
      const result = CartSchema.safeParse(body);
      if (!result.success) {
        expect(result.error.issues.length).toBeGreaterThan(0);
        continue;
      }
      accepted += 1;
      const ids = Object.values(result.data).map((item) => item.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const [key, item] of Object.entries(result.data)) {
        expect(key).toBe(String(item.id));
        for (const [size, count] of Object.entries(item.quantities)) {
          expect(size).toBe(size.trim());
          expect(Number.isInteger(count) && count >= 1 && count <= 10).toBe(true);
        }
      }
    }
    expect(accepted).toBeGreaterThan(50);
  });

  it("refuses aliased keys of one product, naming the key", () => {
    const result = CartSchema.safeParse({
      "100": { id: 100, quantities: { "36": 1 } },
      "0100": { id: 100, quantities: { "36": 1 } },
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([["0100"]]);
  });

  it("refuses a size written with padding beside the plain one", () => {
    const result = CartSchema.safeParse({ "1": { id: 1, quantities: { "36": 1, " 36": 1 } } });
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([["1", "quantities", " 36"]]);
  });
});
