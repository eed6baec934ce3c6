import { randomInt } from "node:crypto";
import {
  type Cart,
  checkAddressPostalCodes,
  computeCartTotals,
  destinationVatPercent,
  ErrorCode,
  type GeneratePurchaseBody,
  MULTIBANCO_VALID_HOURS,
} from "@shop/shared";
import type { Transaction } from "kysely";
import type { DB } from "../../db/schema.ts";
import { AppError } from "../../http/app-error.ts";
import { multibancoReference } from "../../payments/multibanco.ts";
import {
  type NewPurchase,
  type PurchaseLine,
  purchaseRepository as repo,
} from "./purchase.repository.ts";
import type { Buyer } from "./purchase-guards.ts";
import { recordPurchaseEvent } from "./purchase-timeline.ts";

const ID_SHORT_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
const ID_SHORT_LENGTH = 8;

type CartProduct = Awaited<ReturnType<typeof repo.cartProducts>>[number];

const messages = {
  storeOffline:
    "A nossa loja está temporáriamente indisponível. Pedimos desculpa pelo incómodo. Por favor tente mais tarde.",
  productGone: "Este produto já não está disponível.",
  sizeGone: "Este tamanho não existe para este produto.",
  country: "Escolha o país.",
  outOfStock: (title: string, size: string) =>
    `Já não temos stock suficiente de «${title}» no tamanho ${size}.`,
  invalid: "Alguns dados enviados não são válidos.",
};

function invalid(fields: Record<string, string>): AppError {
  return new AppError(ErrorCode.VALIDATION, messages.invalid, fields);
}

/** The cart as purchase lines, priced from the database; unknown products or sizes are refused. */
export function priceCart(cart: Cart, products: CartProduct[]): PurchaseLine[] {
  const byId = new Map(products.map((product) => [product.id, product]));
  const fields: Record<string, string> = {};
  const lines: PurchaseLine[] = [];
  for (const item of Object.values(cart)) {
    const product = byId.get(item.id);
    if (!product) {
      fields[`cart.${item.id}`] = messages.productGone;
      continue;
    }
    for (const [size, quantity] of Object.entries(item.quantities)) {
      if (!product.sizes.includes(size))
        fields[`cart.${item.id}.quantities.${size}`] = messages.sizeGone;
      else
        lines.push({
          product_id: product.id,
          size,
          quantity,
          unit_price_cents: product.price_cents,
          discount: product.discount,
        });
    }
  }
  if (Object.keys(fields).length > 0) throw invalid(fields);
  // A fixed order of row locks, so two buyers of the same sizes never deadlock.
  return lines.sort((a, b) => a.product_id - b.product_id || a.size.localeCompare(b.size));
}

async function reserveStock(
  trx: Transaction<DB>,
  purchaseId: number,
  lines: PurchaseLine[],
  products: CartProduct[],
) {
  for (const line of lines) {
    if (
      !(await repo.reserveOnlineStock(trx, line.product_id, line.size, line.quantity, purchaseId))
    ) {
      const product = products.find((p) => p.id === line.product_id);
      const title = product?.title ?? `Ref: ${product?.ref ?? line.product_id}`;
      const message = messages.outOfStock(title, line.size);
      throw new AppError(ErrorCode.OUT_OF_STOCK, message, {
        [`cart.${line.product_id}.quantities.${line.size}`]: message,
      });
    }
  }
}

export async function newIdShort(trx: Transaction<DB>): Promise<string> {
  for (;;) {
    const idShort = Array.from(
      { length: ID_SHORT_LENGTH },
      () => ID_SHORT_ALPHABET[randomInt(ID_SHORT_ALPHABET.length)],
    ).join("");
    if (!(await repo.idShortTaken(trx, idShort))) return idShort;
  }
}

async function newReference(
  trx: Transaction<DB>,
  entity: string,
  subentity: string,
  amountCents: number,
) {
  for (;;) {
    const orderNumber = await repo.nextOrderNumber(trx);
    const reference = multibancoReference({ entity, subentity, orderNumber, amountCents });
    if (!(await repo.isOpenReference(trx, entity, reference))) return reference;
  }
}

/**
 * Writes a purchase, its lines and the reservation of its online stock (movements of the stock
 * ledger) in one transaction: prices, delivery and VAT come from the database; whatever the body
 * says of them is not read.
 * A MULTIBANCO reference is built here unless a provider issues it afterwards.
 */
