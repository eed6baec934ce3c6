import type { Translation } from "@shop/shared";
import type * as pt from "./texts";

export const suggestionsTexts: Translation<typeof pt.suggestionsTexts> = {
  related: "You may also like",
  recent: "Recently viewed",
};
