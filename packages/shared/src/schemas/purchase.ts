import { z } from "zod";
import { CartSchema } from "../cart.ts";
import {
  CITY_MAX_LENGTH,
  PERSON_NAME_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  STREET_MAX_LENGTH,
} from "../constants.ts";
import {
  normalizePostalCodeFor,
  POSTAL_CODE_MAX_LENGTH,
  postalCodeError,
  postalCodeMessages,
} from "../postal-codes.ts";
import {
  containsLink,
  isValidContactPhone,
  isValidNif,
  LINK_REFUSED_MESSAGE,
  normalizeContactPhone,
  normalizeNif,
  portugueseMobile,
} from "../validation.ts";
import { checkoutMessages } from "./checkout-messages.ts";
import { DiscountCodeTextSchema } from "./discount-codes.ts";
import { GiftCardCodeSchema, GiftCardOrderSchema } from "./gift-cards.ts";

const required = (label: string, max: number) =>
  z
    .string({ error: checkoutMessages.required(label) })
    .trim()
    .min(1, checkoutMessages.required(label))
    .max(max, checkoutMessages.tooLong(max));

/** A name, street or city: the shop mails it, so it may not carry a link. */
const plainText = (label: string, max: number) =>
  required(label, max).refine((value) => !containsLink(value), LINK_REFUSED_MESSAGE);

/**
 * The shape any country's postal code has; the country's own rule needs its code, which the
 * server looks up (`addressPostalCodeErrors`) and the storefront knows from its country list.
 */
const postalCode = (label: string) =>
  required(label, POSTAL_CODE_MAX_LENGTH)
    .transform((value) => value.toUpperCase())
    .refine((value) => postalCodeError(null, value) === null, postalCodeMessages.any);

const countryId = z
  .number({ error: checkoutMessages.country })
  .int(checkoutMessages.country)
  .min(1, checkoutMessages.country);

/**
 * Contacts of a purchase. A Portuguese phone may come with the '(351) ' prefix (its 9 digits are
 * kept); a foreign one starts with '+' or '00' and its country code.
 */
export const ContactsSchema = z.object({
  email: required(checkoutMessages.fields.email, 254).pipe(z.email(checkoutMessages.email)),
  phone: required(checkoutMessages.fields.phone, PHONE_MAX_LENGTH)
    .transform(normalizeContactPhone)
    .refine(isValidContactPhone, checkoutMessages.phone),
});

/** Where the order goes. */
export const DeliveryAddressSchema = z.object({
  name: plainText(checkoutMessages.fields.name, PERSON_NAME_MAX_LENGTH),
  country: countryId,
  street: plainText(checkoutMessages.fields.street, STREET_MAX_LENGTH),
  city: plainText(checkoutMessages.fields.city, CITY_MAX_LENGTH),
  postalCode: postalCode(checkoutMessages.fields.postalCode),
});

/** Optional invoice details; without them a final-consumer invoice is issued. */
export const InvoiceAddressSchema = z.object({
  name: plainText(checkoutMessages.fields.invoiceName, 70),
  nif: z
    .string({ error: checkoutMessages.nif })
    .transform(normalizeNif)
    .refine(isValidNif, checkoutMessages.nif),
  country: countryId,
  street: plainText(checkoutMessages.fields.invoiceStreet, STREET_MAX_LENGTH),
  city: plainText(checkoutMessages.fields.invoiceCity, CITY_MAX_LENGTH),
  postalCode: postalCode(checkoutMessages.fields.invoicePostalCode),
});

/** Collecting in a store instead of a delivery: which store, and who comes for it. */
export const PickupSchema = z.object({
  storeId: z
    .number({ error: checkoutMessages.pickupStore })
    .int(checkoutMessages.pickupStore)
    .min(1, checkoutMessages.pickupStore),
  name: plainText(checkoutMessages.fields.pickupName, PERSON_NAME_MAX_LENGTH),
});
export type Pickup = z.output<typeof PickupSchema>;

