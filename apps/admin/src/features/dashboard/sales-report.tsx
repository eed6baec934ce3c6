import {
  lisbonDay,
  type SalesReport as Report,
  SalesReportQuerySchema,
  shiftDay,
} from "@shop/shared";
import { failureMessage } from "@shop/ui";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type FormEvent, useId } from "react";
import { useSearchParams } from "react-router";
import { EmptyState, ErrorState, LoadingState } from "../../components/page-parts";
import { salesReportQuery } from "./api";
import styles from "./dashboard.module.css";
import { FiguresTable } from "./figures-table";
import { euros } from "./format";
import { reportTexts as texts } from "./texts";

/** The presets of the period: the last 7 or 30 days, this month and the month before. */
function presets(today: string): Array<[string, string, string]> {
  const monthStart = `${today.slice(0, 8)}01`;
  const lastMonthEnd = shiftDay(monthStart, -1);
  return [
    [texts.last7Days, shiftDay(today, -6), today],
    [texts.last30Days, shiftDay(today, -29), today],
    [texts.thisMonth, monthStart, today],
    [texts.lastMonth, `${lastMonthEnd.slice(0, 8)}01`, lastMonthEnd],
  ];
}

/** The period in the address (`?de=&ate=`), the API's default (the last 30 days) unless valid. */
function usePeriod() {
  const [params, setParams] = useSearchParams();
  const today = lisbonDay(new Date());
  const asked = SalesReportQuerySchema.safeParse({
    from: params.get("de") || undefined,
    to: params.get("ate") || undefined,
  });
  const period = asked.success ? asked.data : SalesReportQuerySchema.parse({});
  const choose = (from: string, to: string) =>
    setParams(
      (current) => {
        current.set("de", from);
        current.set("ate", to);
        return current;
      },
      { replace: true },
    );
  return { ...period, today, choose };
}

/**
 * The sales of a chosen period: net sales (paid less refunds), orders, average order, refunds and
 * the returns rate, each beside the period before; online and per store; the best sellers.
 */
export function SalesReport() {
  const id = useId();
  const { from, to, today, choose } = usePeriod();
  const report = useQuery({ ...salesReportQuery(from, to), placeholderData: keepPreviousData });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    choose(String(form.get("from")), String(form.get("to")));
  }

  return (
    <section className={`panel ${styles.report}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.listTitle}>
        {texts.title}
      </h2>
      <form className={styles.period} onSubmit={submit} key={`${from}-${to}`}>
        <label>
          {texts.from}{" "}
          <input className="input" type="date" name="from" defaultValue={from} max={today} />
        </label>
        <label>
          {texts.to} <input className="input" type="date" name="to" defaultValue={to} max={today} />
        </label>
        <button type="submit" className="button button--secondary">
          {texts.show}
        </button>
        <div className={styles.presets}>
          {presets(today).map(([label, start, end]) => (
            <button
              key={label}
              type="button"
              className="button button--secondary button--small"
              aria-pressed={start === from && end === to}
              onClick={() => choose(start, end)}
            >
              {label}
            </button>
          ))}
        </div>
      </form>
      {report.isPending && <LoadingState />}
      {report.isError && (
        <ErrorState message={failureMessage(report.error)} onRetry={() => report.refetch()} />
      )}
      {report.data && <ReportView report={report.data} />}
    </section>
  );
}

function ReportView({ report }: { report: Report }) {
  const { current, previous } = report;
  return (
    <div className={styles.reportBody}>
      <p className={styles.muted}>{texts.comparedWith(report.previousFrom, report.previousTo)}</p>
      <ul className={styles.figures} aria-label={texts.figures(report.from, report.to)}>
        <Compared label={texts.net} now={current.netCents} then={previous.netCents} money />
        <Compared label={texts.orders} now={current.orders} then={previous.orders} />
        <Compared
          label={texts.average}
          now={current.averageOrderCents}
          then={previous.averageOrderCents}
          money
        />
        <Compared
          label={texts.refunded}
          now={current.refundedCents}
          then={previous.refundedCents}
          money
        />
        <li className={styles.figure}>
          <span className={styles.figureLabel}>{texts.returnsRate}</span>
          <strong className={styles.figureValue}>{percent(current.returnsRate)}</strong>
          <span className={styles.muted}>
            {texts.returnedUnits(current.unitsReturned, current.unitsSold)} · {texts.before}:{" "}
            {percent(previous.returnsRate)}
          </span>
        </li>
      </ul>
      <Channels channels={report.channels} />
      <BestSellers items={report.bestSellers} />
      <RevenueByCode items={report.codes} />
    </div>
  );
}

const percent = (rate: number | null) =>
  rate === null ? "—" : `${(rate * 100).toLocaleString("pt-PT", { maximumFractionDigits: 1 })} %`;

/** A figure now, what it was in the period before, and the change. */
function Compared(props: { label: string; now: number; then: number; money?: boolean }) {
  const show = (value: number) => (props.money ? euros(value) : String(value));
  return (
    <li className={styles.figure}>
      <span className={styles.figureLabel}>{props.label}</span>
      <strong className={styles.figureValue}>{show(props.now)}</strong>
      <span className={styles.muted}>
        {texts.before}: {show(props.then)}
        {props.then !== 0 && ` (${change(props.now, props.then)})`}
      </span>
    </li>
  );
}

function change(now: number, then: number): string {
  const rate = (now - then) / Math.abs(then);
  const text = Math.abs(rate * 100).toLocaleString("pt-PT", { maximumFractionDigits: 0 });
  return rate === 0 ? "=" : `${rate > 0 ? "+" : "−"}${text} %`;
}

function Channels({ channels }: { channels: Report["channels"] }) {
  if (channels.length === 0) return <EmptyState text={texts.empty} />;
  return (
    <FiguresTable
      caption={texts.channels}
      columns={[texts.channel, texts.orders, texts.paid, texts.refunded, texts.net]}
      rows={channels.map(({ store, figures }) => ({
        key: store ?? "",
        name: store ? texts.pickupAt(store) : texts.online,
        cells: [
          figures.orders,
          euros(figures.paidCents),
          euros(figures.refundedCents),
          euros(figures.netCents),
        ],
      }))}
    />
  );
}

function BestSellers({ items }: { items: Report["bestSellers"] }) {
  if (items.length === 0) return null;
  return (
    <FiguresTable
      caption={texts.bestSellers}
      columns={[texts.product, texts.units, texts.paid]}
      rows={items.map((item) => ({
        key: String(item.productId),
        name: (
          <>
            {item.title} <span className={styles.muted}>{item.ref}</span>
          </>
        ),
        cells: [item.units, euros(item.paidCents)],
      }))}
    />
  );
}

/** What the paid orders with each discount code came to, and what the code gave. */
function RevenueByCode({ items }: { items: Report["codes"] }) {
  if (items.length === 0) return null;
  return (
    <FiguresTable
      caption={texts.byCode}
      columns={[texts.code, texts.orders, texts.paid, texts.codeDiscount]}
      rows={items.map((item) => ({
        key: item.code,
        name: item.code,
        cells: [item.orders, euros(item.paidCents), euros(item.discountCents)],
      }))}
    />
  );
}
