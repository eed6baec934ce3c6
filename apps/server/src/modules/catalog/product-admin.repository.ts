import type { ProductListQuery, ProductSort } from "@shop/shared";
import { statesBefore } from "@shop/shared";
import { type Kysely, sql, type Transaction } from "kysely";
import { countPastPage } from "../../db/count-up-to.ts";
import type { DB } from "../../db/schema.ts";
import type { DetailColumns } from "./product-details.ts";
import { type EnglishColumns, missingEnglish } from "./product-english.ts";

type Db = Kysely<DB> | Transaction<DB>;

/** A product's own columns as the back office writes them (its details: unchanged when absent). */
export interface ProductColumns extends Partial<DetailColumns>, Partial<EnglishColumns> {
  ref: string;
  title: string | null;
  price_cents: number;
  discount: number;
  category_id: number;
  brand_id: number | null;
  color_id: number | null;
  color_manual: string | null;
  pictures: string[];
  thumbnail_index: number;
  new_collection: boolean;
  featured: boolean;
  active: boolean;
  description: string;
  published_at?: string | undefined;
}

const SORT_COLUMNS = {
  updatedAt: "p.updated_at",
  ref: "p.ref",
  title: "p.title",
  price: "p.price_cents",
  publishedAt: "p.published_at",
} as const satisfies Record<ProductSort, string>;

const onlineUnits = sql<number>`coalesce((SELECT sum(s.quantity) FROM stock s
  WHERE s.product_id = p.id AND s.store_id IS NULL), 0)::int`;

/**
 * The version a staff member edits: updated_at to the millisecond, as a JavaScript date holds it
 * (the database keeps microseconds, which would never compare equal after a round trip).
 */
export const productVersion = sql<Date>`date_trunc('milliseconds', p.updated_at)`;

/** The sale a product is sold in now: its price there, its end and the sale's name (053). */
const SALE_NOW = [
  "p.sale_cents",
  "p.sale_ends_at",
  sql<string | null>`(SELECT s.name FROM sales s WHERE s.id = p.sale_id)`.as("sale_name"),
] as const;

/** A product's own columns, as the back office reads them (with `productVersion`). */
export const PRODUCT_COLUMNS = [
  "p.id",
  "p.ref",
  "p.title",
  "p.price_cents",
  "p.discount",
  "p.category_id",
  "p.brand_id",
  "p.color_id",
  "p.color_manual",
  "p.pictures",
  "p.thumbnail_index",
  "p.new_collection",
  "p.featured",
  "p.active",
  "p.description",
  "p.published_at",
  "p.upper_material",
  "p.lining",
  "p.sole",
  "p.heel_height_mm",
  "p.fit_note",
  "p.care",
  "p.made_in",
  "p.width_mm",
  "p.height_mm",
  "p.depth_mm",
  "p.title_en",
  "p.description_en",
  "p.color_manual_en",
  "p.upper_material_en",
  "p.lining_en",
  "p.sole_en",
  "p.fit_note_en",
  "p.care_en",
  "p.made_in_en",
  ...SALE_NOW,
] as const;

export interface ProductListFilter extends ProductListQuery {
  /** Only these ids (what the search found), or every product when undefined. */
  ids?: number[] | undefined;
  pageSize: number;
}

function listQuery(db: Db, filter: ProductListFilter) {
  return db
    .selectFrom("products as p")
    .$if(filter.ids !== undefined, (q) =>
      q.where("p.id", "=", sql<number>`ANY(${filter.ids}::int[])`),
    )
    .$if(filter.categoryId !== undefined, (q) =>
      q.where("p.category_id", "=", filter.categoryId ?? 0),
    )
    .$if(filter.brandId !== undefined, (q) => q.where("p.brand_id", "=", filter.brandId ?? 0))
    .$if(filter.active !== undefined, (q) => q.where("p.active", "=", filter.active ?? true))
    .$if(filter.noEnglish === true, (q) => q.where(missingEnglish))
    .$if(filter.outOfStock === true, (q) =>
      q.where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom("stock as s")
              .select("s.id")
              .whereRef("s.product_id", "=", "p.id")
              .where("s.store_id", "is", null)
              .where("s.quantity", ">", 0),
          ),
        ),
      ),
    );
}