/** The methods a buyer chooses from. */
export const ChosenPaymentMethodSchema = z.enum(["MULTIBANCO", "CREDIT", "MBWAY"], {
  error: checkoutMessages.paymentMethod,
});
export type ChosenPaymentMethod = z.infer<typeof ChosenPaymentMethodSchema>;

/** How a purchase was paid: a chosen method, or gift cards alone (they paid the whole total). */
export const PaymentMethodSchema = z.enum([...ChosenPaymentMethodSchema.options, "GIFT_CARD"]);
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;

/** Cards one purchase may be paid with. */
export const MAX_GIFT_CARDS_PER_PURCHASE = 5;
/** Cards one purchase may buy. */
export const MAX_GIFT_CARDS_SOLD = 10;

/**
 * The checkout's random key for one attempt at paying: generating twice with it answers the same
 * purchase, and it lets the checkout cancel that purchase.
 */
const IdempotencyKeySchema = z.string().regex(/^[\w-]{16,100}$/, "Chave de pedido inválida.");

const hasProducts = (body: { cart: Record<string, unknown> }) => Object.keys(body.cart).length > 0;

/**
 * Body of POST /public/purchase/generate. Prices and totals are never read from it. Either a
 * delivery address or a pickup in a store (then the address is not read).
 */
export const GeneratePurchaseBodySchema = z
  .object({
    clientId: z.number().int().min(1).nullable().default(null),
    cart: CartSchema,
    contacts: ContactsSchema,
    addressDelivery: DeliveryAddressSchema.nullable().default(null),
    pickup: PickupSchema.nullable().default(null),
    addressInvoice: InvoiceAddressSchema.nullable().default(null),
    /** Who buys gift cards alone: no delivery, so no address to take the name from. */
    buyerName: plainText(checkoutMessages.fields.buyerName, PERSON_NAME_MAX_LENGTH)
      .nullable()
      .default(null),
    notesClient: z.string().trim().max(1000, checkoutMessages.tooLong(1000)).default(""),
    paymentMethod: ChosenPaymentMethodSchema.default("MULTIBANCO"),
    idempotencyKey: IdempotencyKeySchema.nullable().default(null),
    /** A discount code; the server checks it again and computes what it takes off. */
    discountCode: DiscountCodeTextSchema.nullable().default(null),
    /** Gift cards paying for it, in the order they are spent; the rest by `paymentMethod`. */
    giftCardCodes: z
      .array(GiftCardCodeSchema)
      .max(MAX_GIFT_CARDS_PER_PURCHASE, checkoutMessages.tooManyGiftCards)
      .default([]),
    /** Gift cards it buys (lines without VAT nor delivery), made once it is paid. */
    giftCards: z
      .array(GiftCardOrderSchema)
      .max(MAX_GIFT_CARDS_SOLD, checkoutMessages.tooManyGiftCardsSold)
      .default([]),
  })
  .refine((body) => Object.keys(body.cart).length > 0 || body.giftCards.length > 0, {
    path: ["cart"],
    error: checkoutMessages.emptyCart,
  })
  // Gift cards alone travel by email: an address (or a store) only when there are products.
  .refine((body) => !hasProducts(body) || body.pickup !== null || body.addressDelivery !== null, {
    path: ["addressDelivery"],
    error: checkoutMessages.deliveryAddress,
  })
  .refine(
    (body) =>
      hasProducts(body) ||
      body.pickup !== null ||
      body.addressDelivery !== null ||
      body.buyerName !== null,
    { path: ["buyerName"], error: checkoutMessages.buyerName },
  );
export type GeneratePurchaseBody = z.output<typeof GeneratePurchaseBodySchema>;

interface PostalAddress {
  country: number;
  postalCode: string;
}

/**
 * The addresses' postal codes by their countries' rules (`countryCode` answers a country id's
 * ISO code): each normalized as the country writes it, and the errors by field path.
 */
