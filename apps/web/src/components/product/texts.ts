/** Texts shown with a product wherever it appears (lists, cart, checkout, account). */
export const productTexts = {
  noBrand: "Sem Marca",
  oldPrice: "Preço anterior",
  price: "Preço",
  discount: (percent: number) => `-${percent}%`,
  lowestPrice: (euros: string) => `Preço mais baixo nos últimos 30 dias: ${euros}`,
};
