import { formatShopDateTime, type ProductChoices, type ProductRow } from "@shop/shared";
import { FormStatus } from "@shop/ui";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { Link } from "react-router";
import { useStaff } from "../../app/session/session";
import { CsvImportExport } from "../../components/csv-import/csv-import";
import { columnsOf, DataTable, tableQuery } from "../../components/data-table/data-table";
import { FilterSelect, namedOptions } from "../../components/data-table/filter-select";
import {
  apiQueryOf,
  isFiltered,
  type TableParamsControl,
  useTableParams,
} from "../../components/data-table/table-params";
import { MissingEnglish } from "../../components/english";
import page from "../../components/page.module.css";
import { PageHeader } from "../../components/page-parts";
import { StoredPicture } from "../../components/stored-picture";
import { queryClient } from "../../lib/query-client";
import { choicesQuery, PRODUCTS_EXPORT_URL, productsKey, productsQuery } from "./api";
import { BulkActions } from "./bulk-actions";
import { PriceNow } from "./price-now";
import styles from "./products.module.css";
import { bulkTexts, productsTexts as texts } from "./texts";

const column = columnsOf<ProductRow>();
const columns = [
  column.accessor("thumbnail", {
    header: texts.picture,
    enableSorting: false,
    cell: ({ getValue }) => {
      const name = getValue();
      return name ? (
        <StoredPicture
          name={name}
          sizes="56px"
          alt=""
          width={56}
          height={56}
          className={styles.thumb}
          loading="lazy"
        />
      ) : (
        <span className={styles.thumb} />
      );
    },
  }),
  column.accessor("ref", {
    header: texts.ref,
    cell: ({ getValue }) => <span className={styles.nowrap}>{getValue()}</span>,
  }),
  column.accessor("title", {
    header: texts.productTitle,
    cell: ({ row }) => (
      <>
        <Link to={String(row.original.id)}>{row.original.title ?? texts.noTitle}</Link>
        {row.original.missingEnglish && <MissingEnglish />}
      </>
    ),
  }),
  column.accessor("categoryName", {
    header: texts.category,
    enableSorting: false,
    cell: ({ getValue }) => getValue() ?? "—",
  }),
  column.accessor("priceCents", {
    id: "price",
    header: texts.price,
    cell: ({ row }) => <PriceNow product={row.original} />,
  }),
  column.accessor("onlineStock", {
    header: texts.onlineStock,
    enableSorting: false,
    cell: ({ getValue }) =>
      getValue() === 0 ? <span className={styles.noStock}>{texts.soldOut}</span> : getValue(),
  }),
  column.accessor("updatedAt", {
    header: texts.updatedAt,
    cell: ({ getValue }) => <span className={styles.nowrap}>{formatShopDateTime(getValue())}</span>,
  }),
  column.accessor("active", {
    header: texts.state,
    enableSorting: false,
    cell: ({ getValue }) => (
      <span className={styles.state} data-active={getValue() || undefined}>
        {getValue() ? texts.active : texts.inactive}
      </span>
    ),
  }),
];

function Filters({
  control,
  choices,
}: {
  control: TableParamsControl;
  choices: ProductChoices | undefined;
}) {
  const { filters } = control.params;
  return (
    <>
      <FilterSelect
        label={texts.filters.category}
        name="categoryId"
        all={texts.filters.any}
        options={namedOptions(choices?.categories)}
        control={control}
        className={styles.filter}
      />
      <FilterSelect
        label={texts.filters.brand}
        name="brandId"
        all={texts.filters.any}
        options={namedOptions(choices?.brands)}
        control={control}
        className={styles.filter}
      />
      <FilterSelect
        label={texts.filters.state}
        name="active"
        all={texts.filters.anyState}
        options={stateOptions}
        control={control}
        className={styles.filter}
      />
      <label className={styles.checkFilter}>
        <input
          type="checkbox"
          checked={filters.outOfStock === "true"}
          onChange={(event) => control.setFilter("outOfStock", event.target.checked ? "true" : "")}
        />
        {texts.filters.outOfStock}
      </label>
      <label className={styles.checkFilter}>
        <input
          type="checkbox"
          checked={filters.noEnglish === "true"}
          onChange={(event) => control.setFilter("noEnglish", event.target.checked ? "true" : "")}
        />
        {texts.filters.noEnglish}
      </label>
    </>
  );
}

const stateOptions = [
  ["true", texts.filters.activeOnly],
  ["false", texts.filters.inactiveOnly],
] as const;

/** The column of checkboxes choosing products for a change to several at once. */
function selectColumn(selected: Set<number>, toggle: (id: number, on: boolean) => void) {
  return column.display({
    id: "select",
    header: bulkTexts.selectColumn,
    enableSorting: false,
    cell: ({ row }) => (
      <input
        type="checkbox"
        className={styles.pick}
        checked={selected.has(row.original.id)}
        aria-label={bulkTexts.selectOne(row.original.ref)}
        onChange={(event) => toggle(row.original.id, event.target.checked)}
      />
    ),
  });
}

/** The catalogue's products: searched with the shop's own search, filtered, sorted, paged. */
export function Component() {
  const control = useTableParams({ sort: "updatedAt", order: "desc" });
  const mayWrite = useStaff().permissions.includes("catalogue.write");
  const choices = useQuery(choicesQuery);
  const list = useQuery({
    ...productsQuery(apiQueryOf(control.params)),
    placeholderData: keepPreviousData,
  });
  const [selected, setSelected] = useState<Set<number>>(() => new Set());
  const [status, setStatus] = useState<string | null>(null);
  const pageIds = list.data?.items.map((product) => product.id) ?? [];
  const tableColumns = useMemo(() => {
    if (!mayWrite) return columns;
    const toggle = (id: number, on: boolean) =>
      setSelected((before) => {
        const after = new Set(before);
        if (on) after.add(id);
        else after.delete(id);
        return after;
      });
    return [selectColumn(selected, toggle), ...columns] as typeof columns;
  }, [mayWrite, selected]);
  return (
    <div className={page.page}>
      <PageHeader title={texts.title}>
        {mayWrite && (
          <Link className="button" to="novo">
            {texts.newProduct}
          </Link>
        )}
      </PageHeader>
      <CsvImportExport
        exportHref={PRODUCTS_EXPORT_URL}
        exportHint={texts.exportHint}
        path="/admin/products/import"
        mayImport={mayWrite}
        onImported={() => queryClient.invalidateQueries({ queryKey: productsKey })}
      />
      {mayWrite && (
        <BulkActions
          selected={[...selected]}
          pageIds={pageIds}
          choices={choices.data}
          onSelectPage={(on) =>
            setSelected((before) => {
              const after = new Set(before);
              for (const id of pageIds) {
                if (on) after.add(id);
                else after.delete(id);
              }
              return after;
            })
          }
          onClear={() => setSelected(new Set())}
          onDone={(message) => {
            setStatus(message);
            void queryClient.invalidateQueries({ queryKey: productsKey });
          }}
        />
      )}
      <FormStatus message={status} />
      <DataTable
        label={texts.title}
        columns={tableColumns}
        {...tableQuery(list)}
        control={control}
        rowId={(product) => String(product.id)}
        emptyText={isFiltered(control.params) ? texts.emptySearch : texts.empty}
        searchLabel={texts.search}
        filters={<Filters control={control} choices={choices.data} />}
      />
    </div>
  );
}
