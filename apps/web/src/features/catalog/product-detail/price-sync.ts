import type { Product } from "@shop/shared";
import type { InfiniteData, QueryClient } from "@tanstack/react-query";
import { type FeaturedProducts, featuredQuery, productQuery } from "../api";

/** What GET /public/products/{id}/price answers with, inside `price`. */
export type FreshPrice = Pick<
  Product,
  "price" | "discount" | "salePrice" | "saleEndsAt" | "referencePrice" | "reduction"
>;

/** The product with the fresh price, or null when the price has not changed. */
export function withFreshPrice<T extends FreshPrice>(product: T, fresh: FreshPrice): T | null {
  if (
    product.price === fresh.price &&
    product.discount === fresh.discount &&
    (product.salePrice ?? null) === (fresh.salePrice ?? null) &&
    (product.saleEndsAt ?? null) === (fresh.saleEndsAt ?? null) &&
    product.referencePrice === fresh.referencePrice &&
    product.reduction === fresh.reduction
  )
    return null;
  return {
    ...product,
    price: fresh.price,
    discount: fresh.discount,
    salePrice: fresh.salePrice ?? null,
    saleEndsAt: fresh.saleEndsAt ?? null,
    referencePrice: fresh.referencePrice,
    reduction: fresh.reduction,
  };
}

/** The list with the product's price replaced, or null when nothing changed. */
function refreshInList(products: Product[], id: number, fresh: FreshPrice): Product[] | null {
  let changed = false;
  const next = products.map((product) => {
    if (product.id !== id) return product;
    const updated = withFreshPrice(product, fresh);
    if (!updated) return product;
    changed = true;
    return updated;
  });
  return changed ? next : null;
}

/**
 * Writes a refreshed price into every cached copy of the product: its own query, the cart's
 * products (page, popup and checkout), the search result pages and the featured lists. Caches that hold the same price
 * are left alone (an updater returning undefined changes nothing, not even the timestamp).
 */
export function applyFreshPrice(queryClient: QueryClient, id: number, fresh: FreshPrice): void {
  queryClient.setQueryData(productQuery(id).queryKey, (product) =>
    product ? (withFreshPrice(product, fresh) ?? undefined) : undefined,
  );
  queryClient.setQueriesData<Product[]>({ queryKey: ["cart-products"] }, (products) =>
    products ? (refreshInList(products, id, fresh) ?? undefined) : undefined,
  );
  queryClient.setQueriesData<InfiniteData<Product[]>>(
    { queryKey: ["products", "search"] },
    (data) => {
      if (!data) return undefined;
      let changed = false;
      const pages = data.pages.map((page) => {
        const next = refreshInList(page, id, fresh);
        if (!next) return page;
        changed = true;
        return next;
      });
      return changed ? { ...data, pages } : undefined;
    },
  );
  queryClient.setQueryData<FeaturedProducts>(featuredQuery.queryKey, (data) => {
    if (!data) return undefined;
    const featured = refreshInList(data.featured, id, fresh);
    const mostViewed = refreshInList(data.mostViewed, id, fresh);
    const mostRecent = refreshInList(data.mostRecent, id, fresh);
    if (!featured && !mostViewed && !mostRecent) return undefined;
    return {
      featured: featured ?? data.featured,
      mostViewed: mostViewed ?? data.mostViewed,
      mostRecent: mostRecent ?? data.mostRecent,
    };
  });
}
