import type { StockProduct } from "@shop/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { useStaff } from "../../app/session/session";
import { CsvImportExport } from "../../components/csv-import/csv-import";
import { columnsOf, DataTable } from "../../components/data-table/data-table";
import { useTableParams } from "../../components/data-table/table-params";
import page from "../../components/page.module.css";
import { queryClient } from "../../lib/query-client";
import { productSearchQuery, STOCK_EXPORT_URL, stockKey } from "./api";
import styles from "./stock.module.css";
import { stockTexts as texts } from "./texts";

const column = columnsOf<StockProduct>();
const columns = [
  column.accessor("ref", {
    header: texts.ref,
    enableSorting: false,
    cell: ({ row }) => <Link to={String(row.original.id)}>{row.original.ref}</Link>,
  }),
  column.accessor("title", {
    header: texts.product,
    enableSorting: false,
    cell: ({ getValue }) => getValue() ?? "—",
  }),
  column.accessor("active", {
    header: texts.state,
    enableSorting: false,
    cell: ({ getValue }) => (getValue() ? texts.active : texts.inactive),
  }),
];

/** Finding the product whose stock to see or change: by ref or words of its name. */
export function Component() {
  const control = useTableParams({ sort: "ref", order: "asc" });
  const mayWrite = useStaff().permissions.includes("stock.write");
  const found = useQuery({
    ...productSearchQuery(control.params.q),
    placeholderData: keepPreviousData,
  });
  // The finder answers its best matches on one page.
  const data = found.data && {
    items: found.data,
    total: found.data.length,
    page: 1,
    pageSize: Math.max(found.data.length, 1),
  };
  return (
    <div className={page.page}>
      <h1>{texts.findTitle}</h1>
      <p className={styles.hint}>{texts.findHint}</p>
      <CsvImportExport
        exportHref={STOCK_EXPORT_URL}
        exportHint={texts.exportHint}
        path="/admin/stock/import"
        mayImport={mayWrite}
        onImported={() => queryClient.invalidateQueries({ queryKey: stockKey })}
      />
      <DataTable
        label={texts.products}
        columns={columns}
        data={data}
        fetching={found.isPlaceholderData}
        error={found.error}
        onRetry={() => found.refetch()}
        control={control}
        rowId={(product) => String(product.id)}
        emptyText={texts.noProducts}
        searchLabel={texts.search}
      />
    </div>
  );
}
