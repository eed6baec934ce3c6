import {
  announcedReduction,
  centsToEuros,
  ErrorCode,
  type Language,
  type ListingFacets,
  mainPicture,
  NO_PRODUCT_DETAILS,
  type OnlineStock,
  type Product,
  type ProductColour,
  type ProductPage,
  RELATED_PRODUCTS_LIMIT,
  type SearchBody,
  type SearchSuggestions,
} from "@shop/shared";
import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";
import { AppError } from "../../http/app-error.ts";
import { boundedCache } from "../../http/page-cache.ts";
import { readyBytesSize, readyJson } from "../../http/ready-bytes.ts";
import { type CachedJson, cached, cachedJson } from "../content/cached-json.ts";
import {
  type CatalogRepository,
  catalogRepository,
  type ProductRow,
  type StoredPriceChange,
} from "./catalog.repository.ts";
import {
  type CatalogueListing,
  catalogueListing,
  isPlainSearch,
  type ListingActivity,
  listingChoices,
} from "./listing.ts";
import { relatedProducts } from "./related-products.ts";
import { type SearchFilters, type SearchIndex, searchIndex } from "./search-index.ts";
import { SEARCH_LANGUAGES } from "./search-language.ts";
import { viewCounter } from "./view-counter.ts";

const FEATURED_LIMIT = 12;
const FEATURED_MAX_AGE_MS = 60_000;
/**
 * Bytes of product pages kept ready (about 0.5 kB each; compressed copies too above 1 kB): every
 * page of a catalogue of 10,000 fits, so a page is made once, not again each time another pushes
 * it out.
 */
const PRODUCT_PAGES_MAX_BYTES = 24 * 1024 * 1024;
// "Most viewed" moves with every visit: its order is read again once a minute, as the featured lists.
const VIEW_ORDER_MAX_AGE_MS = 60_000;
const FACETS_CACHE_LIMIT = 1000;
/**
 * Bytes of search answers kept ready (a page of 18 products is about 6 kB, and as much again
 * compressed): the searches people repeat, and the pages they go back and forth between.
 */
const SEARCH_ANSWERS_MAX_BYTES = 8 * 1024 * 1024;
/** Bytes of suggestions kept ready (about 3 kB each, and as much again compressed). */
const SUGGESTION_ANSWERS_MAX_BYTES = 4 * 1024 * 1024;
/** Bytes of «Também pode gostar» answers kept ready (8 products, about 3 kB, and compressed). */
const RELATED_ANSWERS_MAX_BYTES = 8 * 1024 * 1024;
/** Searches remembered as asked once (forgotten all at once beyond this many). */
const SEARCHED_ONCE_LIMIT = 10_000;
/** After a catalogue change, the search index is rebuilt once no other change came for this long. */
const SEARCH_REBUILD_DELAY_MS = 200;
export const NOT_FOUND_MESSAGE = "O produto que procura não existe ou já não está disponível.";

/** The reduction a product announces, from its stored history: its reference in euros. */
function reductionOf(history: StoredPriceChange[] | null) {
  const reduction =
    history && announcedReduction(history.map((c) => ({ ...c, at: new Date(c.at) })));
  return reduction
    ? { referencePrice: centsToEuros(reduction.referenceCents), reduction: reduction.percent }
    : { referencePrice: null, reduction: 0 };
}

/** The sale a product is in now (its price there in euros, and its end), or nulls. */
function saleOf(row: { sale_cents: number | null; sale_ends_at: Date | null }) {
  return {
    salePrice: row.sale_cents === null ? null : centsToEuros(row.sale_cents),
    saleEndsAt: row.sale_ends_at?.toISOString() ?? null,
  };
}

/** A product row as the API sends it: money in euros. */
export function toProduct(row: ProductRow): Product {
  return {
    id: row.id,
    ref: row.ref,
    title: row.title,
    price: centsToEuros(row.price_cents),
    discount: row.discount,
    ...saleOf(row),
    ...reductionOf(row.price_history),
    pictures: row.pictures,
    thumbnailIndex: row.thumbnail_index,
    tags: row.tags,
    sizes: row.sizes,
    brandId: row.brand_id,
    categoryId: row.category_id,
    colorId: row.color_id,
    colorManual: row.color_manual,
    dataPublished: row.published_at,
    newCollection: row.new_collection,
  };
}

