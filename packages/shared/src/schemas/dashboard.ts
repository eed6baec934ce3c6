/** Paid purchases (PAYED and after, never cancelled) of a span of Lisbon days. */
export interface SalesFigures {
  count: number;
  revenueCents: number;
}

export interface DailySales extends SalesFigures {
  /** The Lisbon day, `YYYY-MM-DD`. */
  day: string;
}

/** GET /api/admin/dashboard: what the shop sold and what waits for someone. */
export interface Dashboard {
  sales: { today: SalesFigures; last7Days: SalesFigures; last30Days: SalesFigures };
  /** The last 30 Lisbon days, oldest first, days without sales included. */
  daily: DailySales[];
  /** Paid purchases waiting to be prepared (PAYED), oldest first. */
  toPrepare: {
    total: number;
    items: { idShort: string; name: string; totalCents: number; paidAt: string }[];
  };
  /** MULTIBANCO references whose deadline falls within the next 24 hours, soonest first. */
  expiringReferences: {
    total: number;
    items: { idShort: string; name: string; totalCents: number; expiresAt: string }[];
  };
  /** Sizes of active products with at most LOW_STOCK_UNITS units online, fewest first. */
  lowStock: {
    total: number;
    items: { productId: number; ref: string; title: string; size: string; quantity: number }[];
  };
}

/** At or under this many units online, a size shows on the dashboard. */
export const LOW_STOCK_UNITS = 2;
/** How many rows each of the dashboard's lists shows (its total says how many there are). */
export const DASHBOARD_LIST_SIZE = 10;
