import type { Dashboard, SalesFigures } from "@shop/shared";
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";
import { type DayRow, dashboardRepository } from "./dashboard.repository.ts";

const CHART_DAYS = 30;

function total(days: DayRow[]): SalesFigures {
  return days.reduce(
    (sum, day) => ({
      count: sum.count + day.count,
      revenueCents: sum.revenueCents + day.revenueCents,
    }),
    { count: 0, revenueCents: 0 },
  );
}

/** The dashboard: sales of the last days (Lisbon's), and what waits for someone of the staff. */
export function dashboardService(db: Kysely<DB>) {
  const repository = dashboardRepository(db);
  return {
    async read(now = new Date()): Promise<Dashboard> {
      const [daily, toPrepare, expiringReferences, lowStock, refundsDue] = await Promise.all([
        repository.salesByDay(now, CHART_DAYS),
        repository.toPrepare(),
        repository.expiringReferences(now),
        repository.lowStock(),
        repository.refundsDue(now),
      ]);
      return {
        sales: {
          today: total(daily.slice(-1)),
          last7Days: total(daily.slice(-7)),
          last30Days: total(daily),
        },
        daily,
        toPrepare,
        expiringReferences,
        lowStock,
        refundsDue,
      };
    },
  };
}
