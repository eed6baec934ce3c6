import { type CategoryGroup, categoryGroups } from "@shop/shared";
import type { Kysely } from "kysely";
import type { DB } from "../../../db/schema.ts";

/** What the catalogue says about one product: what a relevance case's expectation is made of. */
export interface ProductFacts {
  id: number;
  ref: string;
  title: string | null;
  description: string;
  active: boolean;
  category: string | null;
  /** The menu groups its category is listed in (from the category's flags). */
  groups: CategoryGroup[];
  colour: string | null;
  /** How the shop describes a two-colour product («Preto e dourado»). */
  colourManual: string | null;
  brand: string | null;
  tags: string[];
  /** The sizes with units in the online stock. */
  onlineSizes: string[];
}

/** Pushes `value` into the list kept under `key`. */
function addTo<K, V>(lists: Map<K, V[]>, key: K, value: V): void {
  const list = lists.get(key);
  if (list) list.push(value);
  else lists.set(key, [value]);
}

/** Every product's facts, read from the database (on sale or not). */
export async function readProductFacts(db: Kysely<DB>): Promise<ProductFacts[]> {
  const [products, tags, sizes] = await Promise.all([
    db
      .selectFrom("products as p")
      .leftJoin("categories as c", "c.id", "p.category_id")
      .leftJoin("colors as co", "co.id", "p.color_id")
      .leftJoin("brands as b", "b.id", "p.brand_id")
      .select([
        "p.id",
        "p.ref",
        "p.title",
        "p.description",
        "p.active",
        "p.color_manual",
        "c.name as category",
        "c.is_woman",
        "c.is_man",
        "c.for_shoe",
        "c.for_accessory",
        "co.name as colour",
        "b.name as brand",
      ])
      .orderBy("p.id")
      .execute(),
    db
      .selectFrom("product_tags as pt")
      .innerJoin("tags as t", "t.id", "pt.tag_id")
      .select(["pt.product_id", "t.name"])
      .execute(),
    db
      .selectFrom("stock")
      .select(["product_id", "size"])
      .where("store_id", "is", null)
      .where("quantity", ">", 0)
      .execute(),
  ]);
  const tagsOf = new Map<number, string[]>();
  for (const row of tags) addTo(tagsOf, row.product_id, row.name);
  const sizesOf = new Map<number, string[]>();
  for (const row of sizes) addTo(sizesOf, row.product_id, row.size);
  return products.map((row) => ({
    id: row.id,
    ref: row.ref,
    title: row.title,
    description: row.description,
    active: row.active,
    category: row.category,
    groups:
      row.category === null
        ? []
        : categoryGroups({
            isWoman: row.is_woman ?? false,
            isMan: row.is_man ?? false,
            forShoe: row.for_shoe ?? false,
            forAccessory: row.for_accessory ?? false,
          }),
    colour: row.colour,
    colourManual: row.color_manual,
    brand: row.brand,
    tags: tagsOf.get(row.id) ?? [],
    onlineSizes: sizesOf.get(row.id) ?? [],
  }));
}