/** SQL of the back office's products. */
export const productAdminRepository = {
  /**
   * One page of the list and the number of products the filter keeps, counted up to COUNT_AHEAD
   * past the page's start. The page's ids come first,
   * so the stock of a deep page is summed for its rows only, not for every row skipped before it.
   */
  async list(db: Db, filter: ProductListFilter) {
    const direction = filter.order;
    const offset = (filter.page - 1) * filter.pageSize;
    const page = listQuery(db, filter)
      .select("p.id")
      // Postgres' own null order (untitled last going up): the indexes serve both directions.
      .orderBy(SORT_COLUMNS[filter.sort], direction)
      .orderBy("p.id", direction)
      .limit(filter.pageSize)
      .offset(offset);
    const [rows, count] = await Promise.all([
      db
        .selectFrom(page.as("page"))
        .innerJoin("products as p", "p.id", "page.id")
        .leftJoin("categories as c", "c.id", "p.category_id")
        .leftJoin("brands as b", "b.id", "p.brand_id")
        .select([
          "p.id",
          "p.ref",
          "p.title",
          "p.pictures",
          "p.thumbnail_index",
          "c.name as category_name",
          "b.name as brand_name",
          "p.price_cents",
          "p.discount",
          ...SALE_NOW,
          "p.active",
          missingEnglish.as("missing_english"),
          onlineUnits.as("online_stock"),
          productVersion.as("updated_at"),
        ])
        .orderBy(SORT_COLUMNS[filter.sort], direction)
        .orderBy("p.id", direction)
        .execute(),
      countPastPage(db, listQuery(db, filter), offset),
    ]);
    return { rows, ...count };
  },

  /** A product's own columns; `lock` holds its row until the transaction ends. */
  find(db: Db, id: number, { lock = false } = {}) {
    return db
      .selectFrom("products as p")
      .select([...PRODUCT_COLUMNS, productVersion.as("updated_at")])
      .where("p.id", "=", id)
      .$if(lock, (q) => q.forUpdate())
      .executeTakeFirst();
  },

  async sizes(db: Db, productId: number): Promise<string[]> {
    const rows = await db
      .selectFrom("product_sizes")
      .select("size")
      .where("product_id", "=", productId)
      .orderBy("position")
      .orderBy("size")
      .execute();
    return rows.map((row) => row.size);
  },

  async tagIds(db: Db, productId: number): Promise<number[]> {
    const rows = await db
      .selectFrom("product_tags")
      .select("tag_id")
      .where("product_id", "=", productId)
      .orderBy("tag_id")
      .execute();
    return rows.map((row) => row.tag_id);
  },

  /** Units of each size of a product, every location together (sizes without any are left out). */
  async unitsBySize(db: Db, productId: number): Promise<Map<string, number>> {
    const rows = await db
      .selectFrom("stock")
      .select(["size", sql<number>`sum(quantity)::int`.as("units")])
      .where("product_id", "=", productId)
      .groupBy("size")
      .having(sql`sum(quantity)`, ">", 0)
      .execute();
    return new Map(rows.map((row) => [row.size, row.units]));
  },

  /**
   * Locks sizes about to be removed, and their stock, so no movement lands on them meanwhile
   * (a movement's foreign key waits for the size's lock, a returned unit for the stock row's).
   */
  async lockSizes(trx: Transaction<DB>, productId: number, sizes: string[]) {
    await trx
      .selectFrom("product_sizes")
      .select("size")
      .where("product_id", "=", productId)
      .where("size", "in", sizes)
      .forUpdate()
      .execute();
    await trx
      .selectFrom("stock")
      .select("id")
      .where("product_id", "=", productId)
      .where("size", "in", sizes)
      .forUpdate()
      .execute();
  },

  /** The sizes among `sizes` that a purchase may still give stock back to (it can be cancelled). */
  async sizesInOpenPurchases(db: Db, productId: number, sizes: string[]): Promise<string[]> {
    const rows = await db
      .selectFrom("purchase_lines as l")
      .innerJoin("purchases as u", "u.id", "l.purchase_id")
      .select("l.size")
      .distinct()
      .where("l.product_id", "=", productId)
      .where("l.size", "in", sizes)
      .where("u.state", "in", statesBefore("CANCELED"))
      .execute();
    return rows.map((row) => row.size);
  },

  /** Another product with this reference, whatever its case. */
  async refOwner(db: Db, ref: string): Promise<number | null> {
    const row = await db
      .selectFrom("products")
      .select("id")
      .where(sql`lower(ref)`, "=", ref.toLowerCase())
      .executeTakeFirst();
    return row?.id ?? null;
  },

  /** Which of the category, brand, colour and tags exist. */
  async existing(
    db: Db,
    ids: { categoryId: number; brandId: number | null; colorId: number | null; tagIds: number[] },
  ) {
    const present = async (table: "categories" | "brands" | "colors" | "tags", wanted: number[]) =>
      wanted.length === 0
        ? new Set<number>()
        : new Set(
            (await db.selectFrom(table).select("id").where("id", "in", wanted).execute()).map(
              (row) => row.id,
            ),
          );
    const [categories, brands, colors, tags] = await Promise.all([
      present("categories", [ids.categoryId]),
      present("brands", ids.brandId === null ? [] : [ids.brandId]),
      present("colors", ids.colorId === null ? [] : [ids.colorId]),
      present("tags", ids.tagIds),
    ]);
    return { categories, brands, colors, tags };
  },

  /**
   * Who the price history (migration 032) names for the prices this transaction writes: the staff
   * member, and whether by the form or an import.
   */
  async signPrices(trx: Transaction<DB>, staffId: number, source: "staff" | "import") {
    await sql`SELECT set_config('shop.staff_id', ${String(staffId)}, true),
      set_config('shop.price_source', ${source}, true)`.execute(trx);
  },

  /** A product's price history, newest first, with the staff member's name when one made it. */
  priceHistory: (db: Kysely<DB>, productId: number) =>
    db
      .selectFrom("product_prices as h")
      .leftJoin("staff as s", "s.id", "h.staff_id")
      .select([
        "h.price_cents",
        "h.discount",
        "h.sale_cents",
        "h.changed_at",
        "h.source",
        "s.name as staff_name",
      ])
      .where("h.product_id", "=", productId)
      .orderBy("h.changed_at", "desc")
      .orderBy("h.id", "desc")
      .execute(),

  async insert(trx: Transaction<DB>, columns: ProductColumns): Promise<number> {
    const row = await trx
      .insertInto("products")
      .values(columns)
      .returning("id")
      .executeTakeFirstOrThrow();
    return row.id;
  },

  async update(trx: Transaction<DB>, id: number, columns: ProductColumns): Promise<void> {
    await trx
      .updateTable("products")
      .set({ ...columns, updated_at: sql`now()` })
      .where("id", "=", id)
      .execute();
  },

  /** The sizes of a product become `sizes`, in that order (removed ones go with their stock rows). */
  async replaceSizes(trx: Transaction<DB>, productId: number, sizes: string[]) {
    await trx
      .deleteFrom("product_sizes")
      .where("product_id", "=", productId)
      .$if(sizes.length > 0, (q) => q.where("size", "not in", sizes))
      .execute();
    if (sizes.length === 0) return;
    await trx
      .insertInto("product_sizes")
      .values(sizes.map((size, position) => ({ product_id: productId, size, position })))
      .onConflict((conflict) =>
        conflict
          .columns(["product_id", "size"])
          .doUpdateSet({ position: (eb) => eb.ref("excluded.position") })
          .where("product_sizes.position", "<>", (eb) => eb.ref("excluded.position")),
      )
      .execute();
  },

  async replaceTags(trx: Transaction<DB>, productId: number, tagIds: number[], before: number[]) {
    const removed = before.filter((tag) => !tagIds.includes(tag));
    const added = tagIds.filter((tag) => !before.includes(tag));
    if (removed.length > 0) {
      await trx
        .deleteFrom("product_tags")
        .where("product_id", "=", productId)
        .where("tag_id", "in", removed)
        .execute();
    }
    if (added.length > 0) {
      await trx
        .insertInto("product_tags")
        .values(added.map((tag_id) => ({ product_id: productId, tag_id })))
        .execute();
    }
  },

  /** What the product form chooses from. */
  async choices(db: Db) {
    const named = (table: "brands" | "colors" | "tags") =>
      db.selectFrom(table).select(["id", "name"]).orderBy("name").execute();
    const [categories, brands, colors, tags] = await Promise.all([
      db
        .selectFrom("categories")
        .select(["id", "name", "is_woman", "is_man", "for_shoe", "for_accessory"])
        .orderBy("ordering")
        .orderBy("name")
        .execute(),
      named("brands"),
      named("colors"),
      named("tags"),
    ]);
    return { categories, brands, colors, tags };
  },
};

