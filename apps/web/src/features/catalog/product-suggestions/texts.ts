/** The rows under a product: products like it, and the ones this visitor opened before. */
export const suggestionsTexts = {
  related: "Também pode gostar",
  recent: "Vistos recentemente",
} as const;
