import {
  type CategoryGroup,
  categoryListPath,
  type Product,
  type SearchSuggestions,
} from "@shop/shared";

/** One option of the suggestions' list, in the order shown. */
export type SuggestionOption =
  | { kind: "product"; product: Product; path: string }
  | { kind: "category"; name: string; group: CategoryGroup; path: string }
  | { kind: "brand"; name: string; path: string }
  /** «Ver todos os resultados»: submits the search as typed. */
  | { kind: "all" };

/** The shortest text worth suggesting for. */
export const SUGGEST_FROM = 2;

/** What the suggestions are asked for: the typed text without the spaces that change nothing. */
export const suggestionTerm = (typed: string) => typed.trim().replace(/\s+/g, " ").toLowerCase();

/** The list's options: products, categories, brands, then «Ver todos»; none without suggestions. */
export function suggestionOptions(suggestions: SearchSuggestions | undefined): SuggestionOption[] {
  if (!suggestions) return [];
  const options: SuggestionOption[] = [
    ...suggestions.products.map((product) => ({
      kind: "product" as const,
      product,
      path: `/product/${product.id}`,
    })),
    ...suggestions.categories.map((category) => ({
      kind: "category" as const,
      name: category.name,
      group: category.group,
      path: categoryListPath(category),
    })),
    ...suggestions.brands.map((brand) => ({
      kind: "brand" as const,
      name: brand.name,
      path: `/products?brand=${brand.id}`,
    })),
  ];
  return options.length === 0 ? [] : [...options, { kind: "all" }];
}

/**
 * The option an arrow key makes active among `count` (-1: none, the text field's own caret):
 * down from the field goes to the first, up to the last; past either end it wraps around.
 */
export function movedActive(key: "ArrowDown" | "ArrowUp", active: number, count: number): number {
  if (count === 0) return -1;
  if (key === "ArrowDown") return active + 1 >= count ? 0 : active + 1;
  return active <= 0 ? count - 1 : active - 1;
}
