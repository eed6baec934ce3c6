import { type Language, unitPriceCents } from "@shop/shared";
import { type Kysely, type RawBuilder, sql } from "kysely";
import type { DB } from "../../db/schema.ts";
import { detailsOfRow } from "./product-details.ts";
import { englishOr } from "./product-english.ts";
import type { SearchCatalogue, SearchDocument } from "./search-index.ts";

/**
 * A discounted product's price history, or one in a sale (its reduction's reference is read from
 * it), else null.
 */
const priceHistory = sql<
  StoredPriceChange[] | null
>`CASE WHEN p.discount > 0 OR p.sale_cents IS NOT NULL THEN (
    SELECT json_agg(json_build_object('at', h.changed_at, 'priceCents', h.price_cents,
      'discount', h.discount, 'saleCents', h.sale_cents) ORDER BY h.changed_at, h.id)
    FROM product_prices h WHERE h.product_id = p.id) END`.as("price_history");

/** A price change as json_agg gives it: its instant as text. */
export interface StoredPriceChange {
  at: string;
  priceCents: number;
  discount: number;
  saleCents: number | null;
}

/**
 * A worded column of `p` (a product) as a page in `language` shows it: in English where written,
 * else the Portuguese.
 */
function productText<T>(language: Language, column: string): RawBuilder<T> {
  return (language === "en" ? englishOr(column) : sql.raw(`p.${column}`)) as RawBuilder<T>;
}

/** A name (`<table>.name`) in `language`: its English where written, else the Portuguese. */
function nameIn(language: Language, table: string): RawBuilder<string> {
  return sql.raw(
    language === "en"
      ? `coalesce(nullif(btrim(${table}.name_en), ''), ${table}.name)`
      : `${table}.name`,
  );
}

/**
 * Reads of the catalogue: products with their sizes and tags, stock, search. Its worded fields
 * (titles, descriptions, details, the names of categories, colours and tags) are read in
 * `language`: the English where the shop wrote it, else the Portuguese.
 */
export function catalogRepository(db: Kysely<DB>, language: Language = "pt") {
  const text = <T = string | null>(column: string) => productText<T>(language, column);
  const products = ({ includeInactive = false } = {}) =>
    db
      .selectFrom("products as p")
      .select([
        "p.id",
        "p.ref",
        text<string | null>("title").as("title"),
        "p.price_cents",
        "p.discount",
        "p.sale_cents",
        "p.sale_ends_at",
        "p.pictures",
        "p.thumbnail_index",
        "p.brand_id",
        "p.category_id",
        "p.color_id",
        text<string | null>("color_manual").as("color_manual"),
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
          sql<string>`coalesce(${text("title")}, '')`.as("title"),
          "p.ref",
          text<string | null>("color_manual").as("colourManual"),
          text<string>("description").as("description"),
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
          "p.sale_cents",
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
    return rows.map(({ price_cents, discount, sale_cents, ...document }) => ({
      ...document,
      tagIds: tags.get(document.id) ?? [],
      priceCents: unitPriceCents({ priceCents: price_cents, discount, saleCents: sale_cents }),
    }));
  };

  return {
    allProducts: () =>
      products().orderBy("p.published_at", "desc").orderBy("p.id", "desc").execute(),

    productsByIds: (ids: number[], options: { includeInactive?: boolean } = {}) =>
      ids.length === 0 ? Promise.resolve([]) : products(options).where("p.id", "in", ids).execute(),

    /**
     * Adds the views counted since the last call, in one statement. Products deleted meanwhile
     * are passed over; rows are written in id order, so that two servers writing at once wait
     * for each other instead of deadlocking.
     */
    async addViews(views: Map<number, number>): Promise<void> {
      if (views.size === 0) return;
      await sql`INSERT INTO product_views AS pv (product_id, views)
        SELECT v.id, v.n
        FROM unnest(${[...views.keys()]}::int[], ${[...views.values()]}::int[]) AS v (id, n)
        JOIN products p ON p.id = v.id
        ORDER BY v.id
        ON CONFLICT (product_id) DO UPDATE SET views = pv.views + excluded.views`.execute(db);
    },

    featured: (limit: number) =>
      products()
        .where("p.featured", "=", true)
        .orderBy("p.published_at", "desc")
        .orderBy("p.id", "desc")
        .limit(limit)
        .execute(),

    mostViewed: (limit: number) =>
      products()
        .leftJoin("product_views as v", "v.product_id", "p.id")
        .orderBy(sql`coalesce(v.views, 0)`, "desc")
        .orderBy("p.id", "desc")
        .limit(limit)
        .execute(),

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
          sql<string | null>`coalesce(${text("color_manual")}, ${nameIn(language, "c")})`.as(
            "colour_name",
          ),
        ])
        .where("p.active", "=", true)
        .where("p.model_id", "is not", null)
        .orderBy("p.model_id")
        .orderBy(sql`coalesce(${text("color_manual")}, ${nameIn(language, "c")})`)
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
            .selectFrom("products as p")
            .select([
              "p.id",
              text<string>("description").as("description"),
              text("upper_material").as("upper_material"),
              text("lining").as("lining"),
              text("sole").as("sole"),
              "p.heel_height_mm",
              text("fit_note").as("fit_note"),
              text("care").as("care"),
              text("made_in").as("made_in"),
              "p.width_mm",
              "p.height_mm",
              "p.depth_mm",
            ])
            .where("p.active", "=", true)
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
        .select(["p.price_cents", "p.discount", "p.sale_cents", "p.sale_ends_at", priceHistory])
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
          .selectFrom("products as p")
          .leftJoin("product_views as v", "v.product_id", "p.id")
          .select("p.id")
          .where("p.active", "=", true)
          .orderBy(sql`coalesce(v.views, 0)`, "desc")
          .orderBy("p.published_at", "desc")
          .orderBy("p.id", "desc")
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
            nameIn(language, "categories").as("name"),
            "is_woman as isWoman",
            "is_man as isMan",
            "for_shoe as forShoe",
            "for_accessory as forAccessory",
          ])
          .orderBy("ordering")
          .orderBy("id")
          .execute(),
        db
          .selectFrom("colors")
          .select(["id", nameIn(language, "colors").as("name")])
          .orderBy("id")
          .execute(),
        db.selectFrom("brands").select(["id", "name"]).orderBy("name").execute(),
        db
          .selectFrom("tags")
          .select(["id", nameIn(language, "tags").as("name")])
          .orderBy("id")
          .execute(),
        // The staff's synonyms are Portuguese: the English search has its own (search-language.ts).
        language === "pt"
          ? db.selectFrom("search_synonyms").select("terms").orderBy("id").execute()
          : [],
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
