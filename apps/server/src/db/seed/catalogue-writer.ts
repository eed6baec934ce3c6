import type { Kysely } from "kysely";
import { detailColumnsOf } from "../../modules/catalog/product-details.ts";
import type { DB } from "../schema.ts";
import {
  BRANDS,
  CATEGORIES,
  COLOURS,
  categoryKey,
  GROUP_FLAGS,
  type Group,
  TAGS,
} from "./catalogue-data.ts";
import {
  BANNERS_EN,
  DETAILS_EN,
  demoEnglish,
  MANUAL_COLOURS_EN,
  NAMES_EN,
  TITLES_EN,
} from "./catalogue-english.ts";
import { COUNTRIES, COUNTRY_GROUPS } from "./geography.ts";
import type { ProductDraft } from "./product-generator.ts";
import { BANNERS, SETTINGS, STORES } from "./shop-data.ts";
import { assignDemoSizeGuides } from "./size-guides.ts";

const BATCH = 500;

export async function insertShop(db: Kysely<DB>): Promise<void> {
  await db
    .insertInto("categories")
    .values(
      CATEGORIES.map(({ group, name }, index) => ({
        name,
        name_en: demoEnglish(NAMES_EN, name),
        ...GROUP_FLAGS[group],
        ordering: index + 1,
      })),
    )
    .execute();
  await assignDemoSizeGuides(db);
  await db
    .insertInto("brands")
    .values(BRANDS.map(({ name }) => ({ name })))
    .execute();
  await db
    .insertInto("colors")
    .values(COLOURS.map((name) => ({ name, name_en: demoEnglish(NAMES_EN, name) })))
    .execute();
  await db
    .insertInto("tags")
    .values(TAGS.map((name) => ({ name, name_en: demoEnglish(NAMES_EN, name) })))
    .execute();
  await db.insertInto("stores").values(STORES).execute();
  await db
    .insertInto("banners")
    .values(
      BANNERS.map((banner) => ({
        ...banner,
        title_en: demoEnglish(BANNERS_EN, banner.title),
        subtitle_en: demoEnglish(BANNERS_EN, banner.subtitle),
        text_en: demoEnglish(BANNERS_EN, banner.text),
      })),
    )
    .execute();
  await db.updateTable("settings").set(SETTINGS).where("id", "=", 1).execute();
  await insertCountries(db);
}

async function insertCountries(db: Kysely<DB>): Promise<void> {
  const groups = await db
    .insertInto("country_groups")
    .values(COUNTRY_GROUPS)
    .returning(["id", "name"])
    .execute();
  const groupIds = new Map(groups.map((group) => [group.name, group.id]));
  const countries = COUNTRIES.map(({ name, code, group, ordering }) => ({
    name,
    code,
    group_id: groupIds.get(group) as number,
    ordering,
  }));
  await db.insertInto("countries").values(countries).execute();
}

/** Ids of the shop's names, as the generator refers to them. */
export interface Lookups {
  categories: Map<string, number>;
  brands: Map<string, number>;
  colours: Map<string, number>;
  tags: Map<string, number>;
  stores: Map<string, number>;
}

function groupOf(category: { is_woman: boolean; for_accessory: boolean }): Group {
  if (category.for_accessory) return category.is_woman ? "accessoriesWomen" : "accessoriesMen";
  return category.is_woman ? "shoesWomen" : "shoesMen";
}

const byName = (rows: Array<{ id: number; name: string }>) =>
  new Map(rows.map((row) => [row.name, row.id]));

export async function loadLookups(db: Kysely<DB>): Promise<Lookups> {
  const categories = await db
    .selectFrom("categories")
    .select(["id", "name", "is_woman", "for_accessory"])
    .execute();
  return {
    categories: new Map(categories.map((row) => [categoryKey(groupOf(row), row.name), row.id])),
    brands: byName(await db.selectFrom("brands").select(["id", "name"]).execute()),
    colours: byName(await db.selectFrom("colors").select(["id", "name"]).execute()),
    tags: byName(await db.selectFrom("tags").select(["id", "name"]).execute()),
    stores: byName(
      await db
        .selectFrom("stores")
        .select(["id", "name"])
        .orderBy("ordering")
        .orderBy("id")
        .execute(),
    ),
  };
}

/** A demo product's worded fields in English (its description is empty in both). */
function productEnglish(draft: ProductDraft) {
  const { details } = draft;
  const detail = (text: string | null) => demoEnglish(DETAILS_EN, text);
  return {
    title_en: demoEnglish(TITLES_EN, draft.title),
    color_manual_en: demoEnglish(MANUAL_COLOURS_EN, draft.color_manual),
    upper_material_en: detail(details.upperMaterial),
    lining_en: detail(details.lining),
    sole_en: detail(details.sole),
    fit_note_en: detail(details.fitNote),
    care_en: detail(details.care),
    made_in_en: detail(details.madeIn),
  };
}

function productRow(draft: ProductDraft, lookups: Lookups) {
  const { brand, category, colour, tags, sizes, stock, details, views, ...columns } = draft;
  return {
    ...columns,
    ...detailColumnsOf(details),
    ...productEnglish(draft),
    brand_id: lookups.brands.get(brand) ?? null,
    category_id: lookups.categories.get(category) ?? null,
    color_id: lookups.colours.get(colour) ?? null,
  };
}

function detailRows(draft: ProductDraft, productId: number, lookups: Lookups) {
  const sizes = draft.sizes.map((size, position) => ({ product_id: productId, size, position }));
  const tags = draft.tags.flatMap((tag) => {
    const tagId = lookups.tags.get(tag);
    return tagId ? [{ product_id: productId, tag_id: tagId }] : [];
  });
  const stock = draft.stock.flatMap(({ size, store, quantity }) => {
    const storeId = store === null ? null : lookups.stores.get(store);
    return storeId === undefined
      ? []
      : [{ product_id: productId, size, store_id: storeId, quantity }];
  });
  const views = draft.views > 0 ? [{ product_id: productId, views: draft.views }] : [];
  return { sizes, tags, stock, views };
}

async function insertInBatches<T>(
  rows: T[],
  insert: (batch: T[]) => Promise<unknown>,
): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH)
    await insert(rows.slice(start, start + BATCH));
}

/** Products with their sizes, tags and stock, in multi-row inserts of up to 500 rows. */
export async function insertProducts(
  db: Kysely<DB>,
  drafts: ProductDraft[],
  lookups: Lookups,
): Promise<void> {
  await insertInBatches(drafts, async (batch) => {
    const inserted = await db
      .insertInto("products")
      .values(batch.map((draft) => productRow(draft, lookups)))
      .returning(["id", "ref"])
      .execute();
    const ids = new Map(inserted.map((row) => [row.ref, row.id]));
    const details = batch.map((draft) => detailRows(draft, ids.get(draft.ref) as number, lookups));
    await insertInBatches(
      details.flatMap((detail) => detail.sizes),
      (rows) => db.insertInto("product_sizes").values(rows).execute(),
    );
    await insertInBatches(
      details.flatMap((detail) => detail.tags),
      (rows) => db.insertInto("product_tags").values(rows).execute(),
    );
    await insertInBatches(
      details.flatMap((detail) => detail.views),
      (rows) => db.insertInto("product_views").values(rows).execute(),
    );
    // The shop's opening stock, as movements of the ledger (which write the balances).
    await insertInBatches(
      details.flatMap((detail) => detail.stock),
      (rows) =>
        db
          .insertInto("stock_movements")
          .values(rows.map((row) => ({ ...row, reason: "opening" as const })))
          .execute(),
    );
  });
}
