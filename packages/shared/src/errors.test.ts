import { describe, expect, it } from "vitest";
import { worthRetrying } from "./errors.ts";

describe("worthRetrying", () => {
  it("never asks again after a refusal", () => {
    for (const status of [400, 401, 403, 404, 409, 422, 429]) {
      expect(worthRetrying(0, status)).toBe(false);
    }
  });

  it("asks once more after a dropped connection or a server error, not twice", () => {
    for (const status of [null, 500, 502, 503]) {
      expect(worthRetrying(0, status)).toBe(true);
      expect(worthRetrying(1, status)).toBe(false);
    }
  });
});
