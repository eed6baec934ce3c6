import type { CategoryGroup } from "../category-groups.ts";
import type { Translation } from "../translation.ts";
import type { listingTexts, pageDescriptions, productNameTexts, routeTitles } from "./texts.ts";

/** The document titles of the English pages (texts.ts has the Portuguese). */
export const routeTitlesEn: Translation<typeof routeTitles> = {
  home: "Home",
  products: "Products",
  stores: "Stores",
  contacts: "Contacts",
  customize: "Made to measure",
  cart: "Cart",
  checkout: "Checkout",
  sandboxBank: "Test bank (MULTIBANCO)",
  sign: "Register / Sign in",
  recover: "Recover password",
  recoverToken: "New password",
  accountSettings: "My details",
  accountWishlist: "Favourites",
  accountDelete: "Delete account",
  accountPurchases: "My purchases",
  emailConfirmation: "Email confirmation",
  sizeAlertConfirm: "Confirm alert",
  sizeAlertUnsubscribe: "Cancel alert",
  storeReservation: "Your store reservation",
  giftCard: "Gift card",
  giftCardBuy: "Give a gift card",
  orderPage: "Your order",
  orderConfirmed: "Order confirmed",
  offline: "Maintenance",
  about: "About us",
  terms: "Terms and Conditions",
  privacy: "Privacy Policy",
  accessibility: "Accessibility statement",
  withdrawal: "Withdrawal from the contract",
  notFound: "Page not found",
};

export const listingTextsEn: Translation<typeof listingTexts> = {
  allProducts: "All products",
  newCollection: "New Collection",
  unknownCategory: "Category not found",
  searchResults: (text: string) => `Results for “${text}”`,
  shoes: "Shoes",
  accessories: "Accessories",
  women: "Women",
  men: "Men",
};

export const productNameTextsEn: Translation<typeof productNameTexts> = { untitled: "Item" };

export const categoryGroupNamesEn: Record<CategoryGroup, string> = {
  shoesWomen: "Women's Shoes",
  shoesMen: "Men's Shoes",
  accessoriesWomen: "Women's Accessories",
  accessoriesMen: "Men's Accessories",
};

export const pageDescriptionsEn: Translation<typeof pageDescriptions> = {
  home: "Sapataria Lisboa: women's and men's shoes and accessories, Portuguese and European brands, stores in Lisbon since 1978. Buy online with delivery in Portugal and abroad.",
  stores:
    "Sapataria Lisboa's stores in Lisbon: addresses, opening hours, phone numbers and how to get there.",
  contacts:
    "Talk to Sapataria Lisboa: phone, email and contact form for questions about orders, sizes, exchanges and stores.",
  customize:
    "Made-to-measure shoes at Sapataria Lisboa: sizes, colours, soles, materials and heel heights chosen by you, in every detail.",
  about:
    "About us: a Lisbon shoe shop since 1978, with Portuguese and European brands, exclusive collections and personal service.",
  terms:
    "Terms and conditions of Sapataria Lisboa's online shop: orders, prices, payment, delivery, returns, exchanges and guarantee.",
  privacy:
    "Sapataria Lisboa's privacy policy: which personal data we collect, what for, for how long and how to exercise your rights.",
  accessibility:
    "Accessibility statement of Sapataria Lisboa's online shop: what it meets (WCAG 2.2 AA), how it was assessed and how to report a barrier.",
  withdrawal:
    "Withdraw from a purchase at Sapataria Lisboa: give the order, confirm and receive the confirmation by email.",
  listing: (heading: string) =>
    `${heading} at Sapataria Lisboa: shoes and accessories from Portuguese and European brands. Buy online with delivery in Portugal and abroad, or visit our stores in Lisbon.`,
  product: (title: string, brand: string | null, category: string | null, price: string) =>
    `${[title, brand, category, price].filter(Boolean).join(" · ")}. Buy online at Sapataria Lisboa or visit our stores in Lisbon.`,
};
