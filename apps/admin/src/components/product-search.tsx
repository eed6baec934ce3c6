import type { StockProduct } from "@shop/shared";
import { useQuery } from "@tanstack/react-query";
import { apiRequest, queryString } from "../lib/api-client";

/**
 * Products whose ref, title, brand, category, colour or tags have a word starting with `q` (an
 * exact ref first), inactive ones too: for whoever may read the catalogue.
 */
export const productSearchQuery = (q: string) => ({
  queryKey: ["product-search", q],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiRequest<StockProduct[]>(`/admin/stock/products${queryString({ q })}`, { signal }),
});

/**
 * The products found for what the person typed, and the one whose ref it is (typed whole, or
 * chosen from `ProductOptions`), if any.
 */
export function useProductSearch(query: string) {
  const typed = query.trim();
  const found = useQuery({ ...productSearchQuery(typed), enabled: typed.length > 0 });
  const products = found.data ?? [];
  const match = products.find((p) => p.ref.toLowerCase() === typed.toLowerCase());
  return { products, match };
}

/** The suggestions of a product field (`list={id}` on its input): each ref, with its title. */
export function ProductOptions({ id, products }: { id: string; products: StockProduct[] }) {
  return (
    <datalist id={id}>
      {products.map((p) => (
        <option key={p.id} value={p.ref}>
          {p.title ?? p.ref}
        </option>
      ))}
    </datalist>
  );
}
