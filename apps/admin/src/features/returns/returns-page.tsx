import {
  formatShopDateTime,
  RETURN_STATES,
  type ReturnSummary,
  returnStateName,
  returnStateNames,
} from "@shop/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { columnsOf, DataTable, tableQuery } from "../../components/data-table/data-table";
import { FilterSelect } from "../../components/data-table/filter-select";
import { apiQueryOf, isFiltered, useTableParams } from "../../components/data-table/table-params";
import page from "../../components/page.module.css";
import { PageHeader } from "../../components/page-parts";
import { CustomerCell } from "../orders/customer-cell";
import styles from "../orders/orders.module.css";
import { returnsQuery } from "./api";
import { ReturnKind } from "./order-returns";
import { returnsTexts as texts } from "./texts";

const column = columnsOf<ReturnSummary>();
const columns = [
  column.accessor("id", { header: texts.number, enableSorting: false }),
  column.accessor("idShort", {
    header: texts.order,
    enableSorting: false,
    cell: ({ getValue }) => (
      <Link to={`/encomendas/${getValue()}`} className={styles.reference}>
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
  column.accessor("kind", {
    header: texts.kind,
    enableSorting: false,
    cell: ({ row }) => <ReturnKind ret={row.original} />,
  }),
  column.accessor("state", {
    header: texts.state,
    enableSorting: false,
    cell: ({ row }) => returnStateName(row.original),
  }),
  column.accessor("units", { header: texts.units, enableSorting: false }),
];

const stateOptions = RETURN_STATES.map((state) => [state, returnStateNames[state]] as const);

/** Every return and exchange, newest first, filtered by state; each opens its order. */
export function Component() {
  const control = useTableParams({ sort: "createdAt", order: "desc" });
  const query = apiQueryOf(control.params);
  const list = useQuery({ ...returnsQuery(query), placeholderData: keepPreviousData });
  return (
    <div className={page.page}>
      <PageHeader title={texts.title} />
      <DataTable
        label={texts.list}
        columns={columns}
        {...tableQuery(list)}
        control={control}
        rowId={(ret) => String(ret.id)}
        emptyText={isFiltered(control.params) ? texts.emptyFiltered : texts.empty}
        searchLabel={texts.search}
        filters={
          <FilterSelect
            label={texts.state}
            name="state"
            all={texts.allStates}
            options={stateOptions}
            control={control}
            className={styles.filter}
          />
        }
      />
    </div>
  );
}
