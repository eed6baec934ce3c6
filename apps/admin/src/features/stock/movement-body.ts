import {
  type ManualStockReason,
  type StockGrid,
  type StockMovementsBody,
  StockUnitsSchema,
  stockMessages,
} from "@shop/shared";

/** The units typed in the grid: `cells[size row][location column]`, empty where nothing moves. */
export type GridCells = string[][];

export const emptyCells = (grid: StockGrid): GridCells =>
  grid.sizes.map(() => grid.locations.map(() => ""));

/** Whether a reason can move a location's units: a sale in a store happens in a physical store. */
export const reasonFits = (reason: ManualStockReason, storeId: number | null) =>
  reason !== "sold_in_store" || storeId !== null;

/** A typed cell's error: empty is fine (nothing moves), else whole units within the limit. */
export function cellError(value: string): string | undefined {
  const text = value.trim();
  if (text === "") return undefined;
  return /^\d+$/.test(text) && StockUnitsSchema.safeParse(Number(text)).success
    ? undefined
    : stockMessages.quantity;
}

/** The movements the typed cells make, one per filled cell of a location the reason fits. */
export function movementsBody(
  grid: StockGrid,
  values: { reason: ManualStockReason; note: string; cells: GridCells },
): StockMovementsBody {
  const movements = grid.sizes.flatMap(({ size }, row) =>
    grid.locations.flatMap(({ storeId, editable }, column) => {
      const text = values.cells[row]?.[column]?.trim() ?? "";
      if (text === "" || !editable || !reasonFits(values.reason, storeId)) return [];
      return [{ size, storeId, reason: values.reason, quantity: Number(text) }];
    }),
  );
  return { movements, note: values.note };
}
