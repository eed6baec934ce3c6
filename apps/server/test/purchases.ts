import type { GeneratePurchaseBody } from "@shop/shared";
import type { Database } from "../src/db/database.ts";
import { cellKey, stockRepository } from "../src/modules/stock/stock.repository.ts";
import type { TestApp } from "./app.ts";

type Body = Omit<
  GeneratePurchaseBody,
  | "clientId"
  | "notesClient"
  | "idempotencyKey"
  | "pickup"
  | "discountCode"
  | "giftCardCodes"
  | "giftCards"
> &
  Record<string, unknown>;

let buyers = 0;

/**
 * A guest's purchase of two sizes of the fixture's sandals, delivered in Portugal, by a new
 * contact email each time (ana.N@example.pt), so that tests stay within the limits per email.
 */
export function purchaseBody(overrides: Partial<Record<keyof Body, unknown>> = {}): Body {
  buyers += 1;
  return {
    clientId: null,
    cart: { "1": { id: 1, quantities: { "36": 1, "38": 1 } } },
    contacts: { email: `ana.${buyers}@example.pt`, phone: "(351) 912345678" },
    addressDelivery: {
      name: "Ana Silva",
      country: 1,
      street: "Rua Augusta 1",
      city: "Lisboa",
      postalCode: "1100-053",
    },
    addressInvoice: null,
    buyerName: null,
    notesClient: "",
    paymentMethod: "MULTIBANCO",
    ...overrides,
  } as Body;
}

let addresses = 0;

/** A client address of its own for every call, so that tests stay within the limits per address. */
export function nextAddress(): string {
  addresses += 1;
  return `10.1.${(addresses >> 8) & 255}.${addresses & 255}`;
}

export const generate = (shop: TestApp, payload: unknown, remoteAddress = nextAddress()) =>
  shop.app.inject({
    method: "POST",
    url: "/api/public/purchase/generate",
    payload: payload as object,
    remoteAddress,
  });

export const post = (shop: TestApp, url: string, payload: unknown) =>
  shop.app.inject({ method: "POST", url: `/api${url}`, payload: payload as object });

/** A size's units at a store, or online (`storeId` null). */
export async function stockAt(
  { db }: Database,
  productId: number,
  size: string,
  storeId: number | null,
): Promise<number> {
  const row = await db
    .selectFrom("stock")
    .select("quantity")
    .where("product_id", "=", productId)
    .where("size", "=", size)
    .where("store_id", storeId === null ? "is" : "=", storeId)
    .executeTakeFirst();
  return row?.quantity ?? 0;
}

export const onlineStock = (database: Database, productId: number, size: string) =>
  stockAt(database, productId, size, null);

/** Sets a size's units at a store, or online, as a recount would: a movement of the difference. */
export async function setStockAt(
  { db }: Database,
  productId: number,
  size: string,
  storeId: number | null,
  quantity: number,
) {
  const cell = { size, storeId };
  await db.transaction().execute(async (trx) => {
    const balance = (await stockRepository.lockCells(trx, productId, [cell])).get(cellKey(cell));
    const delta = quantity - (balance ?? 0);
    await stockRepository.insertMovements(trx, [
      { product_id: productId, size, store_id: storeId, quantity: delta, reason: "recount" },
    ]);
  });
}

export const setOnlineStock = (
  database: Database,
  productId: number,
  size: string,
  quantity: number,
) => setStockAt(database, productId, size, null, quantity);

export async function countRows(
  { db }: Database,
  table: "purchases" | "purchase_lines" | "email_outbox",
) {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function mailsOfKind({ db }: Database, kind: string) {
  return db.selectFrom("email_outbox").selectAll().where("kind", "=", kind).orderBy("id").execute();
}

/** Moves a purchase's payment deadline into the past, as 6 hours of waiting would. */
export async function expireNow({ db }: Database, purchaseId: number) {
  await db
    .updateTable("purchases")
    .set({ payment_expires_at: new Date(Date.now() - 1000) })
    .where("id", "=", purchaseId)
    .execute();
}

export async function purchaseState({ db }: Database, purchaseId: number) {
  const row = await db
    .selectFrom("purchases")
    .select("state")
    .where("id", "=", purchaseId)
    .executeTakeFirstOrThrow();
  return row.state;
}

/** Cancels a purchase behind the shop's back, as an earlier expiry or the buyer would have. */
export async function cancelBehindTheBack({ db }: Database, purchaseId: number) {
  await db
    .updateTable("purchases")
    .set({ state: "CANCELED", canceled_at: new Date() })
    .where("id", "=", purchaseId)
    .execute();
}

/** The payments that arrived for a purchase after it was cancelled. */
export async function incidentsOf({ db }: Database, purchaseId: number) {
  return db
    .selectFrom("payment_incidents")
    .select(["intent_id", "amount_cents", "currency", "refunded_at"])
    .where("purchase_id", "=", purchaseId)
    .execute();
}
