import { productTitle } from "@shop/shared";
import type { ShopIdentity } from "../../mail/templates/layout.ts";

/** A product's name in an email or a page: its title (the storefront's rule, never a bare ref). */
export const productName = (product: { title: string | null; ref: string }) =>
  productTitle(product);

/** The links every alert email carries: the product's page, and one click that ends the alert. */
export const alertLinks = (shop: ShopIdentity, productId: number, unsubscribeCode: string) => ({
  productUrl: `${shop.url}/product/${productId}`,
  unsubscribeUrl: `${shop.url}/size-alerts/unsubscribe/${unsubscribeCode}`,
});
