import { discountedPriceCents } from "@shop/shared";
import { type Kysely, sql } from "kysely";
import type { DB } from "../../db/schema.ts";
import { DETAIL_COLUMNS, detailsOfRow } from "./product-details.ts";
import type { SearchCatalogue, SearchDocument } from "./search-index.ts";

/** A discounted product's price history (its reduction's reference is read from it), else null. */
const priceHistory = sql<StoredPriceChange[] | null>`CASE WHEN p.discount > 0 THEN (
    SELECT json_agg(json_build_object('at', h.changed_at, 'priceCents', h.price_cents,
      'discount', h.discount) ORDER BY h.changed_at, h.id)
    FROM product_prices h WHERE h.product_id = p.id) END`.as("price_history");

/** A price change as json_agg gives it: its instant as text. */
export interface StoredPriceChange {
  at: string;
  priceCents: number;
  discount: number;
}

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
        priceHistory,
      ])
      .$if(!includeInactive, (query) => query.where("p.active", "=", true));

  // Tags read apart and joined here: a subquery per product is the slowest part on PGlite.
  const searchDocuments = async (): Promise<SearchDocument[]> => {
    const [rows, tagRows] = await Promise.all([
      db
        .selectFrom("products as p")
        .leftJoin("categories as c", "c.id", "p.category_id")
        .select([
          "p.id",
          "p.active",
          sql<string>`coalesce(p.title, '')`.as("title"),
          "p.ref",
          "p.color_manual as colourManual",
          "p.description",
          "p.category_id as categoryId",
          "p.brand_id as brandId",
          "p.color_id as colorId",
          "p.new_collection as newCollection",
          sql<boolean>`coalesce(c.is_woman, false)`.as("isWoman"),
          sql<boolean>`coalesce(c.is_man, false)`.as("isMan"),
          sql<boolean>`coalesce(c.for_shoe, false)`.as("forShoe"),
          sql<boolean>`coalesce(c.for_accessory, false)`.as("forAccessory"),
          "p.price_cents",
          "p.discount",
        ])
        .orderBy("p.published_at", "desc")
        .orderBy("p.id", "desc")
        .execute(),
      db.selectFrom("product_tags").select(["product_id", "tag_id"]).execute(),
    ]);
    const tags = new Map<number, number[]>();
    for (const { product_id, tag_id } of tagRows) {
      const list = tags.get(product_id);
      if (list) list.push(tag_id);
      else tags.set(product_id, [tag_id]);
    }
    return rows.map(({ price_cents, discount, ...document }) => ({
      ...document,
      tagIds: tags.get(document.id) ?? [],
      priceCents: discountedPriceCents(price_cents, discount),
    }));
  };

  return {
    allProducts: () =>
      products().orderBy("p.published_at", "desc").orderBy("p.id", "desc").execute(),

    productsByIds: (ids: number[], options: { includeInactive?: boolean } = {}) =>
      ids.length === 0 ? Promise.resolve([]) : products(options).where("p.id", "in", ids).execute(),

    /** Adds the views counted since the last call: one statement for every product. */
    async addViews(views: Map<number, number>): Promise<void> {
      if (views.size === 0) return;
      await db
        .updateTable("products as p")
        .from(
          sql<{ id: number; n: number }>`(SELECT unnest(${[...views.keys()]}::int[]) AS id,
            unnest(${[...views.values()]}::int[]) AS n)`.as("v"),
        )
        .set({ view_count: sql`p.view_count + v.n` })
        .whereRef("p.id", "=", "v.id")
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

    /**
     * The products on sale that are colours of a model (migration 042), with their colour's name,
     * by model then colour name: product pages offer the other colours from memory.
     */
    modelColours: () =>
      db
        .selectFrom("products as p")
        .leftJoin("colors as c", "c.id", "p.color_id")
        .select([
          "p.id",
          "p.model_id",
          sql<string | null>`coalesce(p.color_manual, c.name)`.as("colour_name"),
        ])
        .where("p.active", "=", true)
        .where("p.model_id", "is not", null)
        .orderBy("p.model_id")
        .orderBy(sql`coalesce(p.color_manual, c.name)`)
        .orderBy("p.id")
        .execute(),

    /**
     * The descriptions and details of the products on sale, by id (product pages are made from
     * memory).
     */
    descriptions: async () =>
      new Map(
        (
          await db
            .selectFrom("products")
            .select(["id", "description", ...DETAIL_COLUMNS])
            .where("active", "=", true)
            .execute()
        ).map((row) => [row.id, { description: row.description, details: detailsOfRow(row) }]),
      ),

    /** Each category's size guide, where it has one (product pages are made from memory). */
    categorySizeGuides: async () =>
      new Map(
        (
          await db
            .selectFrom("categories")
            .select(["id", "size_guide_id"])
            .where("size_guide_id", "is not", null)
            .execute()
        ).map((row) => [row.id, row.size_guide_id as number]),
      ),

    price: (id: number) =>
      db
        .selectFrom("products as p")
        .select(["p.price_cents", "p.discount", priceHistory])
        .where("p.id", "=", id)
        .where("p.active", "=", true)
        .executeTakeFirst(),

    stock: (id: number) =>
      db
        .selectFrom("stock")
        .select(["store_id", "size", "quantity"])
        .where("product_id", "=", id)
        .execute(),

    /** The online units of every size of some products (store_id NULL is the online store). */
    onlineStock: (ids: number[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom("stock")
            .select(["product_id", "size", "quantity"])
            .where("store_id", "is", null)
            .where("product_id", "in", ids)
            .execute(),

    storeIds: async () =>
      (await db.selectFrom("stores").select("id").orderBy("ordering").execute()).map((s) => s.id),

    /** The sizes with online units of every product (the listing's size filter). */
    onlineSizes: () =>
      db
        .selectFrom("stock")
        .select(["product_id", "size"])
        .where("store_id", "is", null)
        .where("quantity", ">", 0)
        .execute(),

    /** Ids of the products on sale, most viewed first (then newest). */
    viewOrder: async () =>
      (
        await db
          .selectFrom("products")
          .select("id")
          .where("active", "=", true)
          .orderBy("view_count", "desc")
          .orderBy("published_at", "desc")
          .orderBy("id", "desc")
          .execute()
      ).map((row) => row.id),

    /** What the search index needs: every product (on sale or not), newest first, and the words. */
    async searchCatalogue(): Promise<SearchCatalogue> {
      const [rows, categories, colours, brands, tags, synonyms, sizes] = await Promise.all([
        searchDocuments(),
        db
          .selectFrom("categories")
          .select([
            "id",
            "name",
            "is_woman as isWoman",
            "is_man as isMan",
            "for_shoe as forShoe",
            "for_accessory as forAccessory",
          ])
          .orderBy("ordering")
          .orderBy("id")
          .execute(),
        db.selectFrom("colors").select(["id", "name"]).orderBy("id").execute(),
        db.selectFrom("brands").select(["id", "name"]).orderBy("name").execute(),
        db.selectFrom("tags").select(["id", "name"]).orderBy("id").execute(),
        db.selectFrom("search_synonyms").select("terms").orderBy("id").execute(),
        db.selectFrom("product_sizes").select("size").distinct().execute(),
      ]);
      return {
        documents: rows,
        vocabulary: {
          categories,
          colours,
          brands,
          tags,
          synonyms: synonyms.map((row) => row.terms),
          sizes: sizes.map((row) => row.size),
        },
      };
    },
  };
}

export type CatalogRepository = ReturnType<typeof catalogRepository>;
export type ProductRow = Awaited<ReturnType<CatalogRepository["allProducts"]>>[number];
