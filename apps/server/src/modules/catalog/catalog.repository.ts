import { type Expression, type Kysely, sql } from "kysely";
import type { DB } from "../../db/schema.ts";

/** The search after its words were read: each word with the vocabulary words one typo away. */
export interface SearchTerms {
  words: Array<{ word: string; variants: string[] }>;
}

export interface SearchFilters {
  category: number | null;
  newCollection: boolean;
  isWomen: boolean;
  isMen: boolean;
  forShoe: boolean;
  forAccessories: boolean;
}

// Words hold only [a-z0-9] (see searchWords): no LIKE wildcard or tsquery operator can come
// from the customer. The search columns are padded with spaces, so ' word' starts a word.
const startsWord = (word: string) => `% ${word}%`;
const wholeWord = (word: string) => `% ${word} %`;

/** Reads of the catalogue: products with their sizes and tags, stock, search. */
export function catalogRepository(db: Kysely<DB>) {
  const products = ({ includeInactive = false } = {}) =>
    db
      .selectFrom("products as p")
      .select([
        "p.id",
        "p.ref",
        "p.title",
        "p.price_cents",
        "p.discount",
        "p.pictures",
        "p.thumbnail_index",
        "p.brand_id",
        "p.category_id",
        "p.color_id",
        "p.color_manual",
        "p.published_at",
        "p.new_collection",
        sql<
          string[]
        >`ARRAY(SELECT s.size FROM product_sizes s WHERE s.product_id = p.id ORDER BY s.position, s.size)`.as(
          "sizes",
        ),
        sql<
          number[]
        >`ARRAY(SELECT t.tag_id FROM product_tags t WHERE t.product_id = p.id ORDER BY t.tag_id)`.as(
          "tags",
        ),
      ])
      .$if(!includeInactive, (query) => query.where("p.active", "=", true));

  return {
    findProduct: (id: number) => products().where("p.id", "=", id).executeTakeFirst(),

    allProducts: () =>
      products().orderBy("p.published_at", "desc").orderBy("p.id", "desc").execute(),

    productsByIds: (ids: number[], options: { includeInactive?: boolean } = {}) =>
      ids.length === 0 ? Promise.resolve([]) : products(options).where("p.id", "in", ids).execute(),

    async countView(id: number): Promise<void> {
      await db
        .updateTable("products")
        .set({ view_count: sql`view_count + 1` })
        .where("id", "=", id)
        .execute();
    },

    featured: (limit: number) =>
      products()
        .where("p.featured", "=", true)
        .orderBy("p.published_at", "desc")
        .orderBy("p.id", "desc")
        .limit(limit)
        .execute(),

    mostViewed: (limit: number) =>
      products().orderBy("p.view_count", "desc").orderBy("p.id", "desc").limit(limit).execute(),

    mostRecent: (limit: number) =>
      products().orderBy("p.published_at", "desc").orderBy("p.id", "desc").limit(limit).execute(),

    price: (id: number) =>
      db
        .selectFrom("products")
        .select(["price_cents", "discount"])
        .where("id", "=", id)
        .where("active", "=", true)
        .executeTakeFirst(),

    stock: (id: number) =>
      db
        .selectFrom("stock")
        .select(["store_id", "size", "quantity"])
        .where("product_id", "=", id)
        .execute(),

    storeIds: async () =>
      (await db.selectFrom("stores").select("id").orderBy("ordering").execute()).map((s) => s.id),

    /** Every word of the catalogue (letters only, four or more), for typo tolerance. */
    vocabulary: async () =>
      (await db.selectFrom("search_words").select("word").execute()).map((row) => row.word),

    /**
     * Ids of one page of results, best first. Only ids: the sizes and tags of the page are read
     * afterwards, not for every product that matched.
     */
    async searchIds(
      terms: SearchTerms,
      filters: SearchFilters,
      page: { limit: number; offset: number },
    ) {
      let query = db
        .selectFrom("products as p")
        .leftJoin("categories as c", "c.id", "p.category_id")
        .select("p.id")
        .where("p.active", "=", true);
      if (filters.category !== null) query = query.where("p.category_id", "=", filters.category);
      if (filters.newCollection) query = query.where("p.new_collection", "=", true);
      if (filters.isWomen) query = query.where("c.is_woman", "=", true);
      if (filters.isMen) query = query.where("c.is_man", "=", true);
      if (filters.forShoe) query = query.where("c.for_shoe", "=", true);
      if (filters.forAccessories) query = query.where("c.for_accessory", "=", true);
      if (terms.words.length > 0) {
        query = query
          .where(sql<boolean>`p.search_vector @@ to_tsquery('simple', ${textQuery(terms)})`)
          .orderBy(rankExpression(terms), "desc");
      }
      const rows = await query
        .orderBy("p.published_at", "desc")
        .orderBy("p.id", "desc")
        .limit(page.limit)
        .offset(page.offset)
        .execute();
      return rows.map((row) => row.id);
    },
  };
}

/** Every word, or one of its typo variants, as the start of a word: 'sandal:* & (pele:* | pela:*)'. */
function textQuery(terms: SearchTerms): string {
  return terms.words
    .map(({ word, variants }) => `(${[word, ...variants].map((v) => `${v}:*`).join(" | ")})`)
    .join(" & ");
}

/**
 * Best match first: per word, a match at the start of a title word weighs most, then a whole word,
 * then the start of any word; a match through a typo variant weighs one less.
 */
function rankExpression(terms: SearchTerms): Expression<number> {
  const weight = (word: string, penalty: number) => sql<number>`(
    (CASE WHEN p.search_title LIKE ${startsWord(word)} THEN 3 ELSE 0 END) +
    (CASE WHEN p.search_text LIKE ${wholeWord(word)} THEN 2 ELSE 0 END) +
    (CASE WHEN p.search_text LIKE ${startsWord(word)} THEN 1 ELSE 0 END) - ${penalty})`;
  const perWord = terms.words.map(({ word, variants }) =>
    variants.length === 0
      ? weight(word, 0)
      : sql<number>`GREATEST(${sql.join([weight(word, 0), ...variants.map((v) => weight(v, 1))])})`,
  );
  return sql<number>`(${sql.join(perWord, sql` + `)})`;
}

export type CatalogRepository = ReturnType<typeof catalogRepository>;
export type ProductRow = NonNullable<Awaited<ReturnType<CatalogRepository["findProduct"]>>>;
