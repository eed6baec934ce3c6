import type { DailySales } from "@shop/shared";
import {
  Bar,
  BarChart,
  CartesianGrid,
  ResponsiveContainer,
  Tooltip,
  type TooltipContentProps,
  XAxis,
  YAxis,
} from "recharts";
import type { NameType, ValueType } from "recharts/types/component/DefaultTooltipContent";
import styles from "./dashboard.module.css";
import { FiguresTable } from "./figures-table";
import { euros, shortDay } from "./format";
import { dashboardTexts as texts } from "./texts";

const ACCENT = "#8f3b1f";
const INK_SOFT = "#5a524b";
const LINE = "#e3dbd1";

const revenueEuros = (day: DailySales) => day.revenueCents / 100;

function ChartTooltip({ active, payload }: TooltipContentProps<ValueType, NameType>) {
  const day = payload?.[0]?.payload as DailySales | undefined;
  if (!active || !day) return null;
  return (
    <div className={styles.tooltip}>
      <strong>{shortDay(day.day)}</strong>
      <span>{euros(day.revenueCents)}</span>
      <span>{texts.purchases(day.count)}</span>
    </div>
  );
}

/** The daily revenue of the last 30 days as bars; a table of the same for screen readers. */
export function SalesChart({ daily }: { daily: DailySales[] }) {
  const total = daily.reduce((sum, day) => sum + day.revenueCents, 0);
  const best = daily.reduce<DailySales | null>(
    (top, day) => (day.revenueCents > (top?.revenueCents ?? 0) ? day : top),
    null,
  );
  const summary = texts.chartSummary(
    euros(total),
    best ? `${shortDay(best.day)} (${euros(best.revenueCents)})` : null,
  );
  return (
    <figure className={styles.chart}>
      <figcaption>
        <h2>{texts.chartTitle}</h2>
        <p className={styles.muted}>{summary}</p>
      </figcaption>
      <div className={styles.chartArea} aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={daily} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid vertical={false} stroke={LINE} />
            <XAxis
              dataKey="day"
              tickFormatter={shortDay}
              tick={{ fill: INK_SOFT, fontSize: 12 }}
              tickLine={false}
              axisLine={{ stroke: LINE }}
              minTickGap={12}
            />
            <YAxis
              tickFormatter={(value: number) => `${value} €`}
              // Whole euros, and a scale even without sales: ticks of cents rounded to euros
              // repeated themselves ("0 €" five times on an empty month, "1 €" twice under 3 €).
              allowDecimals={false}
              domain={total > 0 ? [0, "auto"] : [0, 1]}
              tick={{ fill: INK_SOFT, fontSize: 12 }}
              tickLine={false}
              axisLine={false}
              width={64}
            />
            <Tooltip content={ChartTooltip} cursor={{ fill: "rgb(143 59 31 / 8%)" }} />
            <Bar
              dataKey={revenueEuros}
              fill={ACCENT}
              radius={[3, 3, 0, 0]}
              isAnimationActive={false}
            />
          </BarChart>
        </ResponsiveContainer>
      </div>
      {/* A table is never smaller than its rows: the wrapper is what hides it. */}
      <div className="visually-hidden">
        <FiguresTable
          caption={texts.chartTitle}
          columns={[texts.day, texts.revenue, texts.count]}
          rows={daily.map((day) => ({
            key: day.day,
            name: shortDay(day.day),
            cells: [euros(day.revenueCents), day.count],
          }))}
        />
      </div>
    </figure>
  );
}
