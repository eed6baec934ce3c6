import { DAY_MS } from "@shop/shared";
import { type Kysely, sql } from "kysely";
import type { Database } from "../src/db/database.ts";
import type { DB } from "../src/db/schema.ts";

/** A small, hand-made catalogue whose every value the tests know. */
export async function insertContentFixture({ db }: Database): Promise<void> {
  await db
    .insertInto("categories")
    .values([
      { id: 1, name: "Sandálias", is_woman: true, for_shoe: true, ordering: 2 },
      { id: 2, name: "Botas", is_woman: true, for_shoe: true, ordering: 1 },
      { id: 3, name: "Mocassins", is_man: true, for_shoe: true },
      { id: 4, name: "Malas", is_woman: true, for_accessory: true },
      { id: 5, name: "Cintos", is_man: true, for_accessory: true },
    ])
    .execute();
  await db
    .insertInto("brands")
    .values([{ name: "Fabbrica Verona" }, { name: "Atelier do Chiado" }])
    .execute();
  await db
    .insertInto("colors")
    .values([{ name: "Preto" }, { name: "Camel" }])
    .execute();
  await db
    .insertInto("tags")
    .values([{ name: "Pele" }])
    .execute();
  await db
    .insertInto("banners")
    .values([
      { image: "banners/home-1.svg", title: "Primavera", subtitle: "Nova coleção", text: "" },
    ])
    .execute();
  await db
    .insertInto("stores")
    .values([
      { name: "Chiado", address: "Rua Garrett 10", phone: "213000002", ordering: 2 },
      { name: "Baixa", address: "Rua Augusta 1", phone: "213000001", ordering: 1 },
    ])
    .execute();
  await db
    .insertInto("country_groups")
    .values([
      { id: 1, name: "Portugal Continental", delivery_price_cents: 490 },
      { id: 2, name: "União Europeia", delivery_price_cents: 1290 },
      { id: 3, name: "Ilhas", delivery_price_cents: 615 },
      { id: 4, name: "Resto do mundo", delivery_price_cents: 2490 },
    ])
    .execute();
  await db
    .insertInto("countries")
    .values([
      { name: "Portugal", code: "PT", group_id: 1, ordering: 0 },
      { name: "Espanha", code: "ES", group_id: 2, ordering: 1 },
      { name: "Portugal - Madeira", code: "PT-30", group_id: 3, ordering: 2 },
      { name: "Portugal - Açores", code: "PT-20", group_id: 3, ordering: 3 },
      { name: "Finlândia", code: "FI", group_id: 2, ordering: 4 },
      { name: "Brasil", code: "BR", group_id: 4, ordering: 5 },
    ])
    .execute();
  await db
    .updateTable("settings")
    .set({
      contact_name: "Sapataria Lisboa, Lda.",
      contact_email: "loja@example.pt",
      contact_phone: "213000000",
    })
    .where("id", "=", 1)
    .execute();
}

interface FixtureProduct {
  id: number;
  ref: string;
  title: string | null;
  category: number;
  brand?: number;
  color?: number;
  price: number;
  discount?: number;
  published: string;
  sizes: string[];
  tags?: number[];
  newCollection?: boolean;
  featured?: boolean;
  active?: boolean;
}

