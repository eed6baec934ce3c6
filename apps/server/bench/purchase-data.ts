// The benchmark's purchases: `count` purchases over the last two years, with their lines, their
// timeline and the refunds of those cancelled after payment, written in one transaction a batch
// at a time (each batch one INSERT … SELECT FROM jsonb_to_recordset per table), on either engine.
import {
  type Cart,
  computeCartTotals,
  destinationVatPercent,
  type PaymentMethod,
} from "@shop/shared";
import { type Kysely, sql, type Transaction } from "kysely";
import type { Database } from "../src/db/database.ts";
import type { DB } from "../src/db/schema.ts";
import { type Random, seededRandom } from "../src/db/seed/random.ts";
import { multibancoReference } from "../src/payments/multibanco.ts";
import { type Customer, generateCustomers } from "./customers.ts";
import { purchaseStory, type Story } from "./purchase-story.ts";

const SEED = 20_261_124;
const SPAN_MS = 730 * 24 * 3_600_000;
const BATCH = 2_000;
/** Purchases per buyer, on average: regulars and one-off buyers alike. */
const PURCHASES_PER_CUSTOMER = 3;
const ID_SHORT_ALPHABET = [..."ABCDEFGHJKLMNPQRSTUVWXYZ23456789"];

type Row = Record<string, unknown>;

interface Context {
  products: { id: number; price_cents: number; discount: number; sizes: string[] }[];
  countries: Map<
    string,
    {
      id: number;
      name: string;
      code: string;
      vat_percent: number | null;
      delivery_price_cents: number;
    }
  >;
  settings: {
    vat_percent: number;
    vat_percent_madeira: number;
    vat_percent_azores: number;
    multibanco_entity: string;
    multibanco_subentity: string;
  };
  staffId: number | null;
  firstId: number;
  /** The order references given so far. */
  taken: Set<string>;
}

async function loadContext(db: Kysely<DB>): Promise<Context> {
  const products = await db
    .selectFrom("products as p")
    .innerJoin("product_sizes as s", "s.product_id", "p.id")
    .select([
      "p.id",
      "p.price_cents",
      "p.discount",
      sql<string[]>`array_agg(s.size ORDER BY s.position)`.as("sizes"),
    ])
    .groupBy("p.id")
    .orderBy("p.id")
    .execute();
  const countries = await db
    .selectFrom("countries as c")
    .innerJoin("country_groups as g", "g.id", "c.group_id")
    .select(["c.id", "c.name", "c.code", "c.vat_percent", "g.delivery_price_cents"])
    .execute();
  const settings = await db
    .selectFrom("settings")
    .select([
      "vat_percent",
      "vat_percent_madeira",
      "vat_percent_azores",
      "multibanco_entity",
      "multibanco_subentity",
    ])
    .where("id", "=", 1)
    .executeTakeFirstOrThrow();
  const staff = await db.selectFrom("staff").select("id").orderBy("id").executeTakeFirst();
  const { last } = await db
    .selectFrom("purchases")
    .select((eb) => eb.fn.max("id").as("last"))
    .executeTakeFirstOrThrow();
  if (products.length === 0) throw new Error("Seed the products before the purchases.");
  return {
    products,
    countries: new Map(
      countries.flatMap((c) => (c.code ? [[c.code, { ...c, code: c.code }]] : [])),
    ),
    settings: {
      ...settings,
      vat_percent: Number(settings.vat_percent),
      vat_percent_madeira: Number(settings.vat_percent_madeira),
      vat_percent_azores: Number(settings.vat_percent_azores),
    },
    staffId: staff?.id ?? null,
    firstId: Number(last ?? 0) + 1,
    taken: new Set(),
  };
}

/** A new order reference, as the shop makes them (8 of its letters and digits). */
function idShort(random: Random, taken: Set<string>): string {
  for (;;) {
    const value = Array.from({ length: 8 }, () => random.pick(ID_SHORT_ALPHABET)).join("");
    if (taken.has(value)) continue;
    taken.add(value);
    return value;
  }
}

/** One to three different products of the catalogue, mostly one unit each. */
function pickLines(random: Random, context: Context) {
  const count = random.chance(0.7) ? 1 : random.chance(0.75) ? 2 : 3;
  const products = new Set<Context["products"][number]>();
  while (products.size < count) products.add(random.pick(context.products));
  return [...products].map((product) => ({
    product_id: product.id,
    size: random.pick(product.sizes),
    quantity: random.chance(0.92) ? 1 : 2,
    unit_price_cents: product.price_cents,
    discount: product.discount,
  }));
}

interface Batch {
  purchases: Row[];
  lines: Row[];
  events: Row[];
  refunds: Row[];
}

