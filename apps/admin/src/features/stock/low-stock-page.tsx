import {
  LOW_STOCK_DEFAULT,
  type StockLowItem,
  type StockThresholds,
  stockScope,
} from "@shop/shared";
import { FormStatus, failureMessage } from "@shop/ui";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { Link } from "react-router";
import { useDocumentTitle } from "../../app/layout/document-title";
import { useStaff } from "../../app/session/session";
import { columnsOf, DataTable, tableQuery } from "../../components/data-table/data-table";
import { useTableParams } from "../../components/data-table/table-params";
import page from "../../components/page.module.css";
import { ErrorState, LoadingState, PageHeader } from "../../components/page-parts";
import { lowQuery, setCategoryThreshold, thresholdsQuery } from "./api";
import styles from "./stock.module.css";
import { stockTexts as texts } from "./texts";
import { useThreshold } from "./threshold-field";

const column = columnsOf<StockLowItem>();
const columns = [
  column.accessor("ref", {
    header: texts.ref,
    enableSorting: false,
    cell: ({ row }) => <Link to={`../${row.original.productId}`}>{row.original.ref}</Link>,
  }),
  column.accessor("title", {
    header: texts.product,
    enableSorting: false,
    cell: ({ getValue }) => getValue() ?? "—",
  }),
  column.accessor("size", { header: texts.size, enableSorting: false }),
  column.accessor("location", {
    header: texts.location,
    enableSorting: false,
    cell: ({ getValue }) => getValue().name,
  }),
  column.accessor("quantity", { header: texts.quantity, enableSorting: false }),
  column.accessor("threshold", { header: texts.threshold, enableSorting: false }),
];

/** A category's threshold, typed and saved on its own (empty: the shop's). */
function CategoryThreshold(props: {
  category: StockThresholds["categories"][number];
  mayWrite: boolean;
  hintId: string;
}) {
  const { category } = props;
  const id = useId();
  const { value, change, error, saving, saved, save } = useThreshold(category.threshold, (body) =>
    setCategoryThreshold(category.id, body),
  );
  const name = category.group ? `${category.name} (${category.group})` : category.name;
  return (
    <li>
      <form className={styles.categoryThreshold} onSubmit={save} noValidate>
        <label htmlFor={`${id}-value`}>{name}</label>
        <input
          id={`${id}-value`}
          className="input"
          inputMode="numeric"
          autoComplete="off"
          readOnly={!props.mayWrite}
          aria-label={texts.thresholdOf(name)}
          aria-describedby={`${props.hintId}${error ? ` ${id}-error` : ""}`}
          aria-invalid={error ? true : undefined}
          value={value}
          onChange={(event) => change(event.target.value)}
        />
        {props.mayWrite && (
          <button type="submit" className="button button--secondary" disabled={saving}>
            {saving ? texts.saving : texts.saveThreshold}
          </button>
        )}
        {error && (
          <span id={`${id}-error`} role="alert" className={styles.cellError}>
            {error}
          </span>
        )}
        {saved && <FormStatus message={texts.saved} />}
      </form>
    </li>
  );
}

/** «Stock baixo»: the sizes at or under their threshold, and the categories' thresholds. */
export function Component() {
  useDocumentTitle(texts.lowTitle);
  const control = useTableParams({ sort: "ref", order: "asc" });
  const staff = useStaff();
  // Thresholds are the whole shop's: a store's staff read them.
  const mayWrite = staff.permissions.includes("stock.write") && stockScope(staff) === "all";
  const list = useQuery({
    ...lowQuery({
      page: control.params.page,
      ...(control.params.q ? { q: control.params.q } : {}),
    }),
    placeholderData: keepPreviousData,
  });
  const thresholds = useQuery(thresholdsQuery);
  const shopDefault = thresholds.data?.default ?? LOW_STOCK_DEFAULT;
  return (
    <div className={page.page}>
      <Link to="..">{texts.backToStock}</Link>
      <PageHeader title={texts.lowTitle} />
      <p className={styles.hint}>{texts.lowHint(shopDefault)}</p>
      <DataTable
        label={texts.lowList}
        columns={columns}
        {...tableQuery(list)}
        control={control}
        rowId={(item) => `${item.productId}|${item.size}|${item.location.storeId ?? "online"}`}
        emptyText={control.params.q ? texts.noLowFound : texts.noLow}
        searchLabel={texts.search}
      />
      <section className={`panel ${page.page}`} aria-labelledby="low-thresholds">
        <h2 id="low-thresholds">{texts.thresholdsTitle}</h2>
        <p id="low-thresholds-hint" className={styles.hint}>
          {texts.thresholdHint(shopDefault)}
        </p>
        {thresholds.isPending && <LoadingState />}
        {thresholds.error && (
          <ErrorState
            message={failureMessage(thresholds.error)}
            onRetry={() => thresholds.refetch()}
          />
        )}
        <ul className={styles.thresholds}>
          {thresholds.data?.categories.map((category) => (
            <CategoryThreshold
              key={category.id}
              category={category}
              mayWrite={mayWrite}
              hintId="low-thresholds-hint"
            />
          ))}
        </ul>
      </section>
    </div>
  );
}
