import {
  type ListingFacets,
  type Product,
  type ProductPage,
  SEARCH_PAGE_SIZE,
  type SearchBody,
  type SearchSuggestions,
} from "@shop/shared";
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../../lib/api-client";
import type { FreshPrice } from "./product-detail/price-sync";

export type StockByLocation = Record<string, Record<string, number>>;
export interface FeaturedProducts {
  featured: Product[];
  mostViewed: Product[];
  mostRecent: Product[];
}
/** What the products page searches for: the body of the search call without paging. */
export type ProductSearch = Omit<SearchBody, "results" | "offset">;

export const featuredQuery = queryOptions({
  queryKey: ["products", "featured"],
  queryFn: ({ signal }) => apiRequest<FeaturedProducts>("/public/products/featured", { signal }),
  staleTime: 60_000,
});

export const productQuery = (id: number) =>
  queryOptions({
    queryKey: ["products", "product", id],
    queryFn: ({ signal }) => apiRequest<ProductPage>(`/public/products/product/${id}`, { signal }),
    staleTime: 60_000,
  });

export const stockQuery = (id: number) =>
  queryOptions({
    queryKey: ["products", "stock", id],
    queryFn: ({ signal }) =>
      apiRequest<StockByLocation>(`/public/products/${id}/stock`, { signal }),
    staleTime: 0,
  });

export const priceQuery = (id: number) =>
  queryOptions({
    queryKey: ["products", "price", id],
    queryFn: ({ signal }) =>
      apiRequest<{ price: FreshPrice }>(`/public/products/${id}/price`, {
        signal,
      }),
    staleTime: 0,
  });

/** Ids of the products on sale with no unit online: every card of every list shares them. */
export const soldOutQuery = queryOptions({
  queryKey: ["products", "sold-out"],
  queryFn: ({ signal }) => apiRequest<number[]>("/public/products/sold-out", { signal }),
  staleTime: 60_000,
});

/** Search results page by page; a page shorter than the page size is the last. */
export const productSearchQuery = (search: ProductSearch) =>
  infiniteQueryOptions({
    queryKey: ["products", "search", search],
    queryFn: ({ pageParam, signal }) =>
      apiRequest<Product[]>("/public/products/search", {
        body: { ...search, results: SEARCH_PAGE_SIZE, offset: pageParam },
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (lastPage, pages) =>
      lastPage.length < SEARCH_PAGE_SIZE ? undefined : pages.length * SEARCH_PAGE_SIZE,
    staleTime: 5 * 60_000,
  });

/** Per size, colour and brand, the products each would list with the search's other choices kept. */
export const productFacetsQuery = (search: ProductSearch) =>
  queryOptions({
    queryKey: ["products", "facets", search],
    queryFn: ({ signal }) =>
      apiRequest<ListingFacets>("/public/products/facets", { body: search, signal }),
    staleTime: 60_000,
  });

/**
 * What to suggest for the text typed so far (two characters or more), kept a minute: typing a
 * word again, or back over it, answers from the cache. No retry: the next key asks again anyway.
 */
export const suggestionsQuery = (text: string) =>
  queryOptions({
    queryKey: ["products", "suggestions", text],
    queryFn: ({ signal }) =>
      apiRequest<SearchSuggestions>(`/public/products/suggestions?q=${encodeURIComponent(text)}`, {
        signal,
      }),
    staleTime: 60_000,
    retry: false,
  });
