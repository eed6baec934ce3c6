import { describe, expect, it } from "vitest";
import { ApiRequestError, ErrorCode, worthRetrying } from "./errors.ts";

const failed = (status: number) =>
  new ApiRequestError(status, { code: ErrorCode.INTERNAL, message: "Falhou." });

describe("worthRetrying", () => {
  it("never asks again after a refusal", () => {
    for (const status of [400, 401, 403, 404, 409, 422, 429]) {
      expect(worthRetrying(0, failed(status))).toBe(false);
    }
  });

  it("asks once more after a dropped connection or a server error, not twice", () => {
    for (const error of [failed(0), new TypeError("Failed to fetch"), failed(500), failed(503)]) {
      expect(worthRetrying(0, error)).toBe(true);
      expect(worthRetrying(1, error)).toBe(false);
    }
  });
});
