import { z } from "zod";
import { RESERVATION_PAYMENT_STATES, RESERVATION_STATES } from "../store-reservations.ts";
import { listQuerySchema, type Paged } from "./admin-lists.ts";
import { reservationMessages } from "./reservation-messages.ts";

/*
 * The staff's list of store reservations, apart from the schemas the storefront reads
 * (store-reservations.ts): the product page's reservation form would otherwise bring the back
 * office's list queries (admin-lists.ts) and the chunk Rollup puts them in into its first load.
 */

/** GET /api/admin/reservations: newest first, by state and store (a store's staff: their own). */
export const ReservationListQuerySchema = listQuerySchema(["createdAt"], {
  sort: "createdAt",
  order: "desc",
}).extend({
  state: z.enum(RESERVATION_STATES, { error: reservationMessages.state }).optional(),
  storeId: z.coerce.number().int().min(1).max(999_999_999).optional(),
});
export type ReservationListQuery = z.output<typeof ReservationListQuerySchema>;

export const ReservationSummarySchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  state: z.enum(RESERVATION_STATES),
  productId: z.number().int(),
  title: z.string(),
  size: z.string(),
  priceCents: z.number().int(),
  storeId: z.number().int(),
  store: z.string(),
  name: z.string(),
  /** Null for a store's staff: like a pickup's counter, they see the name and phone only. */
  email: z.string().nullable(),
  phone: z.string(),
  pickupDay: z.string(),
  heldUntil: z.string(),
  payment: z.enum(RESERVATION_PAYMENT_STATES),
  /** Who last changed it; null for the customer, the job, or a staff member since removed. */
  changedBy: z.string().nullable(),
});
export type ReservationSummary = z.infer<typeof ReservationSummarySchema>;

export const ReservationListSchema = z.object({
  items: z.array(ReservationSummarySchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
}) satisfies z.ZodType<Paged<ReservationSummary>>;
export type ReservationList = z.infer<typeof ReservationListSchema>;
