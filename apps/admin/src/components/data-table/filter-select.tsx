import { useId } from "react";
import type { TableParamsControl } from "./table-params";

/** Named choices (categories, brands…) as a select's options: `[id, name]`. */
export const namedOptions = (list: { id: number; name: string }[] = []) =>
  list.map((item) => [String(item.id), item.name] as const);

/** A list's filter by one value (a state, a size), kept in the address under `name`. */
export function FilterSelect(props: {
  label: string;
  name: string;
  /** The option without a filter («Todos os estados»). */
  all: string;
  /** `[value, label]` pairs, in the order shown. */
  options: readonly (readonly [string, string])[];
  control: TableParamsControl;
  className: string | undefined;
}) {
  const id = useId();
  return (
    <label htmlFor={id} className={props.className}>
      {props.label}
      <select
        id={id}
        className="input"
        value={props.control.params.filters[props.name] ?? ""}
        onChange={(event) => props.control.setFilter(props.name, event.target.value)}
      >
        <option value="">{props.all}</option>
        {props.options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </label>
  );
}
