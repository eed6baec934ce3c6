import {
  describeSearch,
  findCategory,
  formatDocumentTitle,
  listingQuery,
  type Persistent,
  type ProductPage,
  pageDescriptions,
  productBrand,
  productDescription,
  productTitle,
  routeTitles,
  searchFromParams,
} from "@shop/shared";
import type { PageMeta } from "../../http/page-meta.ts";
import {
  breadcrumbJsonLd,
  productImage,
  productJsonLd,
  productUrl,
  type ShopAddresses,
  storeJsonLd,
} from "./structured-data.ts";

type RouteTitle = keyof typeof routeTitles;
/** A page with a title and a fixed description under the same key (not the listing nor a product). */
type FixedPage = RouteTitle & keyof typeof pageDescriptions;

/**
 * Pages for search engines with a fixed title and description (home is also `/`), each named by
 * its key in `routeTitles` and `pageDescriptions`; the sitemap lists them too.
 */
const INDEXED_PAGES: Record<string, FixedPage> = {
  "/home": "home",
  "/stores": "stores",
  "/contacts": "contacts",
  "/customize": "customize",
  "/about": "about",
  "/terms": "terms",
  "/privacy": "privacy",
  "/acessibilidade": "accessibility",
  "/livre-resolucao": "withdrawal",
};

export const INDEXED_PATHS = Object.keys(INDEXED_PAGES);

/** The storefront's pages that are not for search engines, by path pattern, with their title. */
const PRIVATE_PAGES: Array<[RegExp, RouteTitle | null]> = [
  [/^\/cart$/, "cart"],
  [/^\/checkout$/, "checkout"],
  [/^\/sandbox\/multibanco$/, "sandboxBank"],
  [/^\/sign$/, "sign"],
  [/^\/sign\/recover$/, "recover"],
  [/^\/sign\/recover\/[^/]+$/, "recoverToken"],
  [/^\/account(?:\/settings)?$/, "accountSettings"],
  [/^\/account\/wishlist$/, "accountWishlist"],
  [/^\/account\/delete$/, "accountDelete"],
  [/^\/account\/purchases$/, "accountPurchases"],
  [/^\/email\/confirmation\/emailCode\/[^/]+$/, "emailConfirmation"],
  [/^\/size-alerts\/confirm\/[^/]+$/, "sizeAlertConfirm"],
  [/^\/size-alerts\/unsubscribe\/[^/]+$/, "sizeAlertUnsubscribe"],
  [/^\/encomenda\/[^/]+$/, "orderPage"],
  [/^\/offline$/, "offline"],
  // The maintenance notice is titled with the shop's name alone.
  [/^\/maintenance$/, null],
];

function plainPage(title: string | null, description: string, canonical: string | null): PageMeta {
  return {
    title: formatDocumentTitle(title),
    description,
    canonical,
    noindex: canonical === null,
    type: "website",
    image: null,
    jsonLd: [],
  };
}

/** A product on sale, with what its page's structured data needs. */
export interface ProductFacts {
  product: ProductPage;
  inStockOnline: boolean;
}

/** What the rules read: the shop's addresses, the persistent data and one product. */
export interface PageSources {
  addresses: ShopAddresses;
  persistent: () => Promise<Persistent>;
  product: (id: number) => Promise<ProductFacts | null>;
}

function notFound(): PageMeta {
  return plainPage(routeTitles.notFound, pageDescriptions.home, null);
}

async function productMeta(id: number, sources: PageSources): Promise<PageMeta> {
  const [facts, persistent] = await Promise.all([sources.product(id), sources.persistent()]);
  if (!facts) return notFound();
  const { product } = facts;
  const description = productDescription(persistent, product);
  return {
    title: formatDocumentTitle(productTitle(product)),
    description,
    canonical: productUrl(sources.addresses.publicUrl, id),
    noindex: false,
    type: "product",
    image: productImage(product, sources.addresses.mediaBase),
    jsonLd: [
      productJsonLd(
        product,
        {
          brand: productBrand(persistent, product),
          inStockOnline: facts.inStockOnline,
          description,
        },
        sources.addresses,
      ),
      breadcrumbJsonLd(product, persistent.categoryTree, sources.addresses),
    ],
  };
}

async function listingMeta(query: string, sources: PageSources): Promise<PageMeta> {
  const search = searchFromParams(new URLSearchParams(query));
  const { categoryTree } = await sources.persistent();
  const heading = describeSearch(search, categoryTree);
  // Not indexed: a category that does not exist ("Categoria não encontrada"), and searches, whose
  // words anyone can put in a link to have the shop's title repeat them in search results.
  const indexed =
    search.search === null &&
    (search.category === null || findCategory(categoryTree, search.category) !== null);
  const ownQuery = listingQuery(search);
  const canonical = `${sources.addresses.publicUrl}/products${ownQuery ? `?${ownQuery}` : ""}`;
  const named = heading.context ? `${heading.title} (${heading.context})` : heading.title;
  return plainPage(heading.title, pageDescriptions.listing(named), indexed ? canonical : null);
}

/**
 * The head of any storefront address (`/products?category=3`): its title, description, canonical
 * or noindex, and structured data. Unknown addresses get the not-found page's, not indexed.
 */
export async function pageMetaOf(url: string, sources: PageSources): Promise<PageMeta> {
  const [rawPath = "", query = ""] = url.split(/\?(.*)/s);
  // Like the storefront's router: a trailing slash and the case of the fixed parts do not matter.
  const path = (rawPath.length > 1 ? rawPath.replace(/\/+$/, "") : rawPath).toLowerCase();
  if (path === "/" || path === "") return pageMetaOf("/home", sources);
  if (path === "/products") return listingMeta(query, sources);
  const productId = /^\/product\/(\d{1,9})$/.exec(path)?.[1];
  if (productId) return productMeta(Number(productId), sources);
  const page = INDEXED_PAGES[path];
  if (page) {
    const meta = plainPage(
      routeTitles[page],
      pageDescriptions[page],
      `${sources.addresses.publicUrl}${path}`,
    );
    if (path !== "/stores") return meta;
    const { stores } = await sources.persistent();
    return { ...meta, jsonLd: stores.map((store) => storeJsonLd(store, sources.addresses)) };
  }
  const hidden = PRIVATE_PAGES.find(([pattern]) => pattern.test(path));
  if (hidden) {
    const [, title] = hidden;
    return plainPage(title ? routeTitles[title] : null, pageDescriptions.home, null);
  }
  return notFound();
}
