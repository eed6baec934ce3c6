import { type GeneratedPurchase, type Language, routerPathIn } from "@shop/shared";
import { cartStore } from "../../lib/cart/cart-store";
import { discountCodeStore } from "../../lib/cart/discount-code";
import { giftCardLinesStore } from "../../lib/cart/gift-card-lines";
import { confirmationBuyer } from "../order/confirmation-buyer";
import { confirmationLink } from "./api";
import { attemptStorage, draftStorage, purchaseStorage } from "./draft-storage";
import { ownerOf } from "./use-mbway-payment";

/** Who bought: a guest's name and email are kept for the confirmation page's account offer. */
export interface CheckoutBuyer {
  name: string;
  email: string;
  guest: boolean;
}

/**
 * The address of the purchase's confirmation page: a new order link, asked with the checkout's
 * key (the buyer's proof). Fails when the link cannot be had (the limit, the network).
 */
export async function confirmationPath(
  idShort: string,
  buyer: CheckoutBuyer,
  language: Language,
): Promise<string> {
  const { path } = await confirmationLink(ownerOf(idShort));
  const token = path.slice(path.lastIndexOf("/") + 1);
  if (buyer.guest) confirmationBuyer.save({ token, name: buyer.name, email: buyer.email });
  return routerPathIn(`/encomenda/confirmada/${token}`, language);
}

/** The checkout's purchase is paid: its draft, its attempt and the cart it bought are done. */
export function endCheckout(): void {
  purchaseStorage.clear();
  attemptStorage.clear();
  draftStorage.clear();
  cartStore.clear();
  discountCodeStore.set(null);
  giftCardLinesStore.clear();
}

/** Ends this tab's checkout when `idShort` is the purchase it generated last, paid elsewhere. */
export function endCheckoutOf(idShort: string): void {
  if (attemptStorage.load().previous?.idShort === idShort) endCheckout();
}

/** This tab's checkout purchase, paid another way (MB WAY became a MULTIBANCO reference). */
export function replaceCheckoutPurchase(purchase: GeneratedPurchase): void {
  const stored = purchaseStorage.load(cartStore.get());
  if (stored?.purchase.idShort === purchase.idShort) purchaseStorage.save({ ...stored, purchase });
}
