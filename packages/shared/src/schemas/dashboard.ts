import { z } from "zod";
import { REFUND_METHODS } from "./admin-orders.ts";

/** At or under this many units online, a size shows on the dashboard. */
export const LOW_STOCK_UNITS = 2;
/** How many rows each of the dashboard's lists shows (its total says how many there are). */
export const DASHBOARD_LIST_SIZE = 10;
/**
 * Why money waits to go back: a cancelled paid purchase, a return, a payment that came too late,
 * a withdrawal the staff have still to handle.
 */
export const REFUND_REASONS = ["CANCELLED", "RETURN", "PAYMENT", "WITHDRAWAL"] as const;

/** Paid purchases (PAYED and the states after it, never cancelled) of a span of Lisbon days. */
export const SalesFiguresSchema = z.object({
  count: z.number().int(),
  revenueCents: z.number().int(),
});
export type SalesFigures = z.infer<typeof SalesFiguresSchema>;

export const DailySalesSchema = SalesFiguresSchema.extend({
  /** The Lisbon day, `YYYY-MM-DD`. */
  day: z.string(),
});
export type DailySales = z.infer<typeof DailySalesSchema>;

const listOf = <T extends z.ZodType>(item: T) =>
  z.object({ total: z.number().int(), items: z.array(item) });

/** GET /api/admin/dashboard: what the shop sold and what waits for someone. */
export const DashboardSchema = z.object({
  sales: z.object({
    today: SalesFiguresSchema,
    last7Days: SalesFiguresSchema,
    last30Days: SalesFiguresSchema,
  }),
  /** The last 30 Lisbon days, oldest first, days without sales included. */
  daily: z.array(DailySalesSchema),
  /** Paid purchases waiting to be prepared (PAYED), oldest first. */
  toPrepare: listOf(
    z.object({
      idShort: z.string(),
      name: z.string(),
      totalCents: z.number().int(),
      paidAt: z.string(),
    }),
  ),
  /** Unpaid MULTIBANCO references whose deadline falls within the next 24 hours, soonest first. */
  expiringReferences: listOf(
    z.object({
      idShort: z.string(),
      name: z.string(),
      totalCents: z.number().int(),
      expiresAt: z.string(),
    }),
  ),
  /** Online sizes of active products with at most LOW_STOCK_UNITS units, fewest first. */
  lowStock: listOf(
    z.object({
      productId: z.number().int(),
      ref: z.string(),
      title: z.string(),
      size: z.string(),
      quantity: z.number().int(),
    }),
  ),
  /** Refunds not made yet, the nearest its REFUND_DEADLINE_DAYS limit first. */
  refundsDue: listOf(
    z.object({
      idShort: z.string(),
      name: z.string(),
      amountCents: z.number().int(),
      reason: z.enum(REFUND_REASONS),
      method: z.enum(REFUND_METHODS),
      /** REFUND_DEADLINE_DAYS after the customer asked (cancelled, returned, withdrew). */
      dueAt: z.string(),
      overdue: z.boolean(),
      /** When a transfer's IBAN was last given; null for other refunds. */
      ibanGivenAt: z.string().nullable(),
      /** Until when the transfer is held (its IBAN was given lately); null once it may be made. */
      heldUntil: z.string().nullable(),
    }),
  ),
});
export type Dashboard = z.infer<typeof DashboardSchema>;
