import type { StockGrid } from "@shop/shared";
import { Field, fieldAria } from "@shop/ui";
import type { UseFormRegisterReturn } from "react-hook-form";
import { storeIdOf } from "../staff/staff-fields";
import { stockTexts as texts } from "./texts";

/** A location select's value: the store's id, or empty for the online store. */
export const locationValue = (storeId: number | null) => (storeId === null ? "" : String(storeId));

/** The register options of a location select: its value as the API's store id (null online). */
export const asStoreId = { setValueAs: storeIdOf } as const;

/** The balance of one size at one location, as the grid shows it. */
export function balanceOf(grid: StockGrid, size: string, storeId: number | null): number {
  const column = grid.locations.findIndex((location) => location.storeId === storeId);
  return grid.sizes.find((row) => row.size === size)?.quantities[column] ?? 0;
}

export function SizeField(props: {
  id: string;
  grid: StockGrid;
  error: string | undefined;
  field: UseFormRegisterReturn;
}) {
  const { id, error } = props;
  return (
    <Field id={id} label={texts.size} error={error} compact>
      <select className="input" {...fieldAria(id, error)} {...props.field}>
        {props.grid.sizes.map(({ size }) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** A location the person may change (a store's staff: their store only). */
export function LocationField(props: {
  id: string;
  label: string;
  grid: StockGrid;
  error: string | undefined;
  field: UseFormRegisterReturn;
}) {
  const { id, error } = props;
  return (
    <Field id={id} label={props.label} error={error} compact>
      <select className="input" {...fieldAria(id, error)} {...props.field}>
        {props.grid.locations
          .filter((location) => location.editable)
          .map((location) => (
            <option key={locationValue(location.storeId)} value={locationValue(location.storeId)}>
              {location.name}
            </option>
          ))}
      </select>
    </Field>
  );
}

/** Whole units typed (moved, counted), with what there is now as its hint. */
export function UnitsField(props: {
  id: string;
  label: string;
  error: string | undefined;
  hint: string | undefined;
  field: UseFormRegisterReturn;
}) {
  const { id, error, hint } = props;
  return (
    <Field id={id} label={props.label} error={error} hint={hint} compact>
      <input
        className="input"
        inputMode="numeric"
        autoComplete="off"
        {...fieldAria(id, error, hint !== undefined)}
        {...props.field}
      />
    </Field>
  );
}
