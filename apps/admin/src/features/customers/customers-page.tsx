import { type CustomerRow, formatShopDateTime } from "@shop/shared";
import { FormStatus } from "@shop/ui";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Link, useLocation } from "react-router";
import { columnsOf, DataTable, tableQuery } from "../../components/data-table/data-table";
import { apiQueryOf, useTableParams } from "../../components/data-table/table-params";
import page from "../../components/page.module.css";
import { PageHeader } from "../../components/page-parts";
import { customersQuery } from "./api";
import styles from "./customers.module.css";
import { customersTexts as texts } from "./texts";

const column = columnsOf<CustomerRow>();
const columns = [
  column.accessor("name", {
    header: texts.name,
    cell: ({ row }) => (
      <Link
        to={row.original.guest ? `convidados/${row.original.id}` : String(row.original.id)}
        className={styles.name}
      >
        {row.original.name || texts.noName}
      </Link>
    ),
  }),
  column.accessor("email", {
    header: texts.email,
    cell: ({ row }) => (
      <span className={styles.email}>
        {row.original.email}
        {row.original.guest ? (
          <span className={styles.tag}>{texts.noAccount}</span>
        ) : (
          !row.original.emailConfirmed && <span className={styles.tag}>{texts.unconfirmed}</span>
        )}
      </span>
    ),
  }),
  column.accessor("phone", {
    header: texts.phone,
    enableSorting: false,
    cell: ({ getValue }) => getValue() ?? texts.never,
  }),
  column.accessor("purchaseCount", { header: texts.purchases, enableSorting: false }),
  column.accessor("createdAt", {
    header: texts.createdAt,
    cell: ({ getValue }) => formatShopDateTime(getValue()),
  }),
];

/**
 * The customers, newest first: accounts, and buyers without one (grouped by email), searched by
 * name, email, phone or NIF.
 */
export function Component() {
  const control = useTableParams({ sort: "createdAt", order: "desc" });
  const list = useQuery({
    ...customersQuery(apiQueryOf(control.params)),
    placeholderData: keepPreviousData,
  });
  // Set by the customer's page after an erasure.
  const notice = (useLocation().state as { notice?: string } | null)?.notice ?? null;
  return (
    <div className={page.page}>
      <PageHeader title={texts.title} />
      <FormStatus message={notice} />
      <DataTable
        label={texts.title}
        columns={columns}
        {...tableQuery(list)}
        control={control}
        rowId={(customer) => `${customer.guest ? "g" : "a"}${customer.id}`}
        emptyText={control.params.q ? texts.emptySearch : texts.empty}
        searchLabel={texts.search}
      />
    </div>
  );
}
