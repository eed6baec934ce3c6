import { randomInt } from "node:crypto";
import {
  type Cart,
  checkAddressPostalCodes,
  computeCartTotals,
  destinationVatPercent,
  ErrorCode,
  type GeneratePurchaseBody,
  giftCardMessages,
  MULTIBANCO_VALID_HOURS,
} from "@shop/shared";
import type { Transaction } from "kysely";
import type { DB } from "../../db/schema.ts";
import { AppError } from "../../http/app-error.ts";
import { multibancoReference } from "../../payments/multibanco.ts";
import type { MultibancoIssuer } from "../../payments/reference-provider.ts";
import { applyCode, reserveCodeUse } from "../discount-codes/discount-codes.service.ts";
import { planCardPayment, spendOnPurchase } from "../gift-cards/gift-card-payments.ts";
import { pricedLine } from "./line-price.ts";
import {
  type NewPurchase,
  type PurchaseLine,
  purchaseRepository as repo,
} from "./purchase.repository.ts";
import type { Buyer } from "./purchase-guards.ts";
import { recordPurchaseEvent } from "./purchase-timeline.ts";
import { amountDueCents, insertSoldGiftCards } from "./sold-gift-cards.ts";

const ID_SHORT_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
const ID_SHORT_LENGTH = 8;

type CartProduct = Awaited<ReturnType<typeof repo.cartProducts>>[number];

