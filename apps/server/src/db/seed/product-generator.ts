import type { ProductDetails } from "@shop/shared";
import {
  BRANDS,
  CATEGORIES,
  type CategorySeed,
  categoryKey,
  MANUAL_COLOURS,
  MATERIALS,
  type SizeRule,
} from "./catalogue-data.ts";
import { demoDetails } from "./demo-details.ts";
import { type Random, seededRandom } from "./random.ts";

export interface StockDraft {
  size: string;
  /** null for the online stock. */
  store: string | null;
  quantity: number;
}

export interface ProductDraft {
  ref: string;
  title: string;
  price_cents: number;
  discount: number;
  pictures: string[];
  brand: string;
  category: string;
  colour: string;
  color_manual: string | null;
  published_at: string;
  new_collection: boolean;
  featured: boolean;
  views: number;
  tags: string[];
  sizes: string[];
  stock: StockDraft[];
  /** What the product page says about it (materials, heel, fit, care, dimensions). */
  details: ProductDetails;
}

/** Publication dates are spread over the 18 months before this fixed day, so the demo never ages. */
const REFERENCE_DAY = Date.UTC(2026, 10, 1);
const SPAN_DAYS = 540;
const NEW_COLLECTION_DAYS = 108;
const DAY = 86_400_000;
const DISCOUNTS = [10, 20, 20, 30, 30, 40, 50];
/** The seed of the details' own stream (issue 37). */
const DETAILS_SEED = 37;

function sizesFor(rule: SizeRule, random: Random): string[] {
  if (rule === "women" || rule === "men") {
    const base = rule === "women" ? 35 : 39;
    const numbers = range(base + random.int(0, 1), base + 6 + random.int(0, 1));
    const withHalves = rule === "women" && random.chance(0.15);
    return numbers.flatMap((size) =>
      withHalves && size >= 36 && size <= 39 ? [`${size}`, `${size}.5`] : [`${size}`],
    );
  }
  if (rule === "socks") return ["39-42", "43-46"];
  if (rule === "one" || random.chance(0.4)) return ["U"];
  return rule === "beltWomen" ? ["75", "80", "85", "90", "95"] : ["85", "90", "95", "100", "105"];
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}

function priceFor([cheapest, dearest]: [number, number], random: Random): number {
  const step = random.int(Math.round((cheapest + 0.1) / 5), Math.round((dearest + 0.1) / 5));
  return step * 500 - 10;
}

function materialOf(title: string, category: CategorySeed, random: Random): string | null {
  if (/camurça/i.test(title)) return "Camurça";
  if (/pele/i.test(title)) return "Pele";
  if (category.textile || /lona|cetim|palha/i.test(title)) return null;
  return random.pick([...MATERIALS, "Pele"]);
}

function tagsFor(title: string, category: CategorySeed, random: Random): string[] {
  const material = materialOf(title, category, random);
  const extras = random.sample(category.extras, random.int(material ? 0 : 1, 2));
  return material ? [material, ...extras] : extras;
}

function colourFor(category: CategorySeed, random: Random): [string, string | null] {
  if (random.chance(0.08)) return random.pick(MANUAL_COLOURS);
  return [random.pick(category.colours), null];
}

function brandFor(category: CategorySeed, random: Random): string {
  return random.pick(BRANDS.filter((brand) => brand.groups.includes(category.group))).name;
}

function onlineStock(sizes: string[], random: Random): StockDraft[] {
  const stock = sizes.map((size) => ({
    size,
    store: null,
    quantity: random.chance(0.18) ? 0 : random.int(1, 8),
  }));
  const middle = stock[Math.floor(stock.length / 2)];
  if (middle && stock.every((line) => line.quantity === 0)) middle.quantity = random.int(1, 3);
  return stock;
}

function storeStock(sizes: string[], stores: string[], random: Random): StockDraft[] {
  const stock = stores.flatMap((store) =>
    sizes
      .filter(() => random.chance(0.55))
      .map((size) => ({ size, store, quantity: random.int(0, 5) })),
  );
  if (stock.some((line) => line.quantity > 0)) return stock;
  const restocked = stock.length
    ? random.pick(stock)
    : { size: random.pick(sizes), store: random.pick(stores), quantity: 0 };
  restocked.quantity = random.int(1, 3);
  return stock.includes(restocked) ? stock : [...stock, restocked];
}

