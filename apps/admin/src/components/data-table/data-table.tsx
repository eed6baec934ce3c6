import type { Paged } from "@shop/shared";
import {
  type ColumnDef,
  createColumnHelper,
  type Header,
  type RowData,
  rowPaginationFeature,
  rowSortingFeature,
  type SortingState,
  tableFeatures,
  type Updater,
  useTable,
} from "@tanstack/react-table";
import { type ReactNode, useMemo } from "react";
import { SortDownIcon, SortIcon, SortUpIcon } from "../icons";
import { EmptyState, ErrorState, LoadingState } from "../page-parts";
import styles from "./data-table.module.css";
import { SearchBox } from "./search-box";
import type { TableParamsControl } from "./table-params";
import { tableTexts } from "./texts";

const features = tableFeatures({ rowSortingFeature, rowPaginationFeature });
type Features = typeof features;

/** The columns of a DataTable of `Row`: `columnsOf<Message>().accessor("email", {...})`. */
export const columnsOf = <Row extends RowData>() => createColumnHelper<Features, Row>();

/** A list's query as a DataTable reads it: its page, whether a newer one loads, its failure, a retry. */
export function tableQuery<Row extends RowData>(query: {
  data: Paged<Row> | undefined;
  isPlaceholderData: boolean;
  error: unknown;
  refetch: () => unknown;
}) {
  return {
    data: query.data,
    fetching: query.isPlaceholderData,
    error: query.error,
    onRetry: () => void query.refetch(),
  };
}

export interface DataTableProps<Row extends RowData> {
  /** The list's name, read by screen readers as the table's caption. */
  label: string;
  // biome-ignore lint/suspicious/noExplicitAny: columns of any value type, as TanStack's helper makes them
  columns: ColumnDef<Features, Row, any>[];
  /** The page the server answered; undefined while the first one loads. */
  data: Paged<Row> | undefined;
  /** A newer page is being fetched while `data` is still the previous one. */
  fetching?: boolean;
  error?: unknown;
  onRetry?: () => void;
  control: TableParamsControl;
  rowId: (row: Row) => string;
  /** Shown when the list (or its filtered view) has no rows. */
  emptyText: string;
  /** The text filter's label; the list has none without it. */
  searchLabel?: string;
  /** Other filters (selects), beside the text filter. */
  filters?: ReactNode;
  /** A row to set apart (an unread message): bold, with this text for screen readers. */
  highlight?: (row: Row) => string | null;
}

const EMPTY: never[] = [];

/** A column's name: its header when that is text (the card layout labels each value with it). */
function columnLabel(column: { id: string; columnDef: { header?: unknown } }): string {
  const { header } = column.columnDef;
  return typeof header === "string" ? header : column.id;
}

/**
 * Every list of the back office: a page of rows from the server, sorted, paged and filtered by
 * the server (the state lives in the address). On phones (under 640 px) its rows are cards.
 */
