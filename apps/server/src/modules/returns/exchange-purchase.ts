import { ErrorCode, returnMessages, stockMessages } from "@shop/shared";
import type { Transaction } from "kysely";
import type { DB } from "../../db/schema.ts";
import { AppError } from "../../http/app-error.ts";
import { type PurchaseRow, purchaseRepository } from "../purchase/purchase.repository.ts";
import { newIdShort } from "../purchase/purchase-generation.ts";
import { recordPurchaseEvent } from "../purchase/purchase-timeline.ts";
import { type ReturnLineRow, returnsRepository } from "./returns.repository.ts";

/**
 * The purchase that sends an accepted exchange: the other sizes at no charge, to the same
 * customer and address, already paid, so it follows the normal way to dispatch. Its units are
 * the ones the exchange reserved: passed from the return to the purchase in this transaction, so
 * nobody else can take them in between, in the name of the staff member who sent it.
 */
export async function createExchangePurchase(
  trx: Transaction<DB>,
  original: PurchaseRow,
  returnId: number,
  lines: ReturnLineRow[],
  staffId: number,
): Promise<number> {
  const exchanged = lines.flatMap((line) =>
    line.exchange_size
      ? [{ product_id: line.product_id, size: line.exchange_size, quantity: line.quantity }]
      : [],
  );
  const cart: Record<string, { id: number; quantities: Record<string, number> }> = {};
  for (const line of exchanged) {
    const item = cart[line.product_id] ?? { id: line.product_id, quantities: {} };
    item.quantities[line.size] = line.quantity;
    cart[line.product_id] = item;
  }
  const now = new Date();
  const id = await purchaseRepository.insertPurchase(
    trx,
    {
      id_short: await newIdShort(trx),
      user_id: original.user_id,
      language: original.language,
      state: "PAYED",
      payment_method: original.payment_method,
      price_base_cents: 0,
      price_delivery_cents: 0,
      vat_percent: original.vat_percent,
      price_tax_cents: 0,
      price_total_cents: 0,
      payment_provider: null,
      payment_intent_id: null,
      payment_request_id: null,
      payment_entity: null,
      payment_reference: null,
      payment_expires_at: null,
      contact_email: original.contact_email,
      contact_phone: original.contact_phone,
      delivery_name: original.delivery_name,
      delivery_country_id: original.delivery_country_id,
      delivery_country: original.delivery_country,
      delivery_street: original.delivery_street,
      delivery_city: original.delivery_city,
      delivery_postal_code: original.delivery_postal_code,
      // Collected where the original was: the new size waits in the same store.
      pickup_store_id: original.pickup_store_id,
      pickup_store_name: original.pickup_store_name,
      pickup_store_address: original.pickup_store_address,
      ready_at: null,
      pickup_reminded_at: null,
      invoice_name: original.invoice_name,
      invoice_nif: original.invoice_nif,
      invoice_country_id: original.invoice_country_id,
      invoice_country: original.invoice_country,
      invoice_street: original.invoice_street,
      invoice_city: original.invoice_city,
      invoice_postal_code: original.invoice_postal_code,
      notes_client: `Troca da encomenda ${original.id_short} (pedido n.º ${returnId}), sem custos.`,
      cart: JSON.stringify(cart),
      carrier: null,
      tracking_number: null,
      tracking_url: null,
      client_address: null,
      idempotency_key: null,
    },
    exchanged.map((line) => ({
      ...line,
      unit_price_cents: 0,
      discount: 0,
      sale_cents: null,
      code_discount_cents: 0,
    })),
  );
  await trx.updateTable("purchases").set({ paid_at: now }).where("id", "=", id).execute();
  const idShort = (await returnsRepository.idShortOf(trx, id)) ?? "";
  const note = stockMessages.exchangeNote(idShort);
  const passed = await returnsRepository.handOverExchange(trx, returnId, id, staffId, note);
  if (passed !== exchanged.length)
    throw new AppError(ErrorCode.OUT_OF_STOCK, returnMessages.exchangeOutOfStock);
  await recordPurchaseEvent(trx, id, "CREATED", {
    details: { paymentMethod: original.payment_method, exchangeOf: original.id_short },
  });
  await recordPurchaseEvent(trx, id, "PAID", { details: { exchangeOf: original.id_short } });
  return id;
}
