import { describe, expect, it } from "vitest";
import { orList } from "./texts";

describe("orList", () => {
  it("joins names as Intl's pt-PT disjunction does", () => {
    const intl = new Intl.ListFormat("pt-PT", { type: "disjunction" });
    const names = ["referência MULTIBANCO", "cartão", "MB WAY", "transferência"];
    for (let count = 0; count <= names.length; count += 1) {
      expect(orList(names.slice(0, count))).toBe(intl.format(names.slice(0, count)));
    }
  });
});