export async function writePurchase(
  trx: Transaction<DB>,
  body: GeneratePurchaseBody,
  buyer: Buyer,
  referenceByProvider = false,
): Promise<number> {
  const settings = await repo.shopSettings(trx);
  if (!settings.store_online) throw new AppError(ErrorCode.STORE_OFFLINE, messages.storeOffline);
  const products = await repo.cartProducts(
    trx,
    Object.values(body.cart).map((item) => item.id),
  );
  const lines = priceCart(body.cart, products);
  const delivery = await repo.country(trx, body.addressDelivery.country);
  if (!delivery) throw invalid({ "addressDelivery.country": messages.country });
  const invoice = body.addressInvoice;
  const invoiceCountry = invoice ? await repo.country(trx, invoice.country) : undefined;
  if (invoice && !invoiceCountry) throw invalid({ "addressInvoice.country": messages.country });
  const postal = checkAddressPostalCodes(body, (id) =>
    id === delivery.id ? delivery.code : (invoiceCountry?.code ?? null),
  );
  if (Object.keys(postal.errors).length > 0) throw invalid(postal.errors);

  const vatPercent = destinationVatPercent(
    { code: delivery.code, vatPercent: delivery.vat_percent },
    {
      mainland: settings.vat_percent,
      madeira: settings.vat_percent_madeira,
      azores: settings.vat_percent_azores,
    },
  );
  const totals = computeCartTotals(
    lines.map((line) => ({
      priceCents: line.unit_price_cents,
      discount: line.discount,
      quantity: line.quantity,
    })),
    delivery.delivery_price_cents,
    settings.vat_percent,
    vatPercent,
  );
  const multibanco = body.paymentMethod === "MULTIBANCO";
  const builtInReference = multibanco && !referenceByProvider;
  const expiresAt = new Date(Date.now() + MULTIBANCO_VALID_HOURS * 3_600_000);
  const purchase: NewPurchase = {
    id_short: await newIdShort(trx),
    user_id: buyer.userId,
    state: multibanco ? "MULTIBANCO" : "REGISTERED",
    payment_method: body.paymentMethod,
    price_base_cents: totals.baseCents,
    price_delivery_cents: totals.deliveryCents,
    vat_percent: vatPercent,
    price_tax_cents: totals.vatCents,
    price_total_cents: totals.totalCents,
    payment_provider: builtInReference ? "multibanco" : null,
    payment_intent_id: null,
    payment_entity: builtInReference ? settings.multibanco_entity : null,
    payment_reference: builtInReference
      ? await newReference(
          trx,
          settings.multibanco_entity,
          settings.multibanco_subentity,
          totals.totalCents,
        )
      : null,
    payment_expires_at: expiresAt,
    contact_email: body.contacts.email,
    contact_phone: body.contacts.phone,
    delivery_name: body.addressDelivery.name,
    delivery_country_id: delivery.id,
    delivery_country: delivery.name,
    delivery_street: body.addressDelivery.street,
    delivery_city: body.addressDelivery.city,
    delivery_postal_code: postal.delivery,
    invoice_name: invoice?.name ?? null,
    invoice_nif: invoice?.nif ?? null,
    invoice_country_id: invoiceCountry?.id ?? null,
    invoice_country: invoiceCountry?.name ?? null,
    invoice_street: invoice?.street ?? null,
    invoice_city: invoice?.city ?? null,
    invoice_postal_code: postal.invoice,
    notes_client: body.notesClient,
    cart: JSON.stringify(body.cart),
    carrier: null,
    tracking_number: null,
    tracking_url: null,
    client_address: buyer.address,
    idempotency_key: body.idempotencyKey,
  };
  // The reservation is the last step: its movements name the purchase, and the balances stay
  // locked only until the commit that follows.
  const purchaseId = await repo.insertPurchase(trx, purchase, lines);
  await recordPurchaseEvent(trx, purchaseId, "CREATED", {
    details: { paymentMethod: body.paymentMethod },
  });
  if (purchase.payment_entity && purchase.payment_reference) {
    await recordPurchaseEvent(trx, purchaseId, "REFERENCE_ISSUED", {
      details: { entity: purchase.payment_entity, reference: purchase.payment_reference },
    });
  }
  await reserveStock(trx, purchaseId, lines, products);
  return purchaseId;
}
