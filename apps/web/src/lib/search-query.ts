/** The five category choices of the search popup, numbered as the specification numbers them. */
export type SearchCategory = 1 | 2 | 3 | 4 | 5;

export const SEARCH_CATEGORIES: readonly SearchCategory[] = [1, 2, 3, 4, 5];

/** The product-search flags; 1 filters, 0 means no filter. */
export interface SearchFlags {
  isWomen: 0 | 1;
  isMen: 0 | 1;
  forShoe: 0 | 1;
  forAccessories: 0 | 1;
}

const FLAGS: Record<SearchCategory, SearchFlags> = {
  1: { isWomen: 0, isMen: 0, forShoe: 0, forAccessories: 0 },
  2: { isWomen: 1, isMen: 0, forShoe: 1, forAccessories: 0 },
  3: { isWomen: 0, isMen: 1, forShoe: 1, forAccessories: 0 },
  4: { isWomen: 1, isMen: 0, forShoe: 0, forAccessories: 1 },
  5: { isWomen: 0, isMen: 1, forShoe: 0, forAccessories: 1 },
};

/** The flags of a search category: Todas sets none, Sapatos Mulher sets isWomen and forShoe, … */
export function searchFlags(category: SearchCategory): SearchFlags {
  return { ...FLAGS[category] };
}

/** The products URL of a search: `/products?search=…&isWomen=…&isMen=…&forShoe=…&forAccessories=…`. */
export function searchPath(text: string, category: SearchCategory): string {
  const flags = searchFlags(category);
  const params = new URLSearchParams({
    search: text.trim(),
    isWomen: String(flags.isWomen),
    isMen: String(flags.isMen),
    forShoe: String(flags.forShoe),
    forAccessories: String(flags.forAccessories),
  });
  return `/products?${params.toString()}`;
}
