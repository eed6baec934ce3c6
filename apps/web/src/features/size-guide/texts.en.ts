import type { Translation } from "@shop/shared";
import type * as pt from "./texts";

export const sizeGuideTexts: Translation<typeof pt.sizeGuideTexts> = {
  open: "Size guide",
  title: "Size guide",
  size: "Size",
  highlighted: "Highlighted, this item's sizes.",
  inProduct: "this item's size",
  chosen: "Chosen",
  howToMeasure: "How to measure at home",
  loading: "Opening the size guide…",
  error: "The size guide could not be opened.",
  retry: "Try again",
};
