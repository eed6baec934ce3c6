import type { ProductChoices } from "@shop/shared";
import { Field, fieldAria } from "@shop/ui";
import { useState } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { type Audience, categoriesIn, groupsOf, type Kind, placementOf } from "./placement";
import styles from "./products.module.css";
import { productFormTexts as texts } from "./texts";

function Choice<T extends string>(props: {
  name: string;
  legend: string;
  value: T;
  options: readonly (readonly [T, string])[];
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className={styles.segmented}>
      <legend>{props.legend}</legend>
      {props.options.map(([value, label]) => (
        <label key={value}>
          <input
            type="radio"
            name={props.name}
            value={value}
            checked={props.value === value}
            onChange={() => props.onChange(value)}
          />
          <span>{label}</span>
        </label>
      ))}
    </fieldset>
  );
}

/**
 * Women/men and shoes/accessories belong to the category (spec: Category has isWoman, isMan,
 * forShoe, forAccessorie): choosing them narrows the categories, and the category is what is saved.
 */
export function PlacementField(props: {
  id: string;
  categories: ProductChoices["categories"];
  categoryId: number | undefined;
  field: UseFormRegisterReturn;
  error: string | undefined;
}) {
  const { id, categories, categoryId } = props;
  const current = categories.find((category) => category.id === categoryId);
  const [filter, setFilter] = useState(() => placementOf(current));
  const shown = categoriesIn(categories, filter.audience, filter.kind);
  // The saved category stays listed even when the filters would hide it.
  const options = current && !shown.includes(current) ? [current, ...shown] : shown;
  const groups = current ? groupsOf(current) : [];

  return (
    <fieldset className={`panel ${styles.section}`}>
      <legend className={styles.sectionTitle}>{texts.placement}</legend>
      <p className={styles.hint}>{texts.placementHint}</p>
      <div className={styles.segments}>
        <Choice<Audience>
          name={`${id}-audience`}
          legend={texts.audience}
          value={filter.audience}
          options={[
            ["all", texts.all],
            ["women", texts.women],
            ["men", texts.men],
          ]}
          onChange={(audience) => setFilter({ ...filter, audience })}
        />
        <Choice<Kind>
          name={`${id}-kind`}
          legend={texts.kind}
          value={filter.kind}
          options={[
            ["all", texts.all],
            ["shoes", texts.shoes],
            ["accessories", texts.accessories],
          ]}
          onChange={(kind) => setFilter({ ...filter, kind })}
        />
      </div>
      <Field
        id={id}
        label={texts.category}
        error={props.error}
        hint={groups.length > 0 ? texts.placeOf(groups.join(", ")) : undefined}
        required
        compact
      >
        <select
          className="input"
          {...fieldAria(id, props.error, groups.length > 0)}
          {...props.field}
        >
          <option value="">
            {options.length > 0 ? texts.chooseCategory : texts.noCategoryHere}
          </option>
          {options.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </select>
      </Field>
    </fieldset>
  );
}
