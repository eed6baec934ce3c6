import { centsToEuros, ErrorCode, type Product, type SearchBody } from "@shop/shared";
import { AppError } from "../../http/app-error.ts";
import { cachedJson } from "../content/cached-json.ts";
import type { CatalogRepository, ProductRow, SearchTerms } from "./catalog.repository.ts";
import { searchWords, typoVariants } from "./search-words.ts";

const FEATURED_LIMIT = 12;
const FEATURED_MAX_AGE_MS = 60_000;
const PRODUCT_CACHE_LIMIT = 2000;
const NOT_FOUND_MESSAGE = "O produto que procura não existe ou já não está disponível.";

/** A product row as the API sends it: money in euros. */
export function toProduct(row: ProductRow): Product {
  return {
    id: row.id,
    ref: row.ref,
    title: row.title,
    price: centsToEuros(row.price_cents),
    discount: row.discount,
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

// The products on sale by id, made once per cached list: a search answers its page from memory.
const indexes = new WeakMap<Product[], Map<number, Product>>();
function productsById(products: Product[]): Map<number, Product> {
  let index = indexes.get(products);
  if (!index) {
    index = new Map(products.map((product) => [product.id, product]));
    indexes.set(products, index);
  }
  return index;
}

const productNotFound = () => new AppError(ErrorCode.NOT_FOUND, NOT_FOUND_MESSAGE);

/** Products, featured lists, stock and search; product pages kept as ready bytes until a change. */
export function catalogService(repository: CatalogRepository) {
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
  const productPages = new Map<number, ReturnType<typeof cachedJson<Product>>>();

  function productPage(id: number) {
    let page = productPages.get(id);
    if (!page) {
      if (productPages.size >= PRODUCT_CACHE_LIMIT) productPages.clear();
      page = cachedJson(async () => {
        const row = await repository.findProduct(id);
        if (!row) throw productNotFound();
        return toProduct(row);
      });
      productPages.set(id, page);
    }
    return page;
  }

  // The catalogue's vocabulary is small and changes with the catalogue: kept in memory.
  let vocabulary: Promise<string[]> | undefined;

  async function searchTerms(text: string | null): Promise<SearchTerms> {
    const words = searchWords(text);
    if (words.length === 0) return { words: [] };
    vocabulary ??= repository.vocabulary().catch((error) => {
      vocabulary = undefined;
      throw error;
    });
    const known = await vocabulary;
    return { words: words.map((word) => ({ word, variants: typoVariants(word, known) })) };
  }

  return {
    allProducts: () => allProducts.get(),
    /** The products on sale among `ids` (with those no longer on sale, for purchase history). */
    productsByIds: async (ids: number[], options: { includeInactive?: boolean } = {}) =>
      (await repository.productsByIds(ids, options)).map(toProduct),
    featured: () => featured.get(),

    /** The product page, counting the view. */
    async productPage(id: number) {
      const page = await productPage(id).get();
      await repository.countView(id);
      return page;
    },

    async price(id: number) {
      const row = await repository.price(id);
      if (!row) throw productNotFound();
      return { price: { price: centsToEuros(row.price_cents), discount: row.discount } };
    },

    /** Units per size at each location: 'online' and every store id, every size listed. */
    async stock(id: number) {
      const product = await repository.findProduct(id);
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

    async search(body: SearchBody): Promise<Product[]> {
      const ids = await repository.searchIds(
        await searchTerms(body.search),
        {
          category: body.category,
          newCollection: body.newCollection === 1,
          isWomen: body.isWomen === 1,
          isMen: body.isMen === 1,
          forShoe: body.forShoe === 1,
          forAccessories: body.forAccessories === 1,
        },
        { limit: body.results, offset: body.offset },
      );
      const byId = productsById((await allProducts.get()).value);
      return ids.flatMap((id) => {
        const product = byId.get(id);
        return product ? [product] : [];
      });
    },

    /** Drops every cached product page and list (the database said the catalogue changed). */
    invalidate() {
      allProducts.invalidate();
      featured.invalidate();
      productPages.clear();
      vocabulary = undefined;
    },
  };
}

export type CatalogService = ReturnType<typeof catalogService>;
