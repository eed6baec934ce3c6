import { describe, expect, it } from "vitest";
import { tabIndexAfterKey } from "./tabs";

describe("tabIndexAfterKey", () => {
  it("moves right and left, wrapping around", () => {
    expect(tabIndexAfterKey("ArrowRight", 0, 3)).toBe(1);
    expect(tabIndexAfterKey("ArrowRight", 2, 3)).toBe(0);
    expect(tabIndexAfterKey("ArrowLeft", 1, 3)).toBe(0);
    expect(tabIndexAfterKey("ArrowLeft", 0, 3)).toBe(2);
  });

  it("goes to the ends with Home and End", () => {
    expect(tabIndexAfterKey("Home", 2, 3)).toBe(0);
    expect(tabIndexAfterKey("End", 0, 3)).toBe(2);
  });

  it("ignores other keys and empty lists", () => {
    expect(tabIndexAfterKey("ArrowDown", 0, 3)).toBeNull();
    expect(tabIndexAfterKey("Enter", 0, 3)).toBeNull();
    expect(tabIndexAfterKey("ArrowRight", 0, 0)).toBeNull();
  });
});