export function DataTable<Row extends RowData>(props: DataTableProps<Row>) {
  const { control, data } = props;
  const { params } = control;
  const sorting = useMemo<SortingState>(
    () => [{ id: params.sort, desc: params.order === "desc" }],
    [params.sort, params.order],
  );
  const table = useTable({
    features,
    columns: props.columns,
    data: data?.items ?? EMPTY,
    getRowId: props.rowId,
    manualSorting: true,
    manualPagination: true,
    enableSortingRemoval: false,
    enableMultiSort: false,
    rowCount: data?.total ?? 0,
    state: {
      sorting,
      pagination: { pageIndex: params.page - 1, pageSize: data?.pageSize ?? 20 },
    },
    onSortingChange: (updater: Updater<SortingState>) => {
      const next = typeof updater === "function" ? updater(sorting) : updater;
      const [first] = next;
      if (first) control.setSort(first.id, first.desc ? "desc" : "asc");
    },
  });
  const headers = table.getHeaderGroups()[0]?.headers ?? [];
  const sortable = headers.filter((header) => header.column.getCanSort());
  const rows = table.getRowModel().rows;
  const loading = data === undefined && !props.error;

  return (
    <div className={styles.wrapper}>
      <div className={styles.toolbar}>
        {props.searchLabel && (
          <SearchBox
            label={props.searchLabel}
            value={params.q}
            onChange={(q) => control.setFilter("q", q)}
          />
        )}
        {props.filters}
        {sortable.length > 0 && (
          <SortSelect
            options={sortable.map((header) => ({
              id: header.column.id,
              label: columnLabel(header.column),
            }))}
            sort={params.sort}
            order={params.order}
            onChange={control.setSort}
          />
        )}
      </div>
      <div className={styles.frame} aria-busy={loading || props.fetching}>
        <table className={`${styles.table} ${props.fetching ? styles.stale : ""}`}>
          <caption className="visually-hidden">{props.label}</caption>
          <thead>
            <tr>
              {headers.map((header) => (
                <HeaderCell key={header.id} header={header} table={table} />
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const highlight = props.highlight?.(row.original) ?? null;
              return (
                <tr key={row.id} className={highlight ? styles.highlight : undefined}>
                  {row.getAllCells().map((cell, index) => (
                    <td
                      key={cell.id}
                      data-label={columnLabel(cell.column)}
                      className={index === 0 ? styles.primary : undefined}
                    >
                      {index === 0 && highlight && (
                        <span className={styles.badge}>{highlight}</span>
                      )}
                      <table.FlexRender cell={cell} />
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
        <TableState
          loading={loading}
          error={props.error}
          onRetry={props.onRetry}
          empty={data !== undefined && data.items.length === 0 ? props.emptyText : null}
        />
      </div>
      {data && data.total > 0 && (
        <Pagination
          page={params.page}
          pages={Math.max(1, Math.ceil(data.total / data.pageSize))}
          total={data.total}
          more={data.moreThanTotal === true}
          onPage={control.setPage}
        />
      )}
    </div>
  );
}

function HeaderCell<Row extends RowData>({
  header,
  table,
}: {
  header: Header<Features, Row, unknown>;
  table: { FlexRender: (props: { header: Header<Features, Row, unknown> }) => ReactNode };
}) {
  const sorted = header.column.getIsSorted();
  const ariaSort = sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : undefined;
  if (!header.column.getCanSort()) {
    return (
      <th scope="col">
        <table.FlexRender header={header} />
      </th>
    );
  }
  const Icon = sorted === "asc" ? SortUpIcon : sorted === "desc" ? SortDownIcon : SortIcon;
  return (
    <th scope="col" aria-sort={ariaSort}>
      <button
        type="button"
        className={styles.sortButton}
        onClick={header.column.getToggleSortingHandler()}
      >
        <table.FlexRender header={header} />
        <Icon width="16" height="16" />
      </button>
    </th>
  );
}

/** The sort of the phone layout, whose cards have no column headers to click. */
function SortSelect(props: {
  options: { id: string; label: string }[];
  sort: string;
  order: "asc" | "desc";
  onChange: (sort: string, order: "asc" | "desc") => void;
}) {
  return (
    <label className={styles.sortSelect}>
      <span>{tableTexts.sortBy}</span>
      <select
        className="input"
        value={`${props.sort}.${props.order}`}
        onChange={(event) => {
          const [sort = props.sort, order] = event.target.value.split(".");
          props.onChange(sort, order === "asc" ? "asc" : "desc");
        }}
      >
        {props.options.flatMap(({ id, label }) => [
          <option key={`${id}.desc`} value={`${id}.desc`}>
            {label} ({tableTexts.descending})
          </option>,
          <option key={`${id}.asc`} value={`${id}.asc`}>
            {label} ({tableTexts.ascending})
          </option>,
        ])}
      </select>
    </label>
  );
}

function TableState(props: {
  loading: boolean;
  error: unknown;
  onRetry: (() => void) | undefined;
  empty: string | null;
}) {
  if (props.loading) return <LoadingState />;
  if (props.error) {
    return (
      <ErrorState
        message={props.error instanceof Error ? props.error.message : tableTexts.loadFailed}
        {...(props.onRetry ? { onRetry: props.onRetry } : {})}
      />
    );
  }
  if (props.empty) return <EmptyState text={props.empty} />;
  return null;
}

/** Previous and next, and where the list is; a list counted only so far says "more than". */
function Pagination(props: {
  page: number;
  pages: number;
  total: number;
  more: boolean;
  onPage: (page: number) => void;
}) {
  const { page, pages, more } = props;
  return (
    <nav className={styles.pagination} aria-label={tableTexts.pages}>
      <p className={styles.pageInfo} aria-live="polite">
        {tableTexts.pageOf(page, pages, more)} · {tableTexts.results(props.total, more)}
      </p>
      <div className={styles.pageButtons}>
        <button
          type="button"
          className="button button--secondary button--small"
          disabled={page <= 1}
          onClick={() => props.onPage(page - 1)}
        >
          {tableTexts.previous}
        </button>
        <button
          type="button"
          className="button button--secondary button--small"
          disabled={page >= pages && !more}
          onClick={() => props.onPage(page + 1)}
        >
          {tableTexts.next}
        </button>
      </div>
    </nav>
  );
}
