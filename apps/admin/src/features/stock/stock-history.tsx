import { formatShopDateTime, type StockMovementView, stockReasonNames } from "@shop/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { columnsOf, DataTable, tableQuery } from "../../components/data-table/data-table";
import { FilterSelect } from "../../components/data-table/filter-select";
import { useTableParams } from "../../components/data-table/table-params";
import { historyQuery } from "./api";
import styles from "./stock.module.css";
import { stockTexts as texts } from "./texts";

/** Units in with a plus, out with a minus sign. */
const signedUnits = (quantity: number) =>
  quantity > 0 ? `+${quantity}` : quantity < 0 ? `−${-quantity}` : "0";

function Reason({ movement }: { movement: StockMovementView }) {
  const { purchase, counterpart, quantity, returnOf, reason } = movement;
  const store = purchase?.pickupStore ?? null;
  return (
    <span className={styles.reason}>
      {stockReasonNames[reason]}
      {purchase && (
        <Link to={`/encomendas/${purchase.idShort}`}>{texts.order(purchase.idShort)}</Link>
      )}
      {store && reason === "pickup_collected" && <span>{texts.pickupAt(store)}</span>}
      {store && reason === "purchase_reserved" && <span>{texts.pickupFor(store)}</span>}
      {returnOf && (
        <Link to={`/encomendas/${returnOf.idShort}`}>{texts.returnOf(returnOf.idShort)}</Link>
      )}
      {counterpart && (
        <span>
          {quantity < 0 ? texts.transferTo(counterpart.name) : texts.transferFrom(counterpart.name)}
        </span>
      )}
    </span>
  );
}

const column = columnsOf<StockMovementView>();
const columns = [
  column.accessor("at", {
    header: texts.at,
    enableSorting: false,
    cell: ({ getValue }) => <span className={styles.nowrap}>{formatShopDateTime(getValue())}</span>,
  }),
  column.accessor("size", { header: texts.size, enableSorting: false }),
  column.accessor("location", {
    header: texts.location,
    enableSorting: false,
    cell: ({ getValue }) => getValue().name,
  }),
  column.accessor("quantity", {
    header: texts.movement,
    enableSorting: false,
    cell: ({ getValue }) => (
      <span className={getValue() < 0 ? styles.out : getValue() > 0 ? styles.in : undefined}>
        {signedUnits(getValue())}
      </span>
    ),
  }),
  column.accessor("balance", { header: texts.balance, enableSorting: false }),
  column.display({
    id: "reason",
    header: texts.reason,
    cell: ({ row }) => <Reason movement={row.original} />,
  }),
  column.accessor("staff", {
    header: texts.who,
    enableSorting: false,
    cell: ({ row }) =>
      row.original.staff?.name ??
      (row.original.purchase || row.original.returnOf ? texts.customer : texts.system),
  }),
  column.accessor("note", { header: texts.note, enableSorting: false }),
];

/** A product's movements, newest first, paged and filtered by size in the address. */
export function StockHistory({ productId, sizes }: { productId: string; sizes: string[] }) {
  const control = useTableParams({ sort: "at", order: "desc" });
  const { page, filters } = control.params;
  const list = useQuery({
    ...historyQuery(productId, { page, ...(filters.size ? { size: filters.size } : {}) }),
    placeholderData: keepPreviousData,
  });
  return (
    <DataTable
      label={texts.historyList}
      columns={columns}
      {...tableQuery(list)}
      control={control}
      rowId={(movement) => String(movement.id)}
      emptyText={filters.size ? texts.noHistoryForSize : texts.noHistory}
      filters={
        <FilterSelect
          label={texts.size}
          name="size"
          all={texts.allSizes}
          options={sizes.map((size) => [size, size] as const)}
          control={control}
          className={styles.filter}
        />
      }
    />
  );
}
