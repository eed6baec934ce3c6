import { formatShopDay, SEARCH_REPORT_PERIODS, type SearchReportRow } from "@shop/shared";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useId } from "react";
import { useSearchParams } from "react-router";
import table from "../../components/data-table/data-table.module.css";
import { ErrorState, ListState } from "../../components/page-parts";
import { searchReportQuery } from "./api";
import styles from "./search.module.css";
import { searchTexts as texts } from "./texts";

const DEFAULT_DAYS = 30;

/** The period in the address (`?dias=7`), 30 days unless it is one of the offered ones. */
function usePeriod() {
  const [search, setSearch] = useSearchParams();
  const asked = Number(search.get("dias"));
  const days = SEARCH_REPORT_PERIODS.find((period) => period === asked) ?? DEFAULT_DAYS;
  const choose = (value: number) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.set("dias", String(value));
        return next;
      },
      { replace: true },
    );
  return { days, choose };
}

/** A report's list: its heading, what it shows, and a row per search. */
function ReportTable(props: {
  title: string;
  hint: string;
  emptyText: string;
  rows: SearchReportRow[] | undefined;
  pending: boolean;
  /** The last column: what to do with a search. */
  action?: (row: SearchReportRow) => ReactNode;
}) {
  const id = useId();
  const { rows = [] } = props;
  const columns = [texts.query, texts.searches, texts.results, texts.lastDay];
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id}>{props.title}</h2>
      <p className={styles.hint}>{props.hint}</p>
      <ListState
        pending={props.pending}
        empty={!props.pending && rows.length === 0}
        emptyText={props.emptyText}
        loadingText={texts.loading}
      />
      {rows.length > 0 && (
        <div className={table.frame}>
          <table className={table.table}>
            <caption className="visually-hidden">{props.title}</caption>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
                {props.action && <th scope="col">{texts.actions}</th>}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.query}>
                  <td className={table.primary} data-label={texts.query}>
                    {row.query}
                  </td>
                  <td className={styles.number} data-label={texts.searches}>
                    {row.searches}
                  </td>
                  <td className={styles.number} data-label={texts.results}>
                    {row.results}
                  </td>
                  <td data-label={texts.lastDay}>{formatShopDay(row.lastDay)}</td>
                  {props.action && <td data-label={texts.actions}>{props.action(row)}</td>}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** The most searched texts of the period, and those whose last search found nothing. */
export function SearchReport({ onCreateSynonym }: { onCreateSynonym: (query: string) => void }) {
  const periodId = useId();
  const { days, choose } = usePeriod();
  const report = useQuery(searchReportQuery(days));
  const pending = report.isPending;
  return (
    <>
      <div className={styles.period}>
        <label htmlFor={periodId}>{texts.period}</label>
        <select
          id={periodId}
          className="input"
          value={days}
          onChange={(event) => choose(Number(event.target.value))}
        >
          {SEARCH_REPORT_PERIODS.map((period) => (
            <option key={period} value={period}>
              {texts.periodOption(period)}
            </option>
          ))}
        </select>
      </div>
      {report.error ? (
        <ErrorState message={report.error.message} onRetry={() => void report.refetch()} />
      ) : (
        <div className={styles.reports}>
          <ReportTable
            title={texts.top}
            hint={texts.topHint}
            emptyText={texts.topEmpty}
            rows={report.data?.top}
            pending={pending}
          />
          <ReportTable
            title={texts.empty}
            hint={texts.emptyHint}
            emptyText={texts.emptyEmpty}
            rows={report.data?.empty}
            pending={pending}
            action={(row) => (
              <button
                type="button"
                className="button button--secondary button--small"
                aria-label={texts.createSynonymLabel(row.query)}
                onClick={() => onCreateSynonym(row.query)}
              >
                {texts.createSynonym}
              </button>
            )}
          />
        </div>
      )}
    </>
  );
}
