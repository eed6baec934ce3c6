import { describe, expect, it } from "vitest";
import { withSizes } from "./sizes";

describe("sizes", () => {
  it("are added once, in order", () => {
    expect(withSizes(["38", "40"], ["39", "38", "39"])).toEqual(["38", "39", "40"]);
  });
});
