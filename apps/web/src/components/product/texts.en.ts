import type { Translation } from "@shop/shared";
import type * as pt from "./texts";

export const productTexts: Translation<typeof pt.productTexts> = {
  noBrand: "No Brand",
  oldPrice: "Previous price",
  price: "Price",
  discount: (percent: number) => `-${percent}%`,
  lowestPrice: (euros: string) => `Lowest price in the last 30 days: ${euros}`,
  saleEnds: (when: string) => `Sale: ends on ${when}`,
};
