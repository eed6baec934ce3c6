import { describe, expect, it } from "vitest";
import { ProductInputSchema } from "../admin/products.ts";
import { centimetresText, parseCentimetres } from "../centimetres.ts";
import {
  NO_PRODUCT_DETAILS,
  ProductDetailsInputSchema,
  productDetailMessages,
  productDetailsInput,
} from "./product-details.ts";

const issues = (input: unknown) => {
  const parsed = ProductDetailsInputSchema.safeParse(input);
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join("."), issue.message]));
};

describe("a product's details as the back office sends them", () => {
  it("reads lengths typed the Portuguese way to millimetres, and empty texts as none", () => {
    expect(
      ProductDetailsInputSchema.parse({
        upperMaterial: " Pele ",
        lining: "",
        heelHeight: "3,5",
        madeIn: "Portugal",
        width: "30",
        height: "22.5",
        depth: 12,
      }),
    ).toEqual({
      ...NO_PRODUCT_DETAILS,
      upperMaterial: "Pele",
      heelHeightMm: 35,
      madeIn: "Portugal",
      dimensionsMm: { width: 300, height: 225, depth: 120 },
    });
    expect(ProductDetailsInputSchema.parse({})).toEqual(NO_PRODUCT_DETAILS);
  });

  it("refuses lengths it cannot read or out of range, and a bag measured in part", () => {
    expect(issues({ heelHeight: "3,55" })).toEqual({
      heelHeight: productDetailMessages.heelHeight,
    });
    expect(issues({ heelHeight: "26" })).toEqual({ heelHeight: productDetailMessages.heelHeight });
    expect(issues({ heelHeight: "-1" })).toEqual({ heelHeight: productDetailMessages.heelHeight });
    expect(issues({ width: "0", height: "1", depth: "1" })).toEqual({
      width: productDetailMessages.dimension,
    });
    expect(issues({ width: "30" })).toEqual({
      height: productDetailMessages.dimensionsTogether,
      depth: productDetailMessages.dimensionsTogether,
    });
    expect(issues({ fitNote: "x".repeat(201), care: "y".repeat(1001) })).toEqual({
      fitNote: productDetailMessages.fitNote,
      care: productDetailMessages.care,
    });
  });

  it("shows stored details back as the form types them", () => {
    const stored = ProductDetailsInputSchema.parse({
      heelHeight: "7",
      width: "30",
      height: "22",
      depth: "12,5",
    });
    expect(productDetailsInput(stored)).toMatchObject({
      heelHeight: "7",
      width: "30",
      height: "22",
      depth: "12,5",
      sole: "",
    });
    expect(parseCentimetres("12,5")).toBe(125);
    expect(parseCentimetres("1.234")).toBeNull();
    expect(centimetresText(35)).toBe("3,5");
    expect(centimetresText(1200)).toBe("120");
  });
});

describe("a product's title", () => {
  const product = {
    ref: "SL-1",
    title: "",
    price: "10",
    discount: 0,
    categoryId: 1,
    brandId: null,
    colorId: null,
    colorManual: "",
    tagIds: [],
    sizes: ["U"],
    pictures: [],
    thumbnailIndex: 0,
    newCollection: false,
    featured: false,
    active: true,
    description: "",
  };

  it("is needed to put the product on sale, not to keep it as a draft", () => {
    const refused = ProductInputSchema.safeParse(product);
    expect(refused.error?.issues).toEqual([
      expect.objectContaining({ path: ["title"], message: productDetailMessages.titleToPublish }),
    ]);
    expect(ProductInputSchema.safeParse({ ...product, active: false }).success).toBe(true);
    expect(ProductInputSchema.safeParse({ ...product, title: "Cinto" }).success).toBe(true);
  });

  it("is asked for together with the other mistakes, so the form names them all at once", () => {
    const refused = ProductInputSchema.safeParse({ ...product, title: " ", price: "abc" });
    expect(refused.error?.issues.map((issue) => issue.path.join("."))).toEqual(["price", "title"]);
  });
});
