/** Texts of the catalogue screens (home, products, product, stores, contacts). */
export const catalogTexts = {
  groups: {
    shoesWomen: "Sapatos Mulher",
    shoesMen: "Sapatos Homem",
    accessoriesWomen: "Acessórios Mulher",
    accessoriesMen: "Acessórios Homem",
  },
};