const messages = {
  storeOffline:
    "A nossa loja está temporáriamente indisponível. Pedimos desculpa pelo incómodo. Por favor tente mais tarde.",
  productGone: "Este produto já não está disponível.",
  sizeGone: "Este tamanho não existe para este produto.",
  country: "Escolha o país.",
  pickupStore: "Esta loja não existe ou não aceita levantamentos. Escolha outra loja.",
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
          sale_cents: product.sale_cents,
          code_discount_cents: 0,
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

type DestinationColumns = Pick<
  NewPurchase,
  | "delivery_name"
  | "delivery_country_id"
  | "delivery_country"
  | "delivery_street"
  | "delivery_city"
  | "delivery_postal_code"
  | "pickup_store_id"
  | "pickup_store_name"
  | "pickup_store_address"
  | "ready_at"
  | "pickup_reminded_at"
>;
type Country = NonNullable<Awaited<ReturnType<typeof repo.country>>>;
type Destination = { columns: DestinationColumns; invoicePostalCode: string | null } & (
  | { pickup: true }
  | { pickup: false; country: Country | null }
);

const NO_ADDRESS = {
  delivery_country_id: null,
  delivery_country: "",
  delivery_street: "",
  delivery_city: "",
  delivery_postal_code: "",
} as const;

const NO_PICKUP = {
  pickup_store_id: null,
  pickup_store_name: null,
  pickup_store_address: null,
  ready_at: null,
  pickup_reminded_at: null,
} as const;

/**
 * Where the purchase goes: a store that exists and accepts pickups (its name and address kept as
 * they are now), a delivery address in a known country (postal codes by their countries' rules),
 * or nowhere: gift cards alone travel by email, only the buyer's name is kept (country null).
 */
async function destinationOf(
  trx: Transaction<DB>,
  body: GeneratePurchaseBody,
  invoiceCountryCode: string | null,
): Promise<Destination> {
  const countryCode = (id: number) =>
    id === body.addressInvoice?.country ? invoiceCountryCode : null;
  if (body.pickup) {
    const store = await repo.pickupStore(trx, body.pickup.storeId);
    if (!store) throw invalid({ "pickup.storeId": messages.pickupStore });
    const postal = checkAddressPostalCodes({ ...body, addressDelivery: null }, countryCode);
    if (Object.keys(postal.errors).length > 0) throw invalid(postal.errors);
    const columns: DestinationColumns = {
      delivery_name: body.pickup.name,
      ...NO_ADDRESS,
      pickup_store_id: store.id,
      pickup_store_name: store.name,
      pickup_store_address: store.address,
      ready_at: null,
      pickup_reminded_at: null,
    };
    return { pickup: true, columns, invoicePostalCode: postal.invoice };
  }
  const address = body.addressDelivery;
  if (!address && body.buyerName && Object.keys(body.cart).length === 0) {
    const postal = checkAddressPostalCodes(body, countryCode);
    if (Object.keys(postal.errors).length > 0) throw invalid(postal.errors);
    const columns: DestinationColumns = {
      ...NO_ADDRESS,
      delivery_name: body.buyerName,
      ...NO_PICKUP,
    };
    return { pickup: false, country: null, columns, invoicePostalCode: postal.invoice };
  }
  const country = address && (await repo.country(trx, address.country));
  if (!address || !country) throw invalid({ "addressDelivery.country": messages.country });
  const postal = checkAddressPostalCodes(body, (id) =>
    id === country.id ? country.code : countryCode(id),
  );
  if (Object.keys(postal.errors).length > 0) throw invalid(postal.errors);
  const columns: DestinationColumns = {
    delivery_name: address.name,
    delivery_country_id: country.id,
    delivery_country: country.name,
    delivery_street: address.street,
    delivery_city: address.city,
    delivery_postal_code: postal.delivery ?? "",
    ...NO_PICKUP,
  };
  return { pickup: false, country, columns, invoicePostalCode: postal.invoice };
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

/** The entity and sub-entity the shop builds references with; null when a provider issues them. */
function localEntity(
  issuer: MultibancoIssuer | null,
  settings: { multibanco_entity: string; multibanco_subentity: string },
) {
  if (issuer?.issuer === "ifthenpay") return issuer;
  if (issuer?.issuer === "shop")
    return { entity: settings.multibanco_entity, subentity: settings.multibanco_subentity };
  return null;
}

/**
 * Gives an unpaid purchase a MULTIBANCO reference the shop builds itself (the buyer switched to
 * MULTIBANCO); false when a provider issues the references.
 */
export async function assignLocalReference(
  trx: Transaction<DB>,
  purchase: { id: number; price_total_cents: number; gift_card_cents: number },
  issuer: MultibancoIssuer,
): Promise<boolean> {
  const local = localEntity(issuer, await repo.shopSettings(trx));
  if (!local) return false;
  const reference = await newReference(
    trx,
    local.entity,
    local.subentity,
    amountDueCents(purchase),
  );
  const expiresAt = new Date(Date.now() + MULTIBANCO_VALID_HOURS * 3_600_000);
  await repo.setLocalReference(trx, purchase.id, { entity: local.entity, reference, expiresAt });
  await recordPurchaseEvent(trx, purchase.id, "REFERENCE_ISSUED", {
    details: { entity: local.entity, reference },
  });
  return true;
}

/**
 * The purchase's discount code, checked again against the lines priced from the database and the
 * buyer (account, email and NIF), its share written on each line; the code stays locked until the
 * purchase commits. Null without a code; a refused code throws its reason.
 */
async function discountOf(
  trx: Transaction<DB>,
  body: GeneratePurchaseBody,
  buyer: Buyer,
  lines: PurchaseLine[],
  destination: Destination,
) {
  if (!body.discountCode) return null;
  if (lines.length === 0) throw invalid({ discountCode: giftCardMessages.codeOnGiftCard });
  const customer = {
    userId: buyer.userId,
    email: body.contacts.email,
    nif: body.addressInvoice?.nif ?? null,
  };
  const { row, applied } = await applyCode(
    trx,
    {
      text: body.discountCode,
      // Their sale prices included: a code applies to what the lines cost, and may exclude sales.
      lines: lines.map(pricedLine),
      groupId: destination.pickup ? null : (destination.country?.group_id ?? null),
      customer,
      field: "discountCode",
    },
    true,
  );
  lines.forEach((line, index) => {
    line.code_discount_cents = applied.shares[index] ?? 0;
  });
  return { row, applied, customer, text: body.discountCode };
}

/**
 * What the purchase's gift cards pay: the products and the delivery, never the gift cards it buys
 * (a card cannot buy a card). Their balances stay locked until the purchase commits.
 */
async function cardsOf(trx: Transaction<DB>, body: GeneratePurchaseBody, payableCents: number) {
  if (body.giftCardCodes.length === 0) return [];
  if (payableCents === 0) throw invalid({ giftCardCodes: giftCardMessages.buysGiftCard });
  return planCardPayment(trx, body.giftCardCodes, payableCents, new Date());
}

/**
 * Writes a purchase, its lines and the reservation of its online stock (movements of the stock
 * ledger) in one transaction: prices, a discount code's effect, delivery and VAT come from the
 * database; whatever the body says of them is not read.
 * A MULTIBANCO reference is built here unless a provider issues it afterwards.
 */
export async function writePurchase(
  trx: Transaction<DB>,
  body: GeneratePurchaseBody,
  buyer: Buyer,
  issuer: MultibancoIssuer | null,
): Promise<number> {
  const settings = await repo.shopSettings(trx);
  if (!settings.store_online) throw new AppError(ErrorCode.STORE_OFFLINE, messages.storeOffline);
  const products = await repo.cartProducts(
    trx,
    Object.values(body.cart).map((item) => item.id),
  );
  const lines = priceCart(body.cart, products);
  const invoice = body.addressInvoice;
  const invoiceCountry = invoice ? await repo.country(trx, invoice.country) : undefined;
  if (invoice && !invoiceCountry) throw invalid({ "addressInvoice.country": messages.country });
  const destination = await destinationOf(trx, body, invoiceCountry?.code ?? null);
  const rates = {
    mainland: settings.vat_percent,
    madeira: settings.vat_percent_madeira,
    azores: settings.vat_percent_azores,
  };
  // A pickup is sold in the store: no delivery, and the VAT of the store's mainland address.
  // Gift cards alone (no country) have no VAT: the rate is only kept.
  const country = destination.pickup ? null : destination.country;
  const vatPercent = country
    ? destinationVatPercent({ code: country.code, vatPercent: country.vat_percent }, rates)
    : rates.mainland;
  const code = await discountOf(trx, body, buyer, lines, destination);
  const totals = computeCartTotals(
    lines.map(pricedLine),
    // Gift cards alone travel by email: no delivery.
    !country || code?.applied.freeDelivery || lines.length === 0
      ? 0
      : {
          priceCents: country.delivery_price_cents,
          freeFromCents: country.free_delivery_from_cents,
        },
    settings.vat_percent,
    vatPercent,
  );
  const cards = await cardsOf(trx, body, totals.totalCents);
  const giftCardCents = cards.reduce((sum, card) => sum + card.amountCents, 0);
  const soldCents = body.giftCards.reduce((sum, card) => sum + card.valueCents, 0);
  const totalCents = totals.totalCents + soldCents;
  // Cards paying the whole total leave nothing for a method: the purchase is paid at once.
  const method = totalCents === giftCardCents ? "GIFT_CARD" : body.paymentMethod;
  const multibanco = method === "MULTIBANCO";
  const local = multibanco ? localEntity(issuer, settings) : null;
  const expiresAt = new Date(Date.now() + MULTIBANCO_VALID_HOURS * 3_600_000);
  const purchase: NewPurchase = {
    id_short: await newIdShort(trx),
    user_id: buyer.userId,
    state: multibanco ? "MULTIBANCO" : "REGISTERED",
    payment_method: method,
    price_base_cents: totals.baseCents,
    price_delivery_cents: totals.deliveryCents,
    vat_percent: vatPercent,
    price_tax_cents: totals.vatCents,
    price_total_cents: totalCents,
    gift_card_cents: giftCardCents,
    sold_gift_cards_cents: soldCents,
    payment_provider: local ? "multibanco" : null,
    payment_intent_id: null,
    payment_request_id: null,
    payment_entity: local?.entity ?? null,
    payment_reference: local
      ? await newReference(trx, local.entity, local.subentity, totalCents - giftCardCents)
      : null,
    payment_expires_at: expiresAt,
    contact_email: body.contacts.email,
    contact_phone: body.contacts.phone,
    ...destination.columns,
    invoice_name: invoice?.name ?? null,
    invoice_nif: invoice?.nif ?? null,
    invoice_country_id: invoiceCountry?.id ?? null,
    invoice_country: invoiceCountry?.name ?? null,
    invoice_street: invoice?.street ?? null,
    invoice_city: invoice?.city ?? null,
    invoice_postal_code: destination.invoicePostalCode,
    notes_client: body.notesClient,
    cart: JSON.stringify(body.cart),
    carrier: null,
    tracking_number: null,
    tracking_url: null,
    client_address: buyer.address,
    language: buyer.language,
    idempotency_key: body.idempotencyKey,
    discount_code: code?.text ?? null,
    discount_code_id: code?.row.id ?? null,
    discount_cents: code?.applied.discountCents ?? 0,
    discount_free_delivery: code?.applied.freeDelivery ?? false,
  };
  // The reservation is the last step: its movements name the purchase, and the balances stay
  // locked only until the commit that follows.
  const purchaseId = await repo.insertPurchase(trx, purchase, lines);
  await insertSoldGiftCards(trx, purchaseId, body.giftCards);
  await spendOnPurchase(trx, cards, purchaseId, new Date());
  if (code)
    await reserveCodeUse(trx, {
      purchaseId,
      codeId: code.row.id,
      code: code.text,
      customer: code.customer,
    });
  await recordPurchaseEvent(trx, purchaseId, "CREATED", {
    details: { paymentMethod: method },
  });
  if (purchase.payment_entity && purchase.payment_reference) {
    await recordPurchaseEvent(trx, purchaseId, "REFERENCE_ISSUED", {
      details: { entity: purchase.payment_entity, reference: purchase.payment_reference },
    });
  }
  await reserveStock(trx, purchaseId, lines, products);
  return purchaseId;
}
