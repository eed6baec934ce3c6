/** The app shell's texts in English (texts.ts has the Portuguese, and the keys). */
import type { ChosenPaymentMethod, Translation } from "@shop/shared";
import type * as pt from "./texts";

const paymentMethodNames: Record<ChosenPaymentMethod, string> = {
  MULTIBANCO: "MULTIBANCO reference",
  CREDIT: "card",
  MBWAY: "MB WAY",
};

/** Names joined as English writes a choice: "a, b or c". */
function orList(names: readonly string[]): string {
  if (names.length < 2) return names.join("");
  return `${names.slice(0, -1).join(", ")} or ${names.at(-1)}`;
}

export const headerTexts: Translation<typeof pt.headerTexts> = {
  skipToContent: "Skip to content",
  phoneLabel: "Phone",
  phoneNote: "Call to a Portuguese landline",
  openMenu: "Menu",
  closeMenu: "Close menu",
  homeLink: ", home page",
  search: "Search",
  cart: "Cart",
  sign: "Register / Sign in",
  account: "My account",
  favourites: "Favourites",
  signOut: "Sign out",
  mainNavigation: "Main navigation",
};

export const menuTexts: Translation<typeof pt.menuTexts> = {
  shoes: "Shoes",
  accessories: "Accessories",
  newCollection: "New Collection",
  stores: "Stores",
  customize: "Made to measure",
  contacts: "Contacts",
  women: "Women",
  men: "Men",
  seeAll: "See all",
  seeAllShoes: "See all shoes",
  seeAllAccessories: "See all accessories",
  seeAllNew: "See the whole collection",
  shoesWomen: "Women's Shoes",
  shoesMen: "Men's Shoes",
  accessoriesWomen: "Women's Accessories",
  accessoriesMen: "Men's Accessories",
  noCategories: "No categories at the moment.",
};

export const searchTexts: Translation<typeof pt.searchTexts> = {
  title: "Search",
  fieldLabel: "What are you looking for?",
  placeholder: "E.g. sandals, boots, wallet…",
  categoryLegend: "Where to search",
  submit: "Search",
  categories: {
    1: "All",
    2: "Women's Shoes",
    3: "Men's Shoes",
    4: "Women's Accessories",
    5: "Men's Accessories",
  },
  suggestions: "Suggestions",
  suggestionGroups: { product: "Products", category: "Categories", brand: "Brands" },
  seeAllResults: "See all results",
  suggestionCount: (count: number) =>
    count === 1
      ? "1 suggestion. Use the arrow keys to choose it."
      : `${count} suggestions. Use the arrow keys to go through them.`,
};

export const footerTexts: Translation<typeof pt.footerTexts> = {
  shopHeading: "Shop",
  infoHeading: "Information",
  contactHeading: "Contacts",
  shoes: "Shoes",
  accessories: "Accessories",
  stores: "Stores",
  customize: "Made to Measure",
  contacts: "Contacts",
  giftCard: "Gift card: check the balance",
  about: "About us",
  terms: "Terms and conditions",
  privacy: "Privacy policy",
  accessibility: "Accessibility statement",
  withdrawal: "Withdraw from the contract here",
  complaintsBook: "Complaints Book",
  complaintsBookNote: "Online complaints",
  newWindow: "(opens in a new window)",
  phoneNote: "Call to a Portuguese landline",
  nif: "Tax no. (NIF)",
  tagline: "Shoes and accessories in Lisbon since 1978.",
  pricesNote: "Prices include VAT.",
  paymentsNote: (methods: readonly ChosenPaymentMethod[]) =>
    `Payment by ${orList(methods.map((method) => paymentMethodNames[method]))}.`,
  rights: "All rights reserved.",
};

export const otherLanguageTexts: Translation<typeof pt.otherLanguageTexts> = {
  lang: "pt-PT",
  name: "Português",
  offer: "Esta página também está em português.",
  accept: "Ver em português",
  dismiss: "Continuar em inglês",
};

export const routeTexts: Translation<typeof pt.routeTexts> = {
  backHome: "Back to the home page",
  notFoundTitle: "Page not found",
  notFoundText: "The page you tried to open does not exist.",
  notFoundCategories: "Categories",
  errorTitle: "Oops",
  unavailableTitle: "Back in a moment",
  unavailableRetrying: "The page tries again by itself in a few seconds.",
  errorText: "An unexpected error occurred. Please try again.",
  errorReference: (id: string) => `Error reference, if you contact us: ${id}`,
  chunkErrorText: "This page could not be loaded. Check your connection and try again.",
  retry: "Try again",
};
