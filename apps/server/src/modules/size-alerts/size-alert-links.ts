import type { ShopIdentity } from "../../mail/templates/layout.ts";

/** A product's name in an email or a page: its title, or its reference when it has none. */
export const productName = (product: { title: string | null; ref: string }) =>
  product.title ?? `Ref: ${product.ref}`;

/** The links every alert email carries: the product's page, and one click that ends the alert. */
export const alertLinks = (shop: ShopIdentity, productId: number, unsubscribeCode: string) => ({
  productUrl: `${shop.url}/product/${productId}`,
  unsubscribeUrl: `${shop.url}/size-alerts/unsubscribe/${unsubscribeCode}`,
});
