import type { Translation } from "@shop/shared";
import type * as pt from "./texts";

const slideLabel = (index: number, count: number) => `${index} of ${count}`;

export const homeTexts: Translation<typeof pt.homeTexts> = {
  pageTitle: "Sapataria Lisboa: women's and men's shoes and accessories",
  banners: {
    label: "Shop news",
    row: "Slides (the arrow keys move through them)",
    roleDescription: "carousel",
    slideRoleDescription: "slide",
    slideLabel,
    previous: "Previous slide",
    next: "Next slide",
    goTo: (index: number) => `Show slide ${index}`,
    pause: "Pause the automatic rotation",
    play: "Resume the automatic rotation",
    choose: "Choose a slide",
    open: "See the highlight",
    announce: (index: number, count: number, title: string) =>
      `Slide ${index} of ${count}${title ? `: ${title}` : ""}`,
  },
  categories: {
    heading: "Shop by category",
    cta: "See the collection",
  },
  featured: {
    heading: "Picked for you",
    tabsLabel: "Featured products",
    tabs: { featured: "Featured", mostViewed: "Most viewed", mostRecent: "New in" },
    previous: "Previous products",
    next: "Next products",
    slideLabel,
    slideRoleDescription: "product",
    roleDescription: "carousel",
    loading: "Loading products…",
    empty: "No products to show at the moment.",
    error: "The featured products could not be loaded.",
    retry: "Try again",
    seeAll: "See all products",
  },
  bottomBannerAlt: "Sapataria Lisboa: shoes and accessories since 1978",
  services: {
    heading: "At your service",
    stores: {
      title: "Our stores",
      text: "Visit us in Lisbon: the stores' addresses, phone numbers and maps.",
      cta: "See stores",
    },
    customize: {
      title: "Made to measure",
      text: "Half sizes, other colours, soles and heel heights: we make them for you.",
      cta: "Find out more",
    },
    contacts: {
      title: "Contacts",
      text: "A question about a size or an order? Write to us.",
      cta: "Talk to us",
    },
  },
};
