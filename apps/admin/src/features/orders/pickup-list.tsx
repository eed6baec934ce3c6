import {
  formatShopDateTime,
  orderStateNames,
  type PickupSummary,
  type PurchaseState,
} from "@shop/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
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
import { pickupsQuery } from "./api";
import styles from "./orders.module.css";
import { StateBadge } from "./state-badge";
import { ordersTexts, pickupTexts as texts } from "./texts";

/** The states a pickup goes through (never dispatched by a carrier). */
const PICKUP_STATES: readonly PurchaseState[] = [
  "MULTIBANCO",
  "REGISTERED",
  "PAYED",
  "READY_FOR_PICKUP",
  "DELIVERED",
  "CANCELED",
];
const stateOptions = PICKUP_STATES.map((state) => [state, orderStateNames[state]] as const);

const column = columnsOf<PickupSummary>();
const columns = [
  column.accessor("idShort", {
    header: ordersTexts.reference,
    enableSorting: false,
    cell: ({ getValue }) => (
      <Link to={getValue()} className={styles.reference}>
        {getValue()}
      </Link>
    ),
  }),
  column.accessor("createdAt", {
    header: ordersTexts.date,
    cell: ({ getValue }) => formatShopDateTime(getValue()),
  }),
  column.accessor("name", { header: texts.collector, enableSorting: false }),
  column.accessor("state", {
    header: ordersTexts.state,
    enableSorting: false,
    cell: ({ row }) => (
      <span className={styles.stateCell}>
        <StateBadge state={row.original.state} />
        {row.original.readyAt && row.original.state === "READY_FOR_PICKUP" && (
          <span className={styles.muted}>
            {texts.readySince(formatShopDateTime(row.original.readyAt))}
          </span>
        )}
        {row.original.overdue && <span className={styles.warning}>{texts.overdue}</span>}
      </span>
    ),
  }),
];

function StateFilter({ control }: { control: TableParamsControl }) {
  return (
    <FilterSelect
      label={ordersTexts.state}
      name="state"
      all={ordersTexts.allStates}
      options={stateOptions}
      control={control}
      className={styles.filter}
    />
  );
}

/** A store's pickups, newest first, found by reference or name: who collects what, and when. */
export function PickupList() {
  const control = useTableParams({ sort: "createdAt", order: "desc" });
  const list = useQuery({
    ...pickupsQuery(apiQueryOf(control.params)),
    placeholderData: keepPreviousData,
  });
  return (
    <div className={page.page}>
      <PageHeader title={ordersTexts.title} />
      <p className={styles.muted}>{texts.intro}</p>
      <DataTable
        label={texts.list}
        columns={columns}
        {...tableQuery(list)}
        control={control}
        rowId={(pickup) => pickup.idShort}
        emptyText={isFiltered(control.params) ? ordersTexts.emptyFiltered : texts.empty}
        searchLabel={texts.search}
        filters={<StateFilter control={control} />}
      />
    </div>
  );
}
