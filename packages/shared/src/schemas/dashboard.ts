import { z } from "zod";
import { daysSpanned, lisbonDay, shiftDay } from "../dates.ts";
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

/**
 * A span of Lisbon days' sales: the orders paid in it (an exchange's new order is none), and the
 * net money — payments less the refunds decided in it.
 */
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

/** The longest period a sales report covers, in days. */
export const SALES_REPORT_MAX_DAYS = 366;

const reportMessages = {
  day: "Indique o dia como AAAA-MM-DD.",
  order: "O último dia não pode ser anterior ao primeiro.",
  span: `Escolha um período de no máximo ${SALES_REPORT_MAX_DAYS} dias.`,
};

const reportDay = z
  .string({ error: reportMessages.day })
  .regex(/^\d{4}-\d{2}-\d{2}$/, reportMessages.day)
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), reportMessages.day);

/** The days a sales report covers unless asked: the last 30, today included. */
export const SALES_REPORT_DEFAULT_DAYS = 30;

/**
 * GET /api/admin/dashboard/sales: the Lisbon days `from` to `to`, both included; without `to`,
 * up to today, and without `from`, the SALES_REPORT_DEFAULT_DAYS days up to `to`.
 */
export const SalesReportQuerySchema = z
  .object({ from: reportDay.optional(), to: reportDay.optional() })
  .transform(({ from, to }) => {
    const last = to ?? lisbonDay(new Date());
    return { from: from ?? shiftDay(last, 1 - SALES_REPORT_DEFAULT_DAYS), to: last };
  })
  .refine((query) => query.to >= query.from, { message: reportMessages.order, path: ["to"] })
  .refine((query) => daysSpanned(query.from, query.to) <= SALES_REPORT_MAX_DAYS, {
    message: reportMessages.span,
    path: ["from"],
  });
export type SalesReportQuery = z.output<typeof SalesReportQuerySchema>;

/**
 * A period's sales. Money counts on its own day: a payment on the day it was paid, a refund (a
 * cancellation's or a return's) on the day it was decided, so net = paid − refunded. An exchange's
 * new order is no sale. The returns rate: units asked back (returns and exchanges not refused or
 * cancelled) over the units sold, both in the period.
 */
export const ReportFiguresSchema = z.object({
  orders: z.number().int(),
  paidCents: z.number().int(),
  refundedCents: z.number().int(),
  netCents: z.number().int(),
  /** What an order paid, on average: paidCents ÷ orders (0 without orders). */
  averageOrderCents: z.number().int(),
  unitsSold: z.number().int(),
  unitsReturned: z.number().int(),
  /** unitsReturned ÷ unitsSold, 0 to 1 (null without units sold). */
  returnsRate: z.number().nullable(),
});
export type ReportFigures = z.infer<typeof ReportFiguresSchema>;

export const SalesReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** The period of as many days just before. */
  previousFrom: z.string(),
  previousTo: z.string(),
  current: ReportFiguresSchema,
  previous: ReportFiguresSchema,
  /** The period's figures online and at each store's pickup (null: online delivery). */
  channels: z.array(z.object({ store: z.string().nullable(), figures: ReportFiguresSchema })),
  /** The products that sold the most units in the period, most first. */
  bestSellers: z.array(
    z.object({
      productId: z.number().int(),
      ref: z.string(),
      title: z.string(),
      units: z.number().int(),
      paidCents: z.number().int(),
    }),
  ),
  /** Revenue by discount code: the paid orders with each code in the period, most first. */
  codes: z.array(
    z.object({
      code: z.string(),
      orders: z.number().int(),
      paidCents: z.number().int(),
      /** What the code took off those orders' products. */
      discountCents: z.number().int(),
    }),
  ),
});
export type SalesReport = z.infer<typeof SalesReportSchema>;
