import {
  describeSearch,
  findCategory,
  formatDocumentTitle,
  HTML_LANG,
  LANGUAGES,
  type Language,
  languageOfPath,
  listingQuery,
  PAGE_TEXTS,
  type PageTexts,
  type Persistent,
  type ProductPage,
  pagePathIn,
  productBrand,
  productDescription,
  productTitle,
  type routeTitles,
  searchFromParams,
} from "@shop/shared";
import type { PageAlternate, PageMeta } from "../../http/page-meta.ts";
import {
  breadcrumbJsonLd,
  pageUrl,
  productImage,
  productJsonLd,
  type ShopAddresses,
  storeJsonLd,
} from "./structured-data.ts";

type RouteTitle = keyof typeof routeTitles;
/** A page with a title and a fixed description under the same key (not the listing nor a product). */
type FixedPage = RouteTitle & keyof PageTexts["pageDescriptions"];

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

/** A product on sale, with what its page's structured data needs. */
export interface ProductFacts {
  product: ProductPage;
  inStockOnline: boolean;
}

/** What the rules read: the shop's addresses, the persistent data and one product, in a language. */
export interface PageSources {
  addresses: ShopAddresses;
  persistent: (language: Language) => Promise<Persistent>;
  product: (id: number, language: Language) => Promise<ProductFacts | null>;
}

/** The page being described: its language's words, and its Portuguese address (path and query). */
interface Page {
  texts: PageTexts;
  /** `/products?category=3`, `/acessibilidade`: the page's address in Portuguese. */
  address: string;
  sources: PageSources;
}

/**
 * The page in every language, each at its own address, and `x-default` (the Portuguese) for the
 * visitors of any other: the `hreflang` links of every page.
 */
function alternates({ address, sources }: Page): PageAlternate[] {
  const { publicUrl } = sources.addresses;
  return [
    ...LANGUAGES.map((language) => ({
      hreflang: HTML_LANG[language],
      href: pageUrl(publicUrl, address, language),
    })),
    { hreflang: "x-default", href: pageUrl(publicUrl, address, "pt") },
  ];
}

/** A page's head with its title and description; an indexed one has its canonical, in its language. */
function plainPage(
  page: Page,
  title: string | null,
  description: string,
  indexed: boolean,
): PageMeta {
  const { language } = page.texts;
  return {
    language,
    title: formatDocumentTitle(title),
    description,
    canonical: indexed ? pageUrl(page.sources.addresses.publicUrl, page.address, language) : null,
    alternates: alternates(page),
    noindex: !indexed,
    type: "website",
    image: null,
    jsonLd: [],
  };
}

function notFound(language: Language): PageMeta {
  const { routeTitles, pageDescriptions } = PAGE_TEXTS[language];
  return {
    language,
    title: formatDocumentTitle(routeTitles.notFound),
    description: pageDescriptions.home,
    canonical: null,
    alternates: [],
    noindex: true,
    type: "website",
    image: null,
    jsonLd: [],
  };
}

async function productMeta(id: number, page: Page): Promise<PageMeta> {
  const { sources, texts } = page;
  const [facts, persistent] = await Promise.all([
    sources.product(id, texts.language),
    sources.persistent(texts.language),
  ]);
  if (!facts) return notFound(texts.language);
  const { product } = facts;
  const description = productDescription(persistent, product, texts);
  return {
    ...plainPage(page, productTitle(product), description, true),
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
        texts.language,
      ),
      breadcrumbJsonLd(product, persistent.categoryTree, sources.addresses, texts),
    ],
  };
}

async function listingMeta(query: string, page: Page): Promise<PageMeta> {
  const search = searchFromParams(new URLSearchParams(query));
  const { categoryTree } = await page.sources.persistent(page.texts.language);
  const heading = describeSearch(search, categoryTree, page.texts);
  // Not indexed: a category that does not exist ("Categoria não encontrada"), and searches, whose
  // words anyone can put in a link to have the shop's title repeat them in search results.
  const indexed =
    search.search === null &&
    (search.category === null || findCategory(categoryTree, search.category) !== null);
  const ownQuery = listingQuery(search);
  const named = heading.context ? `${heading.title} (${heading.context})` : heading.title;
  return plainPage(
    { ...page, address: `/products${ownQuery ? `?${ownQuery}` : ""}` },
    heading.title,
    page.texts.pageDescriptions.listing(named),
    indexed,
  );
}

/**
 * The head of any storefront address (`/products?category=3`, `/en/products?category=3`): its
 * title, description, canonical or noindex, `hreflang` alternates and structured data, in the
 * address's language. Unknown addresses get the not-found page's, not indexed.
 */
export async function pageMetaOf(url: string, sources: PageSources): Promise<PageMeta> {
  const [rawPath = "", query = ""] = url.split(/\?(.*)/s);
  // Like the storefront's router: a trailing slash and the case of the fixed parts do not matter.
  const asked = (rawPath.length > 1 ? rawPath.replace(/\/+$/, "") : rawPath).toLowerCase();
  const language = languageOfPath(asked);
  const path = pagePathIn(asked, "pt");
  const page: Page = { texts: PAGE_TEXTS[language], address: path, sources };
  if (path === "/products") return listingMeta(query, page);
  const productId = /^\/product\/(\d{1,9})$/.exec(path)?.[1];
  if (productId) return productMeta(Number(productId), page);
  const { routeTitles, pageDescriptions } = page.texts;
  const fixed = INDEXED_PAGES[path];
  if (fixed) {
    const meta = plainPage(page, routeTitles[fixed], pageDescriptions[fixed], true);
    if (path !== "/stores") return meta;
    const { stores } = await sources.persistent(language);
    return {
      ...meta,
      jsonLd: stores.map((store) => storeJsonLd(store, sources.addresses, language)),
    };
  }
  const hidden = PRIVATE_PAGES.find(([pattern]) => pattern.test(path));
  if (hidden) {
    const [, title] = hidden;
    return plainPage(page, title ? routeTitles[title] : null, pageDescriptions.home, false);
  }
  return notFound(language);
}
