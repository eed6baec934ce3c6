import {
  type StockGrid as Grid,
  MANUAL_STOCK_REASONS,
  type ManualStockReason,
  stockReasonNames,
} from "@shop/shared";
import { Field, FieldGrid, fieldAria, fieldError, useFormFailure } from "@shop/ui";
import { useCallback, useId } from "react";
import { useForm } from "react-hook-form";
import { EditPanel } from "../../components/edit-panel";
import { recordMovements } from "./api";
import { cellError, emptyCells, type GridCells, movementsBody, reasonFits } from "./movement-body";
import { NoteField } from "./note-field";
import styles from "./stock.module.css";
import { type GridRow, StockGrid } from "./stock-grid";
import { stockTexts as texts } from "./texts";

interface Values {
  reason: ManualStockReason;
  note: string;
  cells: GridCells;
}

/**
 * A movement written in the grid: a reason and a note for the whole of it, and the units of each
 * size and location it moves typed in their cells (the ones the person may change).
 */
export function MovementForm(props: { grid: Grid; onSaved: () => void; onCancel: () => void }) {
  const { grid } = props;
  const id = useId();
  const values = useForm<Values>({
    defaultValues: { reason: "received", note: "", cells: emptyCells(grid) },
  });
  const { failure, setFailure, fail } = useFormFailure(values);
  const reason = values.watch("reason");
  const { register, formState } = values;

  const editor = useCallback(
    (row: GridRow, column: number) => {
      const location = grid.locations[column];
      if (!location?.editable || !reasonFits(reason, location.storeId)) return null;
      const cellId = `${id}-cell-${row.row}-${column}`;
      const error = formState.errors.cells?.[row.row]?.[column]?.message;
      return (
        <span className={styles.cellInput}>
          <input
            className="input"
            inputMode="numeric"
            autoComplete="off"
            aria-label={texts.unitsOf(row.size, location.name)}
            {...fieldAria(cellId, error)}
            {...register(`cells.${row.row}.${column}`, { validate: cellError })}
          />
          {error && (
            <span id={`${cellId}-error`} className={styles.cellError}>
              {error}
            </span>
          )}
        </span>
      );
    },
    [grid.locations, reason, id, register, formState.errors.cells],
  );

  async function save(typed: Values) {
    setFailure(null);
    const body = movementsBody(grid, typed);
    if (body.movements.length === 0) return setFailure(texts.nothingToRecord);
    try {
      await recordMovements(grid.product.id, body);
      props.onSaved();
    } catch (error) {
      fail(error);
    }
  }

  return (
    <EditPanel
      title={texts.recordTitle}
      onSubmit={values.handleSubmit(save)}
      failure={failure}
      submitting={formState.isSubmitting}
      onCancel={props.onCancel}
    >
      <FieldGrid>
        <Field id={`${id}-reason`} label={texts.reason} compact>
          <select
            className="input"
            {...fieldAria(`${id}-reason`, undefined)}
            {...register("reason")}
          >
            {MANUAL_STOCK_REASONS.map((value) => (
              <option key={value} value={value}>
                {stockReasonNames[value]}
              </option>
            ))}
          </select>
        </Field>
        <NoteField id={`${id}-note`} error={fieldError(values, "note")} field={register("note")} />
      </FieldGrid>
      <p className={styles.hint}>{texts.recordHint}</p>
      <StockGrid grid={grid} editor={editor} />
    </EditPanel>
  );
}
