import {
  type ListingFacets,
  type ListingFilters,
  MAX_PRICE_CENTS,
  SIZE_KINDS,
  type SizeKind,
  sizeKind,
} from "@shop/shared";
import { type FormEvent, useId } from "react";
import { useTexts } from "../../../lib/i18n/use-texts";
import { usePersistent } from "../../../lib/persistent";
import styles from "./filters.module.css";
import { productsTexts } from "./texts";

interface FilterPanelProps {
  filters: ListingFilters;
  /** Counts of the filters shown; undefined while the first ones load. */
  facets: ListingFacets | undefined;
  onChange: (filters: ListingFilters) => void;
}

interface Option<T> {
  value: T;
  label: string;
  count: number;
}

/** Each choice with its count; a chosen one the counts no longer hold stays, at 0, to be undone. */
function withChosen<T>(options: Option<T>[], chosen: T[], labelOf: (value: T) => string) {
  const missing = chosen
    .filter((value) => !options.some((option) => option.value === value))
    .map((value) => ({ value, label: labelOf(value), count: 0 }));
  return [...options, ...missing];
}

/** Colour or brand choices by id, each named from `names` (its id when the name is missing). */
function namedOptions(
  counts: { id: number; count: number }[] | undefined,
  chosen: number[],
  names: { id: number; name: string }[],
) {
  const label = (id: number) => nameOf(names, id);
  return withChosen(
    (counts ?? []).map(({ id, count }) => ({ value: id, label: label(id), count })),
    chosen,
    label,
  );
}

/** The name of a colour or brand by id; its id when the name is missing. */
export const nameOf = (names: { id: number; name: string }[], id: number) =>
  names.find((item) => item.id === id)?.name ?? String(id);

const toggled = <T,>(values: T[], value: T) =>
  values.includes(value) ? values.filter((other) => other !== value) : [...values, value];

/** Size, colour, brand and price, each choice with the number of products it would list. */
export function FilterPanel({ filters, facets, onChange }: FilterPanelProps) {
  const texts = useTexts(productsTexts);
  const { colors, brands } = usePersistent();
  const sizeOptions = withChosen(
    (facets?.sizes ?? []).map(({ size, count }) => ({ value: size, label: size, count })),
    filters.sizes,
    (size) => size,
  );
  const colorOptions = namedOptions(facets?.colors, filters.colors, colors);
  const brandOptions = namedOptions(facets?.brands, filters.brands, brands);

  return (
    <div className={styles.panel}>
      <CheckboxGroup
        legend={texts.size}
        options={sizeOptions}
        chosen={filters.sizes}
        compact
        sectionOf={sizeKind}
        sectionNames={texts.sizeKinds}
        onToggle={(size) => onChange({ ...filters, sizes: toggled(filters.sizes, size) })}
      />
      <CheckboxGroup
        legend={texts.color}
        options={colorOptions}
        chosen={filters.colors}
        onToggle={(id) => onChange({ ...filters, colors: toggled(filters.colors, id) })}
      />
      <CheckboxGroup
        legend={texts.brand}
        options={brandOptions}
        chosen={filters.brands}
        onToggle={(id) => onChange({ ...filters, brands: toggled(filters.brands, id) })}
      />
      <PriceRange
        // A new URL's prices refill the fields.
        key={`${filters.priceMin}-${filters.priceMax}`}
        filters={filters}
        bounds={facets?.price ?? null}
        onChange={onChange}
      />
    </div>
  );
}

/**
 * A fieldset of checkboxes. With `sectionOf`, options of different sections (shoe sizes, belt
 * lengths) are listed apart under their names; one section alone needs no name.
 */
function CheckboxGroup<T extends string | number>({
  legend,
  options,
  chosen,
  compact = false,
  sectionOf,
  sectionNames,
  onToggle,
}: {
  legend: string;
  options: Option<T>[];
  chosen: T[];
  compact?: boolean;
  sectionOf?: (value: T) => SizeKind;
  sectionNames?: Record<SizeKind, string>;
  onToggle: (value: T) => void;
}) {
  const texts = useTexts(productsTexts);
  const sections = sectionOf
    ? SIZE_KINDS.map((kind) => ({
        name: sectionNames?.[kind],
        options: options.filter((option) => sectionOf(option.value) === kind),
      })).filter((section) => section.options.length > 0)
    : [{ name: undefined, options }];
  const named = sections.length > 1;
  const list = (items: Option<T>[]) => (
    <ul className={compact ? styles.chipOptions : styles.options}>
      {items.map((option) => (
        <li key={option.value}>
          <label className={compact ? styles.chipOption : styles.option}>
            <input
              type="checkbox"
              checked={chosen.includes(option.value)}
              onChange={() => onToggle(option.value)}
            />
            <span>{texts.option(option.label, option.count)}</span>
          </label>
        </li>
      ))}
    </ul>
  );
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      {options.length === 0 ? (
        <p className={styles.none}>{texts.noOptions}</p>
      ) : named ? (
        sections.map((section) => (
          <fieldset key={section.name} className={styles.section}>
            <legend className={styles.sectionName}>{section.name}</legend>
            {list(section.options)}
          </fieldset>
        ))
      ) : (
        list(options)
      )}
    </fieldset>
  );
}

/** Euros as typed ("49,90" or "49.90"), to the cent; null when empty or not an amount. */
function eurosOf(text: string): number | null {
  const value = Number(text.trim().replace(",", "."));
  if (text.trim() === "" || !Number.isFinite(value) || value < 0) return null;
  return Math.min(Math.round(value * 100), MAX_PRICE_CENTS) / 100;
}

function PriceRange({
  filters,
  bounds,
  onChange,
}: {
  filters: ListingFilters;
  bounds: { min: number; max: number } | null;
  onChange: (filters: ListingFilters) => void;
}) {
  const texts = useTexts(productsTexts);
  const id = useId();
  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    let priceMin = eurosOf(String(form.get("priceMin") ?? ""));
    let priceMax = eurosOf(String(form.get("priceMax") ?? ""));
    if (priceMin !== null && priceMax !== null && priceMin > priceMax) {
      [priceMin, priceMax] = [priceMax, priceMin];
    }
    onChange({ ...filters, priceMin, priceMax });
  }
  return (
    <form className={styles.group} onSubmit={apply} aria-labelledby={`${id}-legend`}>
      <p id={`${id}-legend`} className={styles.legend}>
        {texts.price}
      </p>
      <div className={styles.prices}>
        <PriceField
          name="priceMin"
          label={texts.priceMin}
          value={filters.priceMin}
          bound={bounds && Math.floor(bounds.min)}
        />
        <PriceField
          name="priceMax"
          label={texts.priceMax}
          value={filters.priceMax}
          bound={bounds && Math.ceil(bounds.max)}
        />
      </div>
      <button type="submit" className="button button--secondary">
        {texts.applyPrice}
      </button>
    </form>
  );
}

/** One end of the price range; its placeholder is the listing's own end (`bound`). */
function PriceField({
  name,
  label,
  value,
  bound,
}: {
  name: "priceMin" | "priceMax";
  label: string;
  value: number | null;
  bound: number | null;
}) {
  return (
    <label className={styles.price}>
      <span>{label}</span>
      <input
        className="input"
        name={name}
        inputMode="decimal"
        defaultValue={value ?? ""}
        placeholder={bound === null ? undefined : String(bound)}
      />
    </label>
  );
}
