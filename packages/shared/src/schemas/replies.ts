import { z } from "zod";
import { UserSchema } from "./account.ts";
import { AnnouncedReductionShape, ProductSchema } from "./catalog.ts";
import { ChosenPaymentMethodSchema } from "./purchase.ts";

/** Units per size at each location: 'online' and every store id. */
export const ProductStockSchema = z.record(z.string(), z.record(z.string(), z.number().int()));

/** The online units of each size of several products, by product id. */
export const OnlineStockSchema = z.record(z.string(), z.record(z.string(), z.number().int()));

/** The stores whose own shelves hold a whole cart: it can be collected there today. */
export const PickupShelvesSchema = z.object({ storeIds: z.array(z.number().int()) });
export type PickupShelves = z.infer<typeof PickupShelvesSchema>;

export const ProductPriceSchema = z.object({
  price: z.object({
    price: z.number(),
    discount: z.number().int(),
    /** The sale price and end, as in a product (absent from an older server). */
    salePrice: z.number().nullable().optional(),
    saleEndsAt: z.string().nullable().optional(),
    ...AnnouncedReductionShape,
  }),
});

export const FeaturedProductsSchema = z.object({
  featured: z.array(ProductSchema),
  mostViewed: z.array(ProductSchema),
  mostRecent: z.array(ProductSchema),
});

/** A product of a past purchase, with the units bought of each size. */
export const PurchasedProductSchema = ProductSchema.extend({
  quantities: z.record(z.string(), z.number().int()),
});

export const SignedInSchema = z.object({ token: z.string(), user: UserSchema });

export const EmailConfirmationSchema = z.object({
  confirmed: z.boolean(),
  alreadyConfirmed: z.boolean(),
  invalidCode: z.boolean(),
});

export const PaymentConfigSchema = z.object({
  provider: z.enum(["sandbox", "stripe"]),
  publishableKey: z.string().nullable(),
  methods: z.array(ChosenPaymentMethodSchema),
});

export const ReadinessSchema = z.object({
  ready: z.literal(true),
  failedMail: z.number().int(),
  /** Invoices and credit notes the job gave up on (the back office can try them again). */
  failedInvoices: z.number().int(),
});
