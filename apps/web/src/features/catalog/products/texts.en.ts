import type { Translation } from "@shop/shared";
import type * as pt from "./texts";

/** Words joined as English lists them: "a", "a and b", "a, b and c". */
const andList = (words: readonly string[]) =>
  words.length < 2 ? words.join("") : `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;

const quoted = (word: string) => `“${word}”`;

export const productsTexts: Translation<typeof pt.productsTexts> = {
  categories: "Categories",
  showCategories: "Categories",
  seeAllInGroup: "See all",
  noCategories: "No categories at the moment.",
  productList: "Products",
  loading: "Loading products…",
  loadMore: "Load more",
  loadingMore: "Loading…",
  noMore: "No more products to show",
  shown: (count: number) => (count === 1 ? "Showing 1 product" : `Showing ${count} products`),
  emptySearchTitle: (text: string) => `We found no products for “${text}”`,
  emptyTitle: "There are no products to show here at the moment.",
  emptyIntro: "A few suggestions:",
  emptySearchTips: [
    "Check that the words are spelled correctly.",
    "Use fewer words or more general ones, such as “boots” or “bags”.",
    "Search in all categories instead of just one.",
  ],
  emptyTips: ["Choose another category in the list of categories.", "See all the shop's products."],
  seeAllProducts: "See all products",
  backHome: "Back to the home page",
  errorTitle: "The products could not be loaded.",
  errorMoreTitle: "More products could not be loaded.",
  retry: "Try again",
  filters: "Filters",
  openFilters: (count: number) => (count === 0 ? "Filters" : `Filters (${count})`),
  size: "Size",
  sizeKinds: { shoe: "Shoes (EU)", length: "Belts (cm)", other: "Others" },
  color: "Colour",
  brand: "Brand",
  price: "Price",
  priceMin: "Minimum (€)",
  priceMax: "Maximum (€)",
  applyPrice: "Apply price",
  priceFrom: (euros: string) => `From ${euros}`,
  priceTo: (euros: string) => `Up to ${euros}`,
  noOptions: "No options with these filters.",
  option: (label: string, count: number) => `${label} (${count})`,
  sortBy: "Sort by",
  sorts: {
    relevance: "Relevance",
    newest: "New in",
    priceAsc: "Price: low to high",
    priceDesc: "Price: high to low",
    mostViewed: "Most viewed",
  },
  showProducts: (count: number) => (count === 1 ? "See 1 product" : `See ${count} products`),
  productCount: (count: number) => (count === 1 ? "1 product" : `${count} products`),
  activeFilters: "Active filters",
  removeFilter: (label: string) => `Remove filter: ${label}`,
  clearFilters: "Clear filters",
  removeSearchPart: (label: string) => `Remove from the search: ${label}`,
  didYouMean: "Did you mean",
  droppedWords: (words: readonly string[]) =>
    `We found no products with all the words. Showing results without ${andList(words.map(quoted))}.`,
  closestCategories: "You may find what you are looking for in:",
  categoryInGroup: (category: string, group: string) => `${category} · ${group}`,
  newCollection: "From the New Collection",
  seeNewCollection: "See the whole New Collection",
};
