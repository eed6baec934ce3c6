import type { Product } from "@shop/shared";
import { type InfiniteData, QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { type FeaturedProducts, featuredQuery, productQuery } from "../api";
import { applyFreshPrice, withFreshPrice } from "./price-sync";

function product(id: number, price = 69.9, discount = 20): Product {
  return {
    id,
    ref: `SL-${id}`,
    title: null,
    price,
    discount,
    referencePrice: discount ? price : null,
    reduction: discount,
    pictures: [],
    thumbnailIndex: 0,
    tags: [],
    sizes: ["37"],
    brandId: null,
    categoryId: null,
    colorId: null,
    colorManual: null,
    dataPublished: "2025-05-31",
    newCollection: false,
  };
}

describe("withFreshPrice", () => {
  it("returns null when neither price nor discount changed", () => {
    expect(
      withFreshPrice(product(9), {
        price: 69.9,
        discount: 20,
        referencePrice: 69.9,
        reduction: 20,
      }),
    ).toBeNull();
  });

  it("returns a copy with the new price and discount", () => {
    const original = product(9);
    const updated = withFreshPrice(original, {
      price: 59.9,
      discount: 0,
      referencePrice: null,
      reduction: 0,
    });
    expect(updated).toMatchObject({ id: 9, price: 59.9, discount: 0 });
    expect(original.price).toBe(69.9);
  });
});

describe("applyFreshPrice", () => {
  it("updates the products of the cart (page, popup and checkout)", () => {
    const client = new QueryClient();
    const cartKey = ["cart-products", [9, 12]];
    client.setQueryData<Product[]>(cartKey, [product(9), product(12)]);
    applyFreshPrice(client, 9, { price: 49.9, discount: 0, referencePrice: null, reduction: 0 });
    expect(client.getQueryData<Product[]>(cartKey)?.[0]).toMatchObject({
      price: 49.9,
      discount: 0,
    });
    expect(client.getQueryData<Product[]>(cartKey)?.[1]).toMatchObject({ id: 12, price: 69.9 });
  });

  it("updates the product, the search pages and the featured lists", () => {
    const client = new QueryClient();
    client.setQueryData(productQuery(9).queryKey, {
      ...product(9),
      description: "",
      colours: [],
      sizeGuideId: null,
    });
    const searchKey = ["products", "search", { search: "sabrinas" }];
    client.setQueryData<InfiniteData<Product[]>>(searchKey, {
      pages: [[product(1), product(9)], [product(12)]],
      pageParams: [0, 18],
    });
    client.setQueryData<FeaturedProducts>(featuredQuery.queryKey, {
      featured: [product(9)],
      mostViewed: [product(2)],
      mostRecent: [],
    });

    applyFreshPrice(client, 9, { price: 79.9, discount: 10, referencePrice: 79.9, reduction: 10 });

    expect(client.getQueryData(productQuery(9).queryKey)).toMatchObject({
      price: 79.9,
      discount: 10,
    });
    const pages = client.getQueryData<InfiniteData<Product[]>>(searchKey)?.pages;
    expect(pages?.[0]?.[1]).toMatchObject({ id: 9, price: 79.9, discount: 10 });
    expect(pages?.[0]?.[0]).toMatchObject({ id: 1, price: 69.9 });
    expect(
      client.getQueryData<FeaturedProducts>(featuredQuery.queryKey)?.featured[0],
    ).toMatchObject({ price: 79.9 });
  });

  it("leaves caches alone when the price is unchanged", () => {
    const client = new QueryClient();
    const cached = { ...product(9), description: "", colours: [], sizeGuideId: null };
    client.setQueryData(productQuery(9).queryKey, cached);
    const before = client.getQueryState(productQuery(9).queryKey)?.dataUpdatedAt;
    applyFreshPrice(client, 9, { price: 69.9, discount: 20, referencePrice: 69.9, reduction: 20 });
    expect(client.getQueryData(productQuery(9).queryKey)).toBe(cached);
    expect(client.getQueryState(productQuery(9).queryKey)?.dataUpdatedAt).toBe(before);
  });

  it("does nothing for a product that is not cached", () => {
    const client = new QueryClient();
    applyFreshPrice(client, 9, { price: 1, discount: 0, referencePrice: null, reduction: 0 });
    expect(client.getQueryData(productQuery(9).queryKey)).toBeUndefined();
  });
});
