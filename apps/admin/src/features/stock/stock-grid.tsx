import type { StockGrid as Grid } from "@shop/shared";
import { useMemo } from "react";
import { columnsOf, DataTable } from "../../components/data-table/data-table";
import type { TableParamsControl } from "../../components/data-table/table-params";
import styles from "./stock.module.css";
import { stockTexts as texts } from "./texts";

export type GridRow = Grid["sizes"][number] & { row: number };

/** What a cell shows beside its balance while a movement is written (an input), if anything. */
export type CellEditor = (row: GridRow, location: number) => React.ReactNode;

/** The grid is one page the server answered whole: its table needs no address of its own. */
const WHOLE: TableParamsControl = {
  params: { page: 1, sort: "size", order: "asc", q: "", filters: {} },
  setPage: () => undefined,
  setSort: () => undefined,
  setFilter: () => undefined,
};

const column = columnsOf<GridRow>();

/** A product's balances: a row per size, a column per location (cards on phones). */
export function StockGrid({ grid, editor }: { grid: Grid; editor?: CellEditor }) {
  const columns = useMemo(
    () => [
      column.accessor("size", { header: texts.size, enableSorting: false }),
      ...grid.locations.map((location, index) =>
        column.display({
          id: `location-${location.storeId ?? "online"}`,
          header: location.name,
          cell: ({ row }) => (
            <span className={styles.cell}>
              <span className={styles.balance}>{row.original.quantities[index]}</span>
              {editor?.(row.original, index)}
            </span>
          ),
        }),
      ),
    ],
    [grid.locations, editor],
  );
  const rows = grid.sizes.map((size, row) => ({ ...size, row }));
  return (
    <DataTable
      label={texts.grid}
      columns={columns}
      data={{ items: rows, total: rows.length, page: 1, pageSize: Math.max(rows.length, 1) }}
      control={WHOLE}
      rowId={(row) => row.size}
      emptyText={texts.noSizes}
    />
  );
}
