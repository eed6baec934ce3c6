/**
 * Texts of the header's cart (its button and popup, with the gift cards and stock notices it shows,
 * as the cart page does): on every page, so apart from the cart page's (texts.ts).
 */
import { translatable } from "../../lib/i18n/texts-key";
import { sizeName, sizeTitle, units } from "./cart-words";

export const cartPopupTexts = translatable("features/cart/popup-texts.ts#cartPopupTexts", {
  sizeTitle,
  button: {
    label: (count: number) => (count === 0 ? "Carrinho, vazio" : `Carrinho, ${units(count)}`),
    text: "Carrinho",
  },

  giftCards: {
    label: "Cartões-presente",
    line: (value: string, name: string) => `Cartão-presente de ${value} para ${name}`,
    details: (email: string, day: string) => `Enviado para ${email} a ${day}.`,
    remove: (value: string) => `Remover o cartão-presente de ${value}`,
    removeText: "Remover",
    removed: "Cartão-presente removido do carrinho.",
    note: "Sem IVA nem portes: o código segue por email. Não se pagam com outro cartão-presente nem com códigos de desconto.",
  },

  stock: {
    fewer: (available: number) =>
      available === 1
        ? "Só resta 1 unidade deste tamanho online."
        : `Só restam ${available} unidades deste tamanho online.`,
    soldOut: "Este tamanho esgotou online.",
    lowerTo: (available: number) => `Reduzir para ${available}`,
    lowerToLabel: (size: string, available: number) =>
      `Reduzir o ${sizeName(size)} para ${available}`,
    remove: "Remover",
    removeLabel: (size: string) => `Remover o ${sizeName(size)}`,
    maxReached: (available: number) =>
      available === 1
        ? "Só temos 1 unidade deste tamanho online."
        : `Só temos ${available} unidades deste tamanho online.`,
    lowered: (size: string, available: number) =>
      available === 0
        ? `O ${sizeName(size)} foi removido.`
        : `O ${sizeName(size)} passou para ${available}.`,
  },

  popup: {
    title: "O seu carrinho",
    empty: "O seu carrinho está vazio.",
    loading: "A carregar…",
    error: "Não foi possível carregar o carrinho.",
    retry: "Tentar novamente",
    quantity: "quantidade",
    base: "Preço sem IVA",
    total: "TOTAL (sem portes)",
    viewCart: "Ver carrinho",
    checkout: "Finalizar compra",
  },
} as const);
