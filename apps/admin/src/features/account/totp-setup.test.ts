import { describe, expect, it } from "vitest";
import { groupSecret } from "./totp-setup";

describe("the TOTP secret shown to copy by hand", () => {
  it("is grouped in fours", () => {
    expect(groupSecret("JBSWY3DPEHPK3PXP")).toBe("JBSW Y3DP EHPK 3PXP");
    expect(groupSecret("ABCDEF")).toBe("ABCD EF");
  });
});
