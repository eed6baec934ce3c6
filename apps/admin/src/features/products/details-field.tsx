import type { ProductInput, ProductValues } from "@shop/shared";
import { Field, FieldGrid, fieldAria, fieldError } from "@shop/ui";
import { useId } from "react";
import type { Path, useForm } from "react-hook-form";
import styles from "./products.module.css";
import { productDetailsTexts as texts } from "./texts";

type Form = ReturnType<typeof useForm<ProductInput, unknown, ProductValues>>;
type DetailName = keyof NonNullable<ProductInput["details"]>;

/** One detail's text field (a textarea for the longer ones). */
function DetailInput(props: {
  form: Form;
  name: DetailName;
  label: string;
  hint?: string;
  long?: boolean;
  wide?: boolean;
  numeric?: boolean;
}) {
  const { form, name } = props;
  const id = `${useId()}-${name}`;
  const path = `details.${name}` as Path<ProductInput>;
  const error = fieldError(form, path);
  const aria = fieldAria(id, error, props.hint !== undefined);
  return (
    <Field
      id={id}
      label={props.label}
      hint={props.hint}
      error={error}
      optional
      wide={props.wide || props.long}
      compact
    >
      {props.long ? (
        <textarea
          className={`input ${styles.textarea}`}
          rows={3}
          {...aria}
          {...form.register(path)}
        />
      ) : (
        <input
          className="input"
          inputMode={props.numeric ? "decimal" : undefined}
          autoComplete="off"
          {...aria}
          {...form.register(path)}
        />
      )}
    </Field>
  );
}

/**
 * What the product page says about the product: materials, sole, heel, fit, care, where it was
 * made, and a bag's dimensions. Every field is optional; the page shows the ones filled in.
 */
export function DetailsField({ form }: { form: Form }) {
  return (
    <div className={`panel ${styles.section}`}>
      <h2 className={styles.sectionTitle}>{texts.title}</h2>
      <p className={styles.hint}>{texts.intro}</p>
      <FieldGrid>
        <DetailInput form={form} name="upperMaterial" label={texts.upperMaterial} />
        <DetailInput form={form} name="lining" label={texts.lining} />
        <DetailInput form={form} name="sole" label={texts.sole} />
        <DetailInput
          form={form}
          name="heelHeight"
          label={texts.heelHeight}
          hint={texts.heelHeightHint}
          numeric
        />
        <DetailInput form={form} name="madeIn" label={texts.madeIn} />
        <DetailInput
          form={form}
          name="fitNote"
          label={texts.fitNote}
          hint={texts.fitNoteHint}
          wide
        />
        <DetailInput form={form} name="care" label={texts.care} long />
      </FieldGrid>
      <fieldset className={styles.dimensions}>
        <legend className={styles.legend}>{texts.dimensions}</legend>
        <p className={styles.hint}>{texts.dimensionsHint}</p>
        <div className={styles.dimensionRow}>
          <DetailInput form={form} name="width" label={texts.width} numeric />
          <DetailInput form={form} name="height" label={texts.height} numeric />
          <DetailInput form={form} name="depth" label={texts.depth} numeric />
        </div>
      </fieldset>
    </div>
  );
}