export function checkAddressPostalCodes(
  addresses: { addressDelivery: PostalAddress | null; addressInvoice: PostalAddress | null },
  countryCode: (countryId: number) => string | null,
): { errors: Record<string, string>; delivery: string | null; invoice: string | null } {
  const errors: Record<string, string> = {};
  const check = (key: "addressDelivery" | "addressInvoice", address: PostalAddress) => {
    const code = countryCode(address.country);
    const postal = normalizePostalCodeFor(code, address.postalCode);
    const error = postalCodeError(code, postal);
    if (error) errors[`${key}.postalCode`] = error;
    return postal;
  };
  const delivery = addresses.addressDelivery && check("addressDelivery", addresses.addressDelivery);
  const invoice = addresses.addressInvoice && check("addressInvoice", addresses.addressInvoice);
  return { errors, delivery, invoice };
}

export const PurchaseProductsBodySchema = z.object({ cart: CartSchema });

const idShort = z
  .string()
  .trim()
  .regex(/^[A-Z0-9]{6,16}$/, "Referência de encomenda inválida.");
export const WaitPurchaseBodySchema = z.object({ idShort });
/** Body of POST /public/purchase/cancel: the buyer's own unpaid purchase (the key, or the session). */
export const CancelPurchaseBodySchema = z.object({
  idShort,
  idempotencyKey: IdempotencyKeySchema.nullable().default(null),
});
export type CancelPurchaseBody = z.output<typeof CancelPurchaseBodySchema>;
/** Body of the MB WAY calls on a buyer's own purchase (status, switching to MULTIBANCO). */
export const OwnPurchaseBodySchema = CancelPurchaseBodySchema;

/**
 * Body of POST /public/purchase/mbway: push a payment request to a Portuguese mobile number, written
 * in any usual way (`portugueseMobile`) and kept as its 9 digits.
 */
export const MbwayRequestBodySchema = CancelPurchaseBodySchema.extend({
  phone: z
    .string({ error: checkoutMessages.mbwayPhone })
    .max(PHONE_MAX_LENGTH, checkoutMessages.mbwayPhone)
    .transform((value, context) => {
      const digits = portugueseMobile(value);
      if (digits === null) {
        context.addIssue({ code: "custom", message: checkoutMessages.mbwayPhone });
        return z.NEVER;
      }
      return digits;
    }),
});
export type MbwayRequestBody = z.output<typeof MbwayRequestBodySchema>;

export const MBWAY_STATUSES = ["PENDING", "PAID", "REFUSED", "EXPIRED", "FAILED"] as const;
export type MbwayRequestStatus = (typeof MBWAY_STATUSES)[number];

/** What the MB WAY calls answer: the purchase's state and its latest MB WAY request. */
export const MbwayStateReplySchema = z.object({
  idShort: z.string(),
  state: z.string(),
  paid: z.boolean(),
  request: z.object({ status: z.enum(MBWAY_STATUSES), expiresAt: z.string() }).nullable(),
});
export type MbwayStateReply = z.infer<typeof MbwayStateReplySchema>;

export const ConfirmPurchaseBodySchema = z.object({
  intentId: z.string().trim().min(1).max(255),
});

/** What generating a purchase answers. Money in euros. */
export const GeneratedPurchaseSchema = z.object({
  paymentMethod: PaymentMethodSchema,
  paymentKey: z.string().nullable(),
  id: z.number().int(),
  idShort: z.string(),
  paymentReference: z.string().nullable(),
  paymentEntity: z.string().nullable(),
  paymentValue: z.number(),
  paymentExpiresAt: z.string().nullable(),
});
export type GeneratedPurchase = z.infer<typeof GeneratedPurchaseSchema>;

/** What waiting on or confirming a purchase answers: its state only. */
export const PurchaseStateReplySchema = z.object({
  id: z.number().int().optional(),
  idShort: z.string(),
  state: z.string(),
  paid: z.boolean(),
});
export type PurchaseStateReply = z.infer<typeof PurchaseStateReplySchema>;
