/** Texts shown with a product wherever it appears (lists, cart, checkout, account). */
import { translatable } from "../../lib/i18n/texts-key";
export const productTexts = translatable("components/product/texts.ts#productTexts", {
  noBrand: "Sem Marca",
  oldPrice: "Preço anterior",
  price: "Preço",
  discount: (percent: number) => `-${percent}%`,
  lowestPrice: (euros: string) => `Preço mais baixo nos últimos 30 dias: ${euros}`,
  saleEnds: (when: string) => `Saldos: termina a ${when}`,
});
