import {
  DASHBOARD_LIST_SIZE,
  daysSpanned,
  lisbonDayStart,
  type ReportFigures,
  type SalesReport,
  type SalesReportQuery,
  shiftDay,
} from "@shop/shared";
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";
import { discountCodeRepository } from "../discount-codes/discount-codes.repository.ts";
import { paidLineCents } from "../purchase/line-price.ts";
import { type ChannelMoneyRow, type ChannelUnitsRow, salesRepository } from "./sales.repository.ts";

interface Totals {
  orders: number;
  paid: number;
  refunded: number;
  sold: number;
  returned: number;
}

const NONE: Totals = { orders: 0, paid: 0, refunded: 0, sold: 0, returned: 0 };

function figuresOf(t: Totals): ReportFigures {
  return {
    orders: t.orders,
    paidCents: t.paid,
    refundedCents: t.refunded,
    netCents: t.paid - t.refunded,
    averageOrderCents: t.orders === 0 ? 0 : Math.round(t.paid / t.orders),
    unitsSold: t.sold,
    unitsReturned: t.returned,
    returnsRate: t.sold === 0 ? null : t.returned / t.sold,
  };
}

const add = (a: Totals, b: Totals): Totals => ({
  orders: a.orders + b.orders,
  paid: a.paid + b.paid,
  refunded: a.refunded + b.refunded,
  sold: a.sold + b.sold,
  returned: a.returned + b.returned,
});

/** Each channel's totals (a store's pickups, or null: deliveries), from the three reads. */
function byChannel(money: ChannelMoneyRow[], sold: ChannelUnitsRow[], returned: ChannelUnitsRow[]) {
  const channels = new Map<string | null, Totals>();
  const put = (store: string | null, part: Partial<Totals>) =>
    channels.set(store, add(channels.get(store) ?? NONE, { ...NONE, ...part }));
  for (const row of money) put(row.store, row);
  for (const row of sold) put(row.store, { sold: row.units });
  for (const row of returned) put(row.store, { returned: row.units });
  return channels;
}

/** The sales of a chosen period beside the period of as many days before it. */
export function salesReportService(db: Kysely<DB>) {
  const repository = salesRepository(db);

  async function channelsOf(from: string, to: string) {
    const start = lisbonDayStart(from);
    const end = lisbonDayStart(to, true);
    const [money, sold, returned] = await Promise.all([
      repository.money(start, end),
      repository.unitsSold(start, end),
      repository.unitsReturned(start, end),
    ]);
    return byChannel(money, sold, returned);
  }

  const totalOf = (channels: Map<string | null, Totals>) =>
    [...channels.values()].reduce(add, NONE);

  async function bestSellers(from: string, to: string) {
    const lines = await repository.bestSellerLines(
      lisbonDayStart(from),
      lisbonDayStart(to, true),
      DASHBOARD_LIST_SIZE,
    );
    const products = new Map<number, SalesReport["bestSellers"][number]>();
    for (const line of lines) {
      const product = products.get(line.product_id) ?? {
        productId: line.product_id,
        ref: line.ref,
        title: line.title ?? line.ref,
        units: Number(line.product_units),
        paidCents: 0,
      };
      product.paidCents += paidLineCents(line);
      products.set(line.product_id, product);
    }
    return [...products.values()];
  }

  /** What the paid orders with each discount code came to, most first. */
  async function byCode(from: string, to: string): Promise<SalesReport["codes"]> {
    const rows = await discountCodeRepository.revenueByCode(
      db,
      lisbonDayStart(from),
      lisbonDayStart(to, true),
    );
    return rows.map((row) => ({
      code: row.code,
      orders: Number(row.orders),
      paidCents: Number(row.revenue),
      discountCents: Number(row.discount),
    }));
  }

  return {
    async read({ from, to }: SalesReportQuery): Promise<SalesReport> {
      const days = daysSpanned(from, to);
      const previousTo = shiftDay(from, -1);
      const previousFrom = shiftDay(from, -days);
      const [current, previous, best, codes] = await Promise.all([
        channelsOf(from, to),
        channelsOf(previousFrom, previousTo),
        bestSellers(from, to),
        byCode(from, to),
      ]);
      // Deliveries first, then the stores by name.
      const stores = [...current.keys()].sort((a, b) =>
        a === null ? -1 : b === null ? 1 : a.localeCompare(b, "pt"),
      );
      return {
        from,
        to,
        previousFrom,
        previousTo,
        current: figuresOf(totalOf(current)),
        previous: figuresOf(totalOf(previous)),
        channels: stores.map((store) => ({
          store,
          figures: figuresOf(current.get(store) ?? NONE),
        })),
        bestSellers: best,
        codes,
      };
    },
  };
}