/** Most products are sold online and in stores; about 8% only in a store, about 4% only online. */
function stockFor(sizes: string[], stores: string[], random: Random): StockDraft[] {
  const roll = random.next();
  if (roll < 0.08 && stores.length) return storeStock(sizes, stores, random);
  if (roll < 0.12 || !stores.length) return onlineStock(sizes, random);
  return [...onlineStock(sizes, random), ...storeStock(sizes, stores, random)];
}

function dayOf(ageDays: number): string {
  return new Date(REFERENCE_DAY - ageDays * DAY).toISOString().slice(0, 10);
}

/**
 * A product without its reference (given once all are sorted by publication). Its details come
 * from their own stream (`detailsRandom`), so adding them left the rest of the demo as it was.
 */
function draftFor(
  category: CategorySeed,
  stores: string[],
  random: Random,
  detailsRandom: Random,
): ProductDraft {
  const title = random.pick(category.titles);
  const [colour, colorManual] = colourFor(category, random);
  const ageDays = random.int(0, SPAN_DAYS);
  const sizes = sizesFor(category.sizes, random);
  // Once one product in ten was left untitled; the draw stays so the products after are the same.
  const once = random.chance(0.1);
  const draft: Omit<ProductDraft, "details"> = {
    ref: "",
    title,
    price_cents: priceFor(category.prices, random),
    discount: random.chance(0.2) ? random.pick(DISCOUNTS) : 0,
    pictures: Array.from({ length: random.int(1, 3) }, () => ""),
    brand: brandFor(category, random),
    category: categoryKey(category.group, category.name),
    colour,
    color_manual: colorManual,
    published_at: dayOf(ageDays),
    new_collection: ageDays < NEW_COLLECTION_DAYS,
    featured: false,
    views: random.int(0, 180),
    tags: tagsFor(title, category, random),
    sizes,
    stock: stockFor(sizes, stores, random),
  };
  const product = {
    ...draft,
    details: demoDetails(category, title, draft.tags, draft.brand, detailsRandom),
  };
  if (once) onceUntitled.add(product);
  return product;
}

/**
 * The products once left untitled: never featured, so the featured ones stay those of the demo
 * before every product had a title (other tests and the screenshots show them).
 */
const onceUntitled = new WeakSet<ProductDraft>();

/** Categories in proportion to their demo counts, shuffled, repeated as often as needed. */
function categoryPlan(count: number, random: Random): CategorySeed[] {
  const deck = CATEGORIES.flatMap((category) => Array<CategorySeed>(category.count).fill(category));
  const shuffled = random.sample(deck, deck.length);
  return Array.from(
    { length: count },
    (_, index) => shuffled[index % shuffled.length] as CategorySeed,
  );
}

export interface GenerateOptions {
  count: number;
  random: Random;
  /** Names of the stores that hold stock. */
  stores: string[];
  /** The reference of the n-th product, oldest first. */
  refFor: (position: number, publishedAt: string) => string;
}

/** Products published oldest first, each with its reference and picture paths. */
export function generateProducts({
  count,
  random,
  stores,
  refFor,
}: GenerateOptions): ProductDraft[] {
  const detailsRandom = seededRandom(DETAILS_SEED);
  const drafts = categoryPlan(count, random).map((category) =>
    draftFor(category, stores, random, detailsRandom),
  );
  const ordered = drafts
    .map((draft, index) => ({ draft, index }))
    .sort((a, b) => a.draft.published_at.localeCompare(b.draft.published_at) || a.index - b.index)
    .map(({ draft }) => draft);
  return ordered.map((draft, position) => {
    const ref = refFor(position, draft.published_at);
    const stem = `products/${ref.toLowerCase()}`;
    const product = {
      ...draft,
      ref,
      pictures: draft.pictures.map((_, index) => `${stem}-${index + 1}.webp`),
    };
    if (onceUntitled.has(draft)) onceUntitled.add(product);
    return product;
  });
}

/** The demo's references: SL-<year>-<number>, numbered per year in order of publication. */
export function yearlyRefs(prefix: string): GenerateOptions["refFor"] {
  const counters = new Map<string, number>();
  return (_position, publishedAt) => {
    const year = publishedAt.slice(2, 4);
    const number = (counters.get(year) ?? 100) + 1;
    counters.set(year, number);
    return `${prefix}-${year}-${String(number).padStart(4, "0")}`;
  };
}

/** Marks a dozen featured products and a few much-viewed ones. */
export function highlight(drafts: ProductDraft[], random: Random): void {
  const chosen = random.sample(
    drafts.filter((draft) => !onceUntitled.has(draft)),
    18,
  );
  for (const draft of chosen.slice(0, 12)) draft.featured = true;
  for (const draft of chosen.slice(12)) draft.views = random.int(800, 2500);
}
