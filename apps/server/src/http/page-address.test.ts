import { describe, expect, it } from "vitest";
import { pageAddress } from "./storefront.ts";

describe("the address a page is rendered and kept for", () => {
  it("leaves out the query of every page but the listing, so random parameters hit the cache", () => {
    expect(pageAddress("/product/7", "/product/7?utm_source=a&x=1")).toBe("/product/7");
    expect(pageAddress("/home", "/home?fbclid=abc")).toBe("/home");
    expect(pageAddress("/sign", "/sign?next=%2Fcheckout")).toBe("/sign");
  });

  it("keeps the listing's own query, written the one way it is read", () => {
    expect(pageAddress("/products", "/products?gclid=1&search=botas&size=38%2C5")).toBe(
      "/products?search=botas&size=38.5",
    );
    expect(pageAddress("/products", "/products?size=38.5&fbclid=2&search=botas")).toBe(
      "/products?search=botas&size=38.5",
    );
    expect(pageAddress("/products", "/products?utm_medium=x")).toBe("/products");
  });
});
