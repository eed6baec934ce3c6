import { describe, expect, it } from "vitest";
import { afterSignPath } from "./guards";

describe("afterSignPath", () => {
  it("goes to the account by default", () => {
    expect(afterSignPath(new URLSearchParams(""))).toBe("/account/settings");
    expect(afterSignPath(new URLSearchParams("redirect=/checkout"))).toBe("/account/settings");
  });

  it("goes back to the checkout for any value of redirectCheckout, never elsewhere", () => {
    for (const query of [
      "redirectCheckout",
      "redirectCheckout=1",
      "redirectCheckout=true",
      "redirectCheckout=https://evil.example/",
      "redirectCheckout=//evil.example",
    ]) {
      expect(afterSignPath(new URLSearchParams(query))).toBe("/checkout");
    }
  });
});
