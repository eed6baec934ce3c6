import { type Language, pagePathIn, productTitle } from "@shop/shared";
import type { ShopIdentity } from "../../mail/templates/layout.ts";

/** A product's name in an email or a page: its title (the storefront's rule, never a bare ref). */
export const productName = (product: { title: string | null; ref: string }) =>
  productTitle(product);

/** A storefront page's absolute address in the alert's language. */
export const alertPageUrl = (shop: ShopIdentity, path: string, language: Language) =>
  `${shop.url}${pagePathIn(path, language)}`;

/**
 * The links every alert email carries, to pages of the alert's language: the product's page, and
 * one click that ends the alert.
 */
export const alertLinks = (
  shop: ShopIdentity,
  productId: number,
  unsubscribeCode: string,
  language: Language,
) => ({
  productUrl: alertPageUrl(shop, `/product/${productId}`, language),
  unsubscribeUrl: alertPageUrl(shop, `/size-alerts/unsubscribe/${unsubscribeCode}`, language),
});
