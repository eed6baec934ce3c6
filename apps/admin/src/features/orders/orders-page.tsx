import {
  centsToEuros,
  formatEuros,
  formatShopDateTime,
  type OrderSummary,
  orderStateNames,
  PURCHASE_STATES,
  paymentMethodNames,
} from "@shop/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect, useId, useMemo, useState } from "react";
import { Link } from "react-router";
import { useStaff } from "../../app/session/session";
import { columnsOf, DataTable, tableQuery } from "../../components/data-table/data-table";
import { FilterSelect } from "../../components/data-table/filter-select";
import {
  apiQueryOf,
  isFiltered,
  type TableParamsControl,
  useTableParams,
} from "../../components/data-table/table-params";
import page from "../../components/page.module.css";
import { PageHeader } from "../../components/page-parts";
import { storesQuery } from "../../lib/stores";
import { exportUrl, invoicingQuery, ordersQuery } from "./api";
import { BulkActions } from "./bulk-actions";
import { CustomerCell } from "./customer-cell";
import styles from "./orders.module.css";
import { PickupList } from "./pickup-list";
import { StateBadge } from "./state-badge";
import { bulkTexts, ordersTexts as texts } from "./texts";

const column = columnsOf<OrderSummary>();

const SELECTION_KEY = "orders-selection";

function storedSelection(): string[] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(SELECTION_KEY) ?? "[]");
    return Array.isArray(stored) ? stored.filter((id) => typeof id === "string") : [];
  } catch {
    return [];
  }
}

/** A checkbox per row, and one for the page, choosing orders for the bulk actions. */
function selectColumn(selected: Set<string>, toggle: (ids: string[], on: boolean) => void) {
  return column.display({
    // Its id is the label a phone's card shows beside the box.
    id: bulkTexts.choose,
    header: ({ table }) => {
      const ids = table.getRowModel().rows.map((row) => row.original.idShort);
      const all = ids.length > 0 && ids.every((id) => selected.has(id));
      return (
        <input
          type="checkbox"
          aria-label={bulkTexts.selectPage}
          checked={all}
          onChange={(event) => toggle(ids, event.target.checked)}
        />
      );
    },
    cell: ({ row }) => (
      <input
        type="checkbox"
        aria-label={bulkTexts.select(row.original.idShort)}
        checked={selected.has(row.original.idShort)}
        onChange={(event) => toggle([row.original.idShort], event.target.checked)}
      />
    ),
  });
}

const columns = [
  column.accessor("idShort", {
    header: texts.reference,
    enableSorting: false,
    cell: ({ getValue }) => (
      <Link to={getValue()} className={styles.reference}>
        {getValue()}
      </Link>
    ),
  }),
  column.accessor("createdAt", {
    header: texts.date,
    cell: ({ getValue }) => formatShopDateTime(getValue()),
  }),
  column.accessor("name", {
    header: texts.customer,
    enableSorting: false,
    cell: ({ row }) => <CustomerCell name={row.original.name} email={row.original.email} />,
  }),
  column.accessor("state", {
    header: texts.state,
    enableSorting: false,
    cell: ({ row }) => (
      <span className={styles.stateCell}>
        <StateBadge state={row.original.state} />
        {row.original.refundPending && (
          <span className={styles.warning}>{texts.refundPending}</span>
        )}
        {row.original.pickupStore && (
          <span className={styles.muted}>{texts.pickupIn(row.original.pickupStore)}</span>
        )}
        {row.original.pickupOverdue && (
          <span className={styles.warning}>{texts.pickupOverdue}</span>
        )}
      </span>
    ),
  }),
  column.accessor("paymentMethod", {
    header: texts.payment,
    enableSorting: false,
    cell: ({ getValue }) => paymentMethodNames[getValue()],
  }),
  column.accessor("totalCents", {
    id: "total",
    header: texts.total,
    cell: ({ getValue }) => formatEuros(centsToEuros(getValue())),
  }),
];

