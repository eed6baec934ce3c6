/** Why the shop refuses a size guide, or a category's choice of one. */
export const sizeGuideTexts = {
  notFound: "Este guia de tamanhos não existe.",
  unknownForCategory: "O guia de tamanhos escolhido já não existe. Escolha outro.",
} as const;
