import { z } from "zod";
import { PURCHASE_STATES } from "../purchase-states.ts";
import { CancelOrderSchema, REFUND_METHODS } from "./admin-orders.ts";
import { PaymentMethodSchema } from "./purchase.ts";
import { ReturnableSchema } from "./returns.ts";

/**
 * The customer cancels (POST /users/client/purchase/:id/cancel, POST /public/orders/:token/cancel):
 * the IBAN is needed only for a paid MULTIBANCO purchase, checked by its check digits.
 */
export const CustomerCancelSchema = CancelOrderSchema.pick({ iban: true });
export type CustomerCancel = z.output<typeof CustomerCancelSchema>;

/** What cancelling answers: whether the money went back, or still has to. */
export const CANCEL_OUTCOMES = ["none", "card-done", "card-pending", "transfer-pending"] as const;
export const CancelOutcomeSchema = z.object({ refund: z.enum(CANCEL_OUTCOMES) });
export type CancelOutcome = z.infer<typeof CancelOutcomeSchema>;

/** The order page's link in a path; anything that is not a live link's token is a 404. */
export const OrderLinkParamsSchema = z.object({ token: z.string().max(100) });

const DocumentLinkSchema = z.object({ number: z.string(), url: z.string() });

/** The moments of an order its customer is shown, in the order they happen. */
export const ORDER_TIMELINE_KINDS = [
  "CREATED",
  "PAID",
  "DISPATCHED",
  "READY_FOR_PICKUP",
  "DELIVERED",
  "COLLECTED",
  "EXPIRED",
  "CANCELED",
  "REFUNDED",
] as const;
export type OrderTimelineKind = (typeof ORDER_TIMELINE_KINDS)[number];

/**
 * GET /public/orders/:token: the order as its emails show it (no names, streets or contacts;
 * delivery as postal code and country). Money in euros; document URLs are under the API.
 */
export const OrderPageSchema = z.object({
  idShort: z.string(),
  state: z.enum(PURCHASE_STATES),
  date: z.string(),
  paymentMethod: PaymentMethodSchema,
  lines: z.array(
    z.object({
      productId: z.number(),
      title: z.string(),
      size: z.string(),
      quantity: z.number(),
      /** The unit price paid, discount applied. */
      price: z.number(),
      /** The line's share of the order's discount code, in euros (0 without one). */
      codeDiscount: z.number(),
      /** The product's main picture (a stored picture's name); null when it has none. */
      picture: z.string().nullable(),
    }),
  ),
  totals: z.object({
    base: z.number(),
    deliveryBase: z.number(),
    vat: z.number(),
    vatPercent: z.number(),
    total: z.number(),
  }),
  /** The discount code the order used: its amount in euros off the products, or free delivery. */
  discountCode: z
    .object({ code: z.string(), amount: z.number(), freeDelivery: z.boolean() })
    .nullable(),
  /** The gift cards that paid part of it (means of payment, not discounts): last 4 and euros. */
  giftCardsUsed: z.array(z.object({ last4: z.string(), amount: z.number() })).default([]),
  /** The gift cards it bought (no VAT): value in euros, who receives it, the Lisbon day it is sent. */
  giftCardsSold: z
    .array(z.object({ value: z.number(), recipientName: z.string(), deliveryDay: z.string() }))
    .default([]),
  /** What the chosen method pays: the total less the gift cards' part, in euros. */
  paidByMethod: z.number().optional(),
  /** Postal code and country, as the emails say it. */
  deliveryPlace: z.string(),
  /** Collected in a store: the store as bought, and its opening hours now (null if unknown). */
  pickup: z
    .object({
      storeName: z.string(),
      storeAddress: z.string(),
      hours: z.array(z.object({ days: z.string(), times: z.string() })).nullable(),
    })
    .nullable(),
  /** What happened to the order and when (ISO instants), oldest first. */
  timeline: z.array(z.object({ kind: z.enum(ORDER_TIMELINE_KINDS), at: z.string() })),
  multibanco: z
    .object({ entity: z.string(), reference: z.string(), expiresAt: z.string() })
    .nullable(),
  dispatch: z
    .object({
      carrierName: z.string(),
      trackingNumber: z.string(),
      trackingUrl: z.string().nullable(),
    })
    .nullable(),
  invoice: DocumentLinkSchema.nullable(),
  creditNotes: z.array(DocumentLinkSchema),
  refund: z
    .object({
      method: z.enum(REFUND_METHODS),
      amount: z.number(),
      done: z.boolean(),
      /** The last four characters of the IBAN a transfer goes to. */
      ibanEnd: z.string().nullable(),
    })
    .nullable(),
  /** Whether the customer may cancel it now, and whether that needs an IBAN. */
  cancel: z.object({ allowed: z.boolean(), needsIban: z.boolean() }),
  /** A delivered purchase's returns, as the account shows them; null before delivery. */
  returns: ReturnableSchema.nullable(),
});
export type OrderPage = z.infer<typeof OrderPageSchema>;

/** POST /users/client/purchase/:id/order-link: a new link to the order's page. */
export const NewOrderLinkSchema = z.object({ path: z.string() });