// The products on sale by id, made once per cached list: pages and searches answer from memory.
const indexes = new WeakMap<Product[], Map<number, Product>>();
function productsById(products: Product[]): Map<number, Product> {
  let index = indexes.get(products);
  if (!index) {
    index = new Map(products.map((product) => [product.id, product]));
    indexes.set(products, index);
  }
  return index;
}

// The listing over each search index, made on first use.
const listings = new WeakMap<SearchIndex, CatalogueListing>();
function listingOf(index: SearchIndex): CatalogueListing {
  let listing = listings.get(index);
  if (!listing) {
    listing = catalogueListing(index);
    listings.set(index, listing);
  }
  return listing;
}

/**
 * The facet counts answered for the current index and online sizes: most visitors of a category ask
 * for the same ones. Emptied when either changes, or when full.
 */
function countsCache() {
  let madeFor: [SearchIndex, ReadonlyMap<number, readonly string[]>] | null = null;
  let counts = new Map<string, ListingFacets>();
  return {
    of(index: SearchIndex, onlineSizes: ReadonlyMap<number, readonly string[]>) {
      if (madeFor?.[0] !== index || madeFor[1] !== onlineSizes) {
        madeFor = [index, onlineSizes];
        counts = new Map();
      }
      return counts;
    },
  };
}

const searchFilters = (body: SearchBody): SearchFilters => ({
  category: body.category,
  newCollection: body.newCollection === 1,
  isWomen: body.isWomen === 1,
  isMen: body.isMen === 1,
  forShoe: body.forShoe === 1,
  forAccessories: body.forAccessories === 1,
});

const productNotFound = () => new AppError(ErrorCode.NOT_FOUND, NOT_FOUND_MESSAGE);

/**
 * Products, featured lists, stock and search. The products on sale, their pages (as ready bytes)
 * and the search index are kept in memory until the database says the catalogue changed. The
 * repository reads the catalogue's words in one language; the search reads them by its rules.
 */