function addPurchase(
  batch: Batch,
  context: Context,
  random: Random,
  buyer: Customer,
  id: number,
  createdAt: Date,
  now: Date,
) {
  const lines = pickLines(random, context);
  const country = context.countries.get(buyer.country) ?? context.countries.get("PT");
  if (!country) throw new Error("The demo shop has no Portugal to deliver to.");
  const { settings } = context;
  const vatPercent = destinationVatPercent(
    { code: country.code, vatPercent: country.vat_percent },
    {
      mainland: settings.vat_percent,
      madeira: settings.vat_percent_madeira,
      azores: settings.vat_percent_azores,
    },
  );
  const totals = computeCartTotals(
    lines.map((l) => ({
      priceCents: l.unit_price_cents,
      discount: l.discount,
      quantity: l.quantity,
    })),
    country.delivery_price_cents,
    settings.vat_percent,
    vatPercent,
  );
  const method: PaymentMethod = random.chance(0.55) ? "MULTIBANCO" : "CREDIT";
  const story = purchaseStory(random, createdAt, method, totals.totalCents, now);
  const invoice = buyer.nif !== null && random.chance(0.85);
  const cart: Cart = {};
  for (const line of lines) {
    const item = cart[line.product_id] ?? { id: line.product_id, quantities: {} };
    item.quantities[line.size] = (item.quantities[line.size] ?? 0) + line.quantity;
    cart[line.product_id] = item;
  }
  batch.purchases.push({
    id,
    id_short: idShort(random, context.taken),
    state: story.state,
    payment_method: method,
    price_base_cents: totals.baseCents,
    price_delivery_cents: totals.deliveryCents,
    vat_percent: vatPercent,
    price_tax_cents: totals.vatCents,
    price_total_cents: totals.totalCents,
    ...payment(context, method, id, totals.totalCents),
    payment_expires_at: new Date(createdAt.getTime() + 6 * 3_600_000),
    contact_email: buyer.email,
    contact_phone: buyer.phone,
    delivery_name: buyer.name,
    delivery_country_id: country.id,
    delivery_country: country.name,
    delivery_street: buyer.street,
    delivery_city: buyer.city,
    delivery_postal_code: buyer.postalCode,
    ...(invoice
      ? {
          invoice_name: buyer.name,
          invoice_nif: buyer.nif,
          invoice_country_id: country.id,
          invoice_country: country.name,
          invoice_street: buyer.street,
          invoice_city: buyer.city,
          invoice_postal_code: buyer.postalCode,
        }
      : {}),
    cart,
    carrier: story.dispatch?.carrier ?? null,
    tracking_number: story.dispatch?.trackingNumber ?? null,
    tracking_url: story.dispatch?.trackingUrl ?? null,
    created_at: createdAt,
    updated_at: (story.events.at(-1) ?? { at: createdAt }).at,
    paid_at: story.paidAt,
    canceled_at: story.canceledAt,
  });
  batch.lines.push(...lines.map((line) => ({ ...line, purchase_id: id })));
  addTimeline(batch, context, id, story, method, totals.totalCents);
}

function payment(context: Context, method: PaymentMethod, id: number, totalCents: number) {
  if (method === "CREDIT")
    return { payment_provider: "sandbox", payment_intent_id: `pi_bench_${id}` };
  const { multibanco_entity: entity, multibanco_subentity: subentity } = context.settings;
  const reference = multibancoReference({
    entity,
    subentity,
    orderNumber: id % 10_000,
    amountCents: totalCents,
  });
  return { payment_provider: "multibanco", payment_entity: entity, payment_reference: reference };
}

function addTimeline(
  batch: Batch,
  context: Context,
  id: number,
  story: Story,
  method: PaymentMethod,
  totalCents: number,
) {
  const purchase = batch.purchases.at(-1) as Row;
  const events = story.events.map((e) => ({
    purchase_id: id,
    at: e.at,
    kind: e.kind,
    staff_id: e.byStaff ? context.staffId : null,
    details: e.details,
  }));
  if (method === "MULTIBANCO")
    events.splice(1, 0, {
      ...(events[0] as (typeof events)[number]),
      kind: "REFERENCE_ISSUED",
      details: {
        entity: purchase.payment_entity as string,
        reference: purchase.payment_reference as string,
      },
    });
  batch.events.push(...events);
  const requested = story.events.find((e) => e.kind === "REFUND_REQUESTED");
  if (!requested) return;
  batch.refunds.push({
    purchase_id: id,
    amount_cents: totalCents,
    method: method === "CREDIT" ? "CARD" : "BANK_TRANSFER",
    status: story.refundedAt ? "DONE" : "PENDING",
    iban: story.refundedAt || method === "CREDIT" ? null : "PT50000201231234567890154",
    provider: method === "CREDIT" ? "sandbox" : null,
    intent_id: method === "CREDIT" ? `pi_bench_${id}` : null,
    provider_refund_id: method === "CREDIT" && story.refundedAt ? `re_bench_${id}` : null,
    attempts: method === "CREDIT" ? 1 : 0,
    requested_by: context.staffId,
    requested_at: requested.at,
    done_by: story.refundedAt ? context.staffId : null,
    done_at: story.refundedAt,
  });
}

