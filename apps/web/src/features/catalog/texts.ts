import { categoryGroupNames } from "@shop/shared";

/** Texts of the catalogue screens (home, products, product, stores, contacts). */
export const catalogTexts = {
  groups: categoryGroupNames,
  card: {
    isNew: "Novidade",
    soldOut: "Esgotado",
  },
};