/** SQL of the colours of one model: products of the same model_id (migration 042). */
export const productModelRepository = {
  /** The product's model (null: none); `lock` holds its row until the transaction ends. */
  async modelOf(db: Db, id: number, { lock = false } = {}) {
    return db
      .selectFrom("products")
      .select(["id", "ref", "model_id"])
      .where("id", "=", id)
      .$if(lock, (q) => q.forUpdate())
      .executeTakeFirst();
  },

  /** The other products of a model, by colour name then reference. */
  colours: (db: Db, modelId: number, exceptId: number) =>
    db
      .selectFrom("products as p")
      .leftJoin("colors as c", "c.id", "p.color_id")
      .select([
        "p.id",
        "p.ref",
        "p.title",
        "p.active",
        "p.pictures",
        sql<string | null>`coalesce(p.color_manual, c.name)`.as("colour_name"),
      ])
      .where("p.model_id", "=", modelId)
      .where("p.id", "<>", exceptId)
      .orderBy(sql`coalesce(p.color_manual, c.name)`)
      .orderBy("p.ref")
      .execute(),

  async newModel(trx: Transaction<DB>): Promise<number> {
    const row = await trx
      .insertInto("product_models")
      .defaultValues()
      .returning("id")
      .executeTakeFirstOrThrow();
    return row.id;
  },

  /** Every product of model `from` (locked first) moves to model `to`. */
  async mergeModels(trx: Transaction<DB>, from: number, to: number) {
    await trx
      .selectFrom("products")
      .select("id")
      .where("model_id", "=", from)
      .forUpdate()
      .execute();
    await trx.updateTable("products").set({ model_id: to }).where("model_id", "=", from).execute();
  },

  setModel: (trx: Transaction<DB>, ids: number[], modelId: number | null) =>
    trx.updateTable("products").set({ model_id: modelId }).where("id", "in", ids).execute(),

  /**
   * Models left with one product or none: the lone product leaves it and the model goes (one
   * colour is no choice of colours).
   */
  async dropLoneModels(trx: Transaction<DB>, modelIds: number[]) {
    if (modelIds.length === 0) return;
    const lone = await trx
      .selectFrom("product_models as m")
      .select("m.id")
      .where("m.id", "in", modelIds)
      .where(
        (eb) =>
          eb
            .selectFrom("products as p")
            .select(sql<number>`count(*)::int`.as("n"))
            .whereRef("p.model_id", "=", "m.id"),
        "<",
        2,
      )
      .execute();
    const ids = lone.map((row) => row.id);
    if (ids.length === 0) return;
    await trx
      .updateTable("products")
      .set({ model_id: null })
      .where("model_id", "in", ids)
      .execute();
    await trx.deleteFrom("product_models").where("id", "in", ids).execute();
  },
};
