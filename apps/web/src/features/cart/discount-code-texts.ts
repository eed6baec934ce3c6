import { centsToEuros, formatEuros } from "@shop/shared";
import { translatable } from "../../lib/i18n/texts-key";

const euros = (cents: number) => formatEuros(centsToEuros(cents));

/** Texts of the discount code, in the cart and the checkout. */
export const discountCodeTexts = translatable(
  "features/cart/discount-code-texts.ts#discountCodeTexts",
  {
    label: "Código de desconto",
    apply: "Aplicar",
    checking: "A verificar o código…",
    remove: "Remover código",
    applied: (code: string) => `Código ${code} aplicado.`,
    freeDelivery: "O envio é grátis com este código.",
    empty: "Escreva o código.",
    totalsLine: (code: string) => `Código ${code}`,
    lineShare: (cents: number) => `Código: −${euros(cents)}`,
    minus: (cents: number) => `−${euros(cents)}`,
  } as const,
);