/** Column types of the rows each table gets, as jsonb_to_recordset reads them. */
const COLUMNS = {
  purchases: {
    id: "integer",
    id_short: "text",
    state: "text",
    payment_method: "text",
    price_base_cents: "integer",
    price_delivery_cents: "integer",
    vat_percent: "numeric",
    price_tax_cents: "integer",
    price_total_cents: "integer",
    payment_provider: "text",
    payment_intent_id: "text",
    payment_entity: "text",
    payment_reference: "text",
    payment_expires_at: "timestamptz",
    contact_email: "text",
    contact_phone: "text",
    delivery_name: "text",
    delivery_country_id: "integer",
    delivery_country: "text",
    delivery_street: "text",
    delivery_city: "text",
    delivery_postal_code: "text",
    invoice_name: "text",
    invoice_nif: "text",
    invoice_country_id: "integer",
    invoice_country: "text",
    invoice_street: "text",
    invoice_city: "text",
    invoice_postal_code: "text",
    cart: "jsonb",
    carrier: "text",
    tracking_number: "text",
    tracking_url: "text",
    created_at: "timestamptz",
    updated_at: "timestamptz",
    paid_at: "timestamptz",
    canceled_at: "timestamptz",
  },
  purchase_lines: {
    purchase_id: "integer",
    product_id: "integer",
    size: "text",
    quantity: "integer",
    unit_price_cents: "integer",
    discount: "integer",
  },
  purchase_events: {
    purchase_id: "integer",
    at: "timestamptz",
    kind: "text",
    staff_id: "integer",
    details: "jsonb",
  },
  purchase_refunds: {
    purchase_id: "integer",
    amount_cents: "integer",
    method: "text",
    status: "text",
    iban: "text",
    provider: "text",
    intent_id: "text",
    provider_refund_id: "text",
    attempts: "integer",
    requested_by: "integer",
    requested_at: "timestamptz",
    done_by: "integer",
    done_at: "timestamptz",
  },
} as const satisfies { [T in keyof DB]?: { [C in keyof DB[T]]?: string } };

async function insertRows(trx: Transaction<DB>, table: keyof typeof COLUMNS, rows: Row[]) {
  if (rows.length === 0) return;
  const columns = Object.entries(COLUMNS[table]);
  const names = sql.join(columns.map(([name]) => sql.ref(name)));
  const definition = sql.raw(columns.map(([name, type]) => `${name} ${type}`).join(", "));
  await sql`INSERT INTO ${sql.table(table)} (${names})
    SELECT ${names} FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r(${definition})`.execute(
    trx,
  );
}

async function writeBatch(trx: Transaction<DB>, batch: Batch) {
  await insertRows(trx, "purchases", batch.purchases);
  await insertRows(trx, "purchase_lines", batch.lines);
  await insertRows(trx, "purchase_events", batch.events);
  await insertRows(trx, "purchase_refunds", batch.refunds);
}

/**
 * Adds `count` purchases of the products already there (seedBenchmarkProducts), the newest about
 * now, by about count / 3 buyers; the same purchases every run (a seeded random source).
 */
export async function seedBenchmarkPurchases(database: Database, count: number): Promise<void> {
  await database.db.transaction().execute(async (trx) => {
    const context = await loadContext(trx);
    const random = seededRandom(SEED);
    const buyers = generateCustomers(random, Math.ceil(count / PURCHASES_PER_CUSTOMER));
    const now = new Date();
    for (let start = 0; start < count; start += BATCH) {
      const batch: Batch = { purchases: [], lines: [], events: [], refunds: [] };
      for (let i = start; i < Math.min(count, start + BATCH); i += 1) {
        const createdAt = new Date(
          now.getTime() - (SPAN_MS * (count - i)) / count - random.int(0, 60_000),
        );
        addPurchase(
          batch,
          context,
          random,
          random.pick(buyers),
          context.firstId + i,
          createdAt,
          now,
        );
      }
      await writeBatch(trx, batch);
    }
    await sql`SELECT setval(pg_get_serial_sequence('purchases', 'id'), (SELECT max(id) FROM purchases))`.execute(
      trx,
    );
  });
  // What autovacuum (PostgreSQL) and the daily maintenance (PGlite) do to a shop this size.
  await sql`VACUUM ANALYZE`.execute(database.db);
}