export function catalogService(
  repository: CatalogRepository,
  log: Pick<FastifyBaseLogger, "error">,
  language: Language = "pt",
) {
  const allProducts = cachedJson(async () => (await repository.allProducts()).map(toProduct));
  // Most viewed moves with every visit, so the lists are also rebuilt once a minute.
  const featured = cachedJson(async () => {
    const [highlighted, viewed, recent] = await Promise.all([
      repository.featured(FEATURED_LIMIT),
      repository.mostViewed(FEATURED_LIMIT),
      repository.mostRecent(FEATURED_LIMIT),
    ]);
    return {
      featured: highlighted.map(toProduct),
      mostViewed: viewed.map(toProduct),
      mostRecent: recent.map(toProduct),
    };
  }, FEATURED_MAX_AGE_MS);
  const productsOnSale = async () => productsById((await allProducts.get()).value);
  // Every description in one query, at the first product page after a catalogue change: the
  // first view of any other product then reads no database.
  const descriptions = cached(() => repository.descriptions());
  // Each category's size guide: the page names its guide, fetched apart when opened.
  const sizeGuides = cached(() => repository.categorySizeGuides());
  // The models' colours on sale: each product of a model to its model's colours (in their order).
  const modelColours = cached(async () => {
    const byModel = new Map<number, { id: number; colourName: string | null }[]>();
    for (const row of await repository.modelColours()) {
      const colour = { id: row.id, colourName: row.colour_name };
      const model = byModel.get(row.model_id as number);
      if (model) model.push(colour);
      else byModel.set(row.model_id as number, [colour]);
    }
    const byProduct = new Map<number, { id: number; colourName: string | null }[]>();
    for (const colours of byModel.values()) {
      for (const colour of colours) byProduct.set(colour.id, colours);
    }
    return byProduct;
  });
  const productPages = boundedCache<number, CachedJson<ProductPage>>({
    maxBytes: PRODUCT_PAGES_MAX_BYTES,
    bytesOf: readyBytesSize,
  });
  // Only plain searches (text and the menu's filters): they depend on the catalogue and on which
  // products have units online, dropped with either, where the listing's choices also read the
  // views, which move.
  const searchAnswers = boundedCache<string, CachedJson<Product[]>>({
    maxBytes: SEARCH_ANSWERS_MAX_BYTES,
    bytesOf: readyBytesSize,
  });
  const suggestionAnswers = boundedCache<string, CachedJson<SearchSuggestions>>({
    maxBytes: SUGGESTION_ANSWERS_MAX_BYTES,
    bytesOf: readyBytesSize,
  });
  // Related products follow the catalogue and which sizes have units online: dropped with either.
  const relatedAnswers = boundedCache<number, CachedJson<Product[]>>({
    maxBytes: RELATED_ANSWERS_MAX_BYTES,
    bytesOf: readyBytesSize,
  });
  // A search is kept from its second ask: one asked once is answered as it was, without the cost
  // of compressing it in both encodings for a second ask that may never come.
  const searchedOnce = new Set<string>();
  const invalidated = new Set<() => void>();

  /** A product on sale's page as ready bytes, made from memory; not found (and not kept) else. */
  const productPage = (id: number) =>
    productPages.get(id, async () => {
      const [products, texts, models] = await Promise.all([
        productsOnSale(),
        descriptions.get(),
        modelColours.get(),
      ]);
      const product = products.get(id);
      if (!product) throw productNotFound();
      const guides = await sizeGuides.get();
      // Only colours on sale, and only when there is another one to choose.
      const colours: ProductColour[] = (models.get(id) ?? []).flatMap(
        ({ id: each, colourName }) => {
          const colour = products.get(each);
          return colour
            ? [{ id: each, title: colour.title, colourName, picture: mainPicture(colour.pictures) }]
            : [];
        },
      );
      return readyJson({
        ...product,
        description: texts.get(id)?.description ?? "",
        colours: colours.length > 1 ? colours : [],
        sizeGuideId: guides.get(product.categoryId ?? 0) ?? null,
        details: texts.get(id)?.details ?? NO_PRODUCT_DETAILS,
      });
    });

  // The English index is built once an English search asks for it (a server may see none).
  let searched = language === "pt";
  const search = cached(async () => {
    searched = true;
    return searchIndex(await repository.searchCatalogue(), SEARCH_LANGUAGES[language]);
  });
  // Rebuilt right after a change (the last of a burst), not at the next shopper's search.
  let rebuild: NodeJS.Timeout | undefined;
  const rebuildSearchSoon = () => {
    clearTimeout(rebuild);
    if (!searched) return;
    rebuild = setTimeout(() => {
      search.get().catch((error) => log.error({ err: error }, "search index not rebuilt yet"));
    }, SEARCH_REBUILD_DELAY_MS);
    rebuild.unref();
  };
  // Dropped when a size comes into or goes out of online stock (NOTIFY online_stock_changed).
  const onlineSizes = cached(async () => {
    const sizes = new Map<number, string[]>();
    for (const row of await repository.onlineSizes()) {
      const list = sizes.get(row.product_id);
      if (list) list.push(row.size);
      else sizes.set(row.product_id, [row.size]);
    }
    return sizes;
  });
  const viewRank = cached(
    async () => new Map((await repository.viewOrder()).map((id, rank) => [id, rank])),
    VIEW_ORDER_MAX_AGE_MS,
  );
  const facetCounts = countsCache();
  const activity = async (): Promise<ListingActivity> => {
    const [sizes, ranks] = await Promise.all([onlineSizes.get(), viewRank.get()]);
    return { onlineSizes: sizes, viewRank: ranks };
  };
  /** One page of the products a search finds, on sale, best first. */
  async function findProducts(body: SearchBody): Promise<Product[]> {
    const [index, products, live] = await Promise.all([search.get(), productsOnSale(), activity()]);
    const choices = listingChoices(body);
    const page = { limit: body.results, offset: body.offset };
    const ids = isPlainSearch(choices, body.sort)
      ? index.search(body.search, searchFilters(body), page, live)
      : listingOf(index).search(body.search, searchFilters(body), choices, body.sort, page, live);
    return ids.flatMap((id) => {
      const product = products.get(id);
      return product ? [product] : [];
    });
  }
  async function suggest(text: string): Promise<SearchSuggestions> {
    const [index, products, live] = await Promise.all([search.get(), productsOnSale(), activity()]);
    const { ids, categories, brands } = index.suggest(text, live);
    return { products: ids.flatMap((id) => products.get(id) ?? []), categories, brands };
  }
  const views = viewCounter(repository.addViews, (error) =>
    log.error({ err: error }, "product views not written; kept for the next try"),
  );

  return {
    allProducts: () => allProducts.get(),
    /** The products on sale as kept now, without waiting (undefined while none is kept). */
    allProductsReady: () => allProducts.ready(),
    /** The products on sale among `ids` (with those no longer on sale, for purchase history). */
    productsByIds: async (ids: number[], options: { includeInactive?: boolean } = {}) =>
      (await repository.productsByIds(ids, options)).map(toProduct),
    featured: () => featured.get(),
    featuredReady: () => featured.ready(),

    /** The product page, counting the view. */
    async productPage(id: number) {
      const page = await productPage(id);
      views.count(id);
      return page;
    },
    /** The product page as kept now, without waiting, counting the view; undefined when not kept. */
    productPageReady(id: number) {
      const page = productPages.ready(id);
      if (page) views.count(id);
      return page;
    },
    /** The product page without counting a view (the page's head); null when not on sale. */
    async productDetails(id: number): Promise<ProductPage | null> {
      if (!(await productsOnSale()).has(id)) return null;
      return (await productPage(id)).value;
    },
    /** Counts a view of a product page served without asking for the product (a cached page). */
    countView: (id: number) => views.count(id),
    /** Writes the views counted so far (they are written every few seconds anyway). */
    flushViews: () => views.flush(),

    async price(id: number) {
      const row = await repository.price(id);
      if (!row) throw productNotFound();
      return {
        price: {
          price: centsToEuros(row.price_cents),
          discount: row.discount,
          ...saleOf(row),
          ...reductionOf(row.price_history),
        },
      };
    },

    /** Units per size at each location: 'online' and every store id, every size listed. */
    async stock(id: number) {
      const product = (await productsOnSale()).get(id);
      if (!product) throw productNotFound();
      const [rows, storeIds] = await Promise.all([repository.stock(id), repository.storeIds()]);
      const locations = ["online", ...storeIds.map(String)];
      const stock: Record<string, Record<string, number>> = {};
      for (const location of locations) {
        stock[location] = Object.fromEntries(product.sizes.map((size) => [size, 0]));
      }
      for (const row of rows) {
        const location = stock[row.store_id === null ? "online" : String(row.store_id)];
        if (location && row.size in location) location[row.size] = row.quantity;
      }
      return stock;
    },

    /** Ids of the products on sale with no unit online in any size: their cards say 'Esgotado'. */
    async soldOut(): Promise<number[]> {
      const [products, sizes] = await Promise.all([productsOnSale(), onlineSizes.get()]);
      return [...products.keys()].filter((id) => !sizes.has(id));
    },

    /**
     * The online units of each size of the products on sale among `ids` (every size they list, 0
     * where there is none): what the cart needs to stop at the stock before the checkout.
     */
    async onlineStock(ids: number[]): Promise<OnlineStock> {
      const products = await productsOnSale();
      const onSale = ids.filter((id) => products.has(id));
      const stock: OnlineStock = {};
      for (const id of onSale) {
        stock[id] = Object.fromEntries((products.get(id)?.sizes ?? []).map((size) => [size, 0]));
      }
      for (const row of await repository.onlineStock(onSale)) {
        const sizes = stock[row.product_id];
        if (sizes && row.size in sizes) sizes[row.size] = row.quantity;
      }
      return stock;
    },

    /** The products on sale among `ids`, in that order, from memory (products seen recently). */
    async onSaleByIds(ids: number[]): Promise<Product[]> {
      const products = await productsOnSale();
      return ids.flatMap((id) => products.get(id) ?? []);
    },

    /** «Também pode gostar» of a product on sale (see relatedProducts), as ready bytes. */
    related: (id: number) =>
      relatedAnswers.get(id, async () => {
        const [products, sizes, models] = await Promise.all([
          productsOnSale(),
          onlineSizes.get(),
          modelColours.get(),
        ]);
        const product = products.get(id);
        if (!product) throw productNotFound();
        const sameModel = (models.get(id) ?? []).map((colour) => colour.id);
        const context = { products, onlineSizes: sizes, sameModel };
        return readyJson(relatedProducts(product, context, RELATED_PRODUCTS_LIMIT));
      }),

    /** One page of the products a search finds. */
    search: findProducts,
    /**
     * A plain search's page as ready bytes, made at its second ask and kept until the catalogue
     * changes; null for its first ask and for a search with the listing's choices (made per
     * request by `search`).
     */
    plainSearch(body: SearchBody): Promise<CachedJson<Product[]>> | null {
      if (!isPlainSearch(listingChoices(body), body.sort)) return null;
      const key = JSON.stringify(body);
      if (!searchedOnce.has(key)) {
        if (searchedOnce.size >= SEARCHED_ONCE_LIMIT) searchedOnce.clear();
        searchedOnce.add(key);
        return null;
      }
      return searchAnswers.get(key, async () => readyJson(await findProducts(body)));
    },

    /** What each choice of the listing would list, the other choices kept (ListingFacets). */
    async facets(body: SearchBody): Promise<ListingFacets> {
      const [index, live] = await Promise.all([search.get(), activity()]);
      const { results: _results, offset: _offset, sort: _sort, ...asked } = body;
      const key = JSON.stringify(asked);
      const counts = facetCounts.of(index, live.onlineSizes);
      let facets = counts.get(key);
      if (!facets) {
        facets = listingOf(index).facets(
          body.search,
          searchFilters(body),
          listingChoices(body),
          live,
        );
        if (counts.size >= FACETS_CACHE_LIMIT) counts.clear();
        counts.set(key, facets);
      }
      return facets;
    },

    /**
     * Ids of every product `text` finds, on sale or not, best match first (the storefront's own
     * search, for the back office); null when the text has no word to look for.
     */
    searchIds: async (text: string) => (await search.get()).matchingIds(text),

    /** Drops every cached product page and list (the database said the catalogue changed). */
    invalidate() {
      allProducts.invalidate();
      featured.invalidate();
      descriptions.invalidate();
      sizeGuides.invalidate();
      modelColours.invalidate();
      productPages.clear();
      searchAnswers.clear();
      suggestionAnswers.clear();
      relatedAnswers.clear();
      search.invalidate();
      rebuildSearchSoon();
      for (const listener of invalidated) listener();
    },

    /**
     * Runs `listener` whenever the cached catalogue is dropped (rendered pages follow it); returns
     * a function that stops it.
     */
    onInvalidate(listener: () => void): () => void {
      invalidated.add(listener);
      return () => invalidated.delete(listener);
    },

    /**
     * What to suggest while `text` is typed (SearchSuggestions), as ready bytes: shoppers type the
     * same first letters, each answer is made once until the catalogue or the stock online changes.
     */
    suggestions: (text: string) =>
      suggestionAnswers.get(text.trim().toLowerCase(), async () => readyJson(await suggest(text))),

    /** Whether any size of a product has units online (from memory, like the size filter). */
    hasOnlineStock: async (id: number) => (await onlineSizes.get()).has(id),

    /**
     * Drops the sizes in online stock (the database said one came into or out of stock), and the
     * search answers kept, which list the products with units online first.
     */
    onlineStockChanged() {
      onlineSizes.invalidate();
      searchAnswers.clear();
      suggestionAnswers.clear();
      relatedAnswers.clear();
    },

    stop() {
      clearTimeout(rebuild);
      return views.stop();
    },
  };
}

export type CatalogService = ReturnType<typeof catalogService>;

/**
 * The catalogue in each language of the storefront (issue 40): each keeps its own products,
 * pages, answers and search index in memory, dropped together when the catalogue changes.
 * The Portuguese one is the shop's own (purchases, the back office's search, the views).
 */
export function catalogues(db: Kysely<DB>, log: Pick<FastifyBaseLogger, "error">) {
  const pt = catalogService(catalogRepository(db, "pt"), log, "pt");
  const en = catalogService(catalogRepository(db, "en"), log, "en");
  const each = [pt, en];
  return {
    pt,
    en,
    /** The catalogue a page or a call in `language` reads. */
    in: (language: Language): CatalogService => (language === "en" ? en : pt),
    invalidate() {
      for (const catalogue of each) catalogue.invalidate();
    },
    onlineStockChanged() {
      for (const catalogue of each) catalogue.onlineStockChanged();
    },
    async stop() {
      await Promise.all(each.map((catalogue) => catalogue.stop()));
    },
  };
}

export type Catalogues = ReturnType<typeof catalogues>;
