import type { Product } from "@shop/shared";
import { useAddToCartAndConfirm } from "../../cart/added-dialog";

/** What the product page calls once a size is chosen and the shop is open. */
export type AddToCart = (product: Product, size: string, available?: number) => void;

/**
 * Puts one unit of a size in the cart and shows 'Artigo adicionado!' (the same modal as the size
 * picker's). The page has already checked that the shop is open, a size is chosen and, once the
 * stock is known, that the size is in the online stock.
 */
export function useAddToCart(): AddToCart {
  return useAddToCartAndConfirm();
}
