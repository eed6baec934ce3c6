/** The rows under a product: products like it, and the ones this visitor opened before. */
import { translatable } from "../../../lib/i18n/texts-key";
export const suggestionsTexts = translatable(
  "features/catalog/product-suggestions/texts.ts#suggestionsTexts",
  {
    related: "Também pode gostar",
    recent: "Vistos recentemente",
  } as const,
);
