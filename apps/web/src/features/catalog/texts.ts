/** Texts of the catalogue screens (home, products, product, stores, contacts). */
export const catalogTexts = {
  refPrefix: "Ref:",
  noBrand: "Sem Marca",
  groups: {
    shoesWomen: "Sapatos Mulher",
    shoesMen: "Sapatos Homem",
    accessoriesWomen: "Acessórios Mulher",
    accessoriesMen: "Acessórios Homem",
  },
  oldPrice: "Preço anterior",
  price: "Preço",
  discount: (percent: number) => `-${percent}%`,
};
