import { categoryGroupNames } from "@shop/shared";
import { translatable } from "../../lib/i18n/texts-key";

/** Texts of the catalogue screens (home, products, product, stores, contacts). */
export const catalogTexts = translatable("features/catalog/texts.ts#catalogTexts", {
  groups: categoryGroupNames,
  card: {
    isNew: "Novidade",
    soldOut: "Esgotado",
  },
});
