import {
  type CategoryTree,
  categoryListPath,
  currentPrice,
  findCategory,
  groupPath,
  internationalPhone,
  type Language,
  mainPicture,
  type PageTexts,
  type Product,
  pagePathIn,
  pictureSources,
  productTitle,
  type Store,
  type StoreHours,
  WEEKDAYS,
  type Weekday,
} from "@shop/shared";
import type { JsonLd } from "../../http/page-meta.ts";

/** Where the shop is: the absolute addresses its pages and pictures are found at. */
export interface ShopAddresses {
  /** PUBLIC_URL without its trailing slash. */
  publicUrl: string;
  /** MEDIA_BASE_URL made absolute. */
  mediaBase: string;
}

const CONTEXT = "https://schema.org";

/** MEDIA_BASE_URL as an absolute address (a path is served by the shop itself). */
export function absoluteMediaBase(publicUrl: string, mediaBaseUrl: string): string {
  return /^https?:\/\//.test(mediaBaseUrl) ? mediaBaseUrl : `${publicUrl}${mediaBaseUrl}`;
}

/** The product's main picture as one plain file (an upload's JPEG), absolute; null without any. */
export function productImage(product: Product, mediaBase: string): string | null {
  const picture = mainPicture(product.pictures);
  return picture ? pictureSources(picture, mediaBase).src : null;
}

/** A page's absolute address in a language, from its Portuguese path (`/stores` → …/en/stores). */
export function pageUrl(publicUrl: string, path: string, language: Language): string {
  return `${publicUrl}${pagePathIn(path, language)}`;
}

export function productUrl(publicUrl: string, id: number, language: Language = "pt"): string {
  return pageUrl(publicUrl, `/product/${id}`, language);
}

/**
 * A product on sale: its offer at the price paid (discount applied), InStock while any size has
 * units online (the stores' stock is sold in the stores, not here). An announced reduction's
 * reference (the lowest price of the 30 days before it) is its strikethrough price.
 */
export function productJsonLd(
  product: Product & { description: string },
  details: { brand: string | null; inStockOnline: boolean; description: string },
  { publicUrl, mediaBase }: ShopAddresses,
  language: Language = "pt",
): JsonLd {
  const url = productUrl(publicUrl, product.id, language);
  const image = productImage(product, mediaBase);
  return {
    "@context": CONTEXT,
    "@type": "Product",
    name: productTitle(product),
    description: product.description.trim() || details.description,
    sku: product.ref,
    ...(image ? { image: [image] } : {}),
    ...(details.brand ? { brand: { "@type": "Brand", name: details.brand } } : {}),
    url,
    offers: {
      "@type": "Offer",
      url,
      price: currentPrice(product).toFixed(2),
      priceCurrency: "EUR",
      ...(product.referencePrice !== null
        ? {
            priceSpecification: {
              "@type": "UnitPriceSpecification",
              priceType: `${CONTEXT}/StrikethroughPrice`,
              price: product.referencePrice.toFixed(2),
              priceCurrency: "EUR",
            },
          }
        : {}),
      availability: `${CONTEXT}/${details.inStockOnline ? "InStock" : "OutOfStock"}`,
      itemCondition: `${CONTEXT}/NewCondition`,
    },
  };
}

/**
 * Início → the group's list → the category's list → the product (the page's own breadcrumb), in
 * the page's language.
 */
export function breadcrumbJsonLd(
  product: Product,
  tree: CategoryTree,
  { publicUrl }: Pick<ShopAddresses, "publicUrl">,
  { language, routeTitles, groups }: Pick<PageTexts, "language" | "routeTitles" | "groups">,
): JsonLd {
  const place = findCategory(tree, product.categoryId);
  const url = (path: string) => pageUrl(publicUrl, path, language);
  const steps = [
    { name: routeTitles.home, url: url("/home") },
    ...(place
      ? [
          { name: groups[place.group], url: url(groupPath(place.group)) },
          { name: place.category.name, url: url(categoryListPath(place.category)) },
        ]
      : []),
    { name: productTitle(product), url: productUrl(publicUrl, product.id, language) },
  ];
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: steps.map((step, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: step.name,
      item: step.url,
    })),
  };
}

const DAY_NAMES: Record<Weekday, string> = {
  mon: "Monday",
  tue: "Tuesday",
  wed: "Wednesday",
  thu: "Thursday",
  fri: "Friday",
  sat: "Saturday",
  sun: "Sunday",
};

/** The week's hours, one entry per time range shared by the same days (closed days left out). */
export function openingHoursSpecification(hours: StoreHours): JsonLd[] {
  const daysByRange = new Map<string, { opens: string; closes: string; days: string[] }>();
  for (const day of WEEKDAYS) {
    for (const { opens, closes } of hours[day]) {
      const key = `${opens}-${closes}`;
      const entry = daysByRange.get(key) ?? { opens, closes, days: [] };
      entry.days.push(`${CONTEXT}/${DAY_NAMES[day]}`);
      daysByRange.set(key, entry);
    }
  }
  return [...daysByRange.values()].map(({ opens, closes, days }) => ({
    "@type": "OpeningHoursSpecification",
    dayOfWeek: days,
    opens,
    closes,
  }));
}

const POSTAL_ADDRESS = /^(.*?),?\s*(\d{4}-\d{3})\s+(.+)$/;

/** "Rua Augusta, 142, 1100-053 Lisboa" as a PostalAddress; the whole text as the street otherwise. */
export function postalAddress(address: string): JsonLd {
  const match = POSTAL_ADDRESS.exec(address.trim());
  const parts = match
    ? { streetAddress: match[1], postalCode: match[2], addressLocality: match[3] }
    : { streetAddress: address.trim(), addressLocality: "Lisboa" };
  return { "@type": "PostalAddress", ...parts, addressCountry: "PT" };
}

/**
 * One physical store, as a shoe store with its address, hours, phone and map; one `@id` in both
 * languages (the same store), its `url` the page's.
 */
export function storeJsonLd(
  store: Store,
  { publicUrl, mediaBase }: ShopAddresses,
  language: Language = "pt",
): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "ShoeStore",
    "@id": `${publicUrl}/stores#store-${store.id}`,
    name: store.name,
    address: postalAddress(store.address),
    ...(store.phone ? { telephone: internationalPhone(store.phone) } : {}),
    url: pageUrl(publicUrl, "/stores", language),
    ...(store.thumbnail ? { image: pictureSources(store.thumbnail, mediaBase).src } : {}),
    ...(store.mapLink ? { hasMap: store.mapLink } : {}),
    ...(store.hours ? { openingHoursSpecification: openingHoursSpecification(store.hours) } : {}),
  };
}
