import type { Translation } from "@shop/shared";
import type * as pt from "./texts";

export const uiTexts: Translation<typeof pt.uiTexts> = {
  close: "Close",
  loading: "Loading...",
  errorTitle: "Oops",
};