function DayFilter(props: { label: string; name: "from" | "to"; control: TableParamsControl }) {
  const id = useId();
  return (
    <label htmlFor={id} className={`${styles.filter} ${styles.day}`}>
      {props.label}
      <input
        id={id}
        type="date"
        className="input"
        value={props.control.params.filters[props.name] ?? ""}
        onChange={(event) => props.control.setFilter(props.name, event.target.value)}
      />
    </label>
  );
}

const stateOptions = PURCHASE_STATES.map((state) => [state, orderStateNames[state]] as const);

function Filters({ control }: { control: TableParamsControl }) {
  const stores = useQuery(storesQuery).data ?? [];
  return (
    <>
      <FilterSelect
        label={texts.pickupFilter}
        name="pickupStore"
        all={texts.allDeliveries}
        options={Object.entries(
          Object.fromEntries(stores.map((store) => [String(store.id), store.name])),
        )}
        control={control}
        className={styles.filter}
      />
      <FilterSelect
        label={texts.state}
        name="state"
        all={texts.allStates}
        options={stateOptions}
        control={control}
        className={styles.filter}
      />
      <FilterSelect
        label={texts.paymentFilter}
        name="paymentMethod"
        all={texts.allPayments}
        options={Object.entries(paymentMethodNames)}
        control={control}
        className={styles.filter}
      />
      <DayFilter label={texts.from} name="from" control={control} />
      <DayFilter label={texts.to} name="to" control={control} />
    </>
  );
}

/** Says when invoices are not issued at all, or some were given up on. */
function InvoicingNotice() {
  const { data } = useQuery(invoicingQuery);
  if (!data || (data.provider !== "none" && data.failed === 0)) return null;
  return (
    <p className={styles.notice} role="status">
      {data.provider === "none" ? texts.invoicingOff : texts.invoicesFailed(data.failed)}
    </p>
  );
}

/** Every order, newest first: filtered, searched, sorted, paged, and exported as CSV. */
function OrderList() {
  const control = useTableParams({ sort: "createdAt", order: "desc" });
  // Chosen orders stay chosen across pages and filters, in the order they were chosen, and
  // when the person comes back from printing their slips (kept for the tab's session).
  const [selected, setSelected] = useState<Set<string>>(() => new Set(storedSelection()));
  useEffect(() => {
    sessionStorage.setItem(SELECTION_KEY, JSON.stringify([...selected]));
  }, [selected]);
  const withSelection = useMemo(() => {
    const toggle = (ids: string[], on: boolean) =>
      setSelected((before) => {
        const next = new Set(before);
        for (const id of ids)
          if (on) next.add(id);
          else next.delete(id);
        return next;
      });
    // After the reference, which stays a phone card's title.
    return [...columns.slice(0, 1), selectColumn(selected, toggle), ...columns.slice(1)];
  }, [selected]);
  const query = apiQueryOf(control.params);
  const list = useQuery({ ...ordersQuery(query), placeholderData: keepPreviousData });
  return (
    <div className={page.page}>
      <PageHeader title={texts.title}>
        <a
          className="button button--secondary"
          href={exportUrl(query)}
          download
          title={texts.exportHint}
        >
          {texts.export}
        </a>
      </PageHeader>
      <InvoicingNotice />
      <BulkActions selected={[...selected]} onClear={() => setSelected(new Set())} />
      <DataTable
        label={texts.list}
        columns={withSelection}
        {...tableQuery(list)}
        control={control}
        rowId={(order) => order.idShort}
        emptyText={isFiltered(control.params) ? texts.emptyFiltered : texts.empty}
        searchLabel={texts.search}
        filters={<Filters control={control} />}
      />
    </div>
  );
}

/** The orders' list; a store's staff, who read no order, get their store's pickups. */
export function Component() {
  return useStaff().permissions.includes("orders.read") ? <OrderList /> : <PickupList />;
}