/** Products the catalogue tests know by id (content fixture's categories, brands, colours, tags). */
export const fixtureProducts: FixtureProduct[] = [
  {
    id: 1,
    ref: "SL-0001",
    title: "Sandálias de pele entrançada",
    category: 1,
    brand: 1,
    color: 2,
    price: 5990,
    discount: 20,
    published: "2026-10-01",
    sizes: ["38", "36", "37", "37.5"],
    tags: [1],
    newCollection: true,
  },
  {
    id: 2,
    ref: "SL-0002",
    title: "Botas altas de camurça",
    category: 2,
    brand: 2,
    color: 1,
    price: 12990,
    published: "2026-09-01",
    sizes: ["37", "38"],
  },
  {
    id: 3,
    ref: "SL-0003",
    // A product on sale has a title (migration 046).
    title: "Mocassins com borla",
    category: 3,
    brand: 1,
    color: 2,
    price: 8990,
    published: "2026-08-01",
    sizes: ["41", "42"],
  },
  {
    id: 4,
    ref: "SL-0004",
    title: "Mala tiracolo",
    category: 4,
    brand: 2,
    color: 1,
    price: 7990,
    discount: 50,
    published: "2026-07-01",
    sizes: ["U"],
    featured: true,
  },
  {
    id: 5,
    ref: "SL-0005",
    title: "Cinto de pele",
    category: 5,
    brand: 1,
    price: 2990,
    published: "2026-06-01",
    sizes: ["90", "95"],
  },
  {
    id: 6,
    ref: "SL-0006",
    title: "Sandálias rasas",
    category: 1,
    price: 4990,
    published: "2026-10-20",
    sizes: ["37"],
    active: false,
  },
  {
    id: 7,
    ref: "SL-0007",
    title: "Bolsa de ombro",
    category: 4,
    price: 6990,
    published: "2026-10-15",
    sizes: ["U"],
  },
];

/** Forty men's sneakers published the same day, to test stable paging. */
export const sneakerIds = Array.from({ length: 40 }, (_, index) => 100 + index);

function sizeOrder(sizes: string[], size: string): number {
  return [...sizes].sort((a, b) => Number.parseFloat(a) - Number.parseFloat(b)).indexOf(size);
}

export async function insertCatalogueFixture(database: Database): Promise<void> {
  await insertContentFixture(database);
  const { db } = database;
  const sneakers: FixtureProduct[] = sneakerIds.map((id) => ({
    id,
    ref: `SL-${id}`,
    title: "Sapatilhas urbanas",
    category: 3,
    price: 6990,
    published: "2026-05-01",
    sizes: ["42"],
  }));
  for (const product of [...fixtureProducts, ...sneakers]) {
    await db
      .insertInto("products")
      .values({
        id: product.id,
        ref: product.ref,
        title: product.title,
        category_id: product.category,
        brand_id: product.brand ?? null,
        color_id: product.color ?? null,
        color_manual: null,
        price_cents: product.price,
        discount: product.discount ?? 0,
        pictures: [`products/${product.ref.toLowerCase()}-1.svg`],
        published_at: product.published,
        new_collection: product.newCollection ?? false,
        featured: product.featured ?? false,
        active: product.active ?? true,
      })
      .execute();
    // A discounted product was on sale at its list price before: its reduction compares with it.
    if (product.discount)
      await addPastPrice(db, product.id, { priceCents: product.price, discount: 0, daysAgo: 90 });
    await db
      .insertInto("product_sizes")
      .values(
        product.sizes.map((size) => ({
          product_id: product.id,
          size,
          position: sizeOrder(product.sizes, size),
        })),
      )
      .execute();
    for (const tag of product.tags ?? []) {
      await db.insertInto("product_tags").values({ product_id: product.id, tag_id: tag }).execute();
    }
  }
  await db
    .insertInto("stock_movements")
    .values(
      [
        { product_id: 1, size: "36", store_id: null, quantity: 2 },
        { product_id: 1, size: "37", store_id: null, quantity: 0 },
        { product_id: 1, size: "38", store_id: null, quantity: 1 },
        { product_id: 1, size: "37", store_id: 1, quantity: 3 },
      ].map((row) => ({ ...row, reason: "opening" as const })),
    )
    .execute();
  // The ids above were chosen by hand: products added later take the ones after them.
  await sql`SELECT setval(pg_get_serial_sequence('products', 'id'), 1000)`.execute(db);
}

/**
 * A price a product had `daysAgo` days ago, added to its history (which only grows: what a shop
 * changed before is written as it would have been then).
 */
export async function addPastPrice(
  db: Kysely<DB>,
  productId: number,
  price: { priceCents: number; discount: number; daysAgo: number },
): Promise<void> {
  await db
    .insertInto("product_prices")
    .values({
      product_id: productId,
      price_cents: price.priceCents,
      discount: price.discount,
      changed_at: new Date(Date.now() - price.daysAgo * DAY_MS),
      source: "seed",
    })
    .execute();
}
