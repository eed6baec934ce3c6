import { categoryGroupNamesEn, type Translation } from "@shop/shared";
import type * as pt from "./texts";

export const catalogTexts: Translation<typeof pt.catalogTexts> = {
  groups: categoryGroupNamesEn,
  card: {
    isNew: "New",
    soldOut: "Sold out",
  },
};
