import { zodResolver } from "@hookform/resolvers/zod";
import {
  formatMeasure,
  SIZE_GUIDE_MAX_ROWS,
  type SizeGuideInput,
  SizeGuideInputSchema,
  type SizeGuideItem,
} from "@shop/shared";
import { Field, FieldGrid, fieldAria, fieldError, useFormFailure } from "@shop/ui";
import { useId } from "react";
import { useFieldArray, useForm } from "react-hook-form";
import { EditPanel } from "../../components/edit-panel";
import { EnglishField, englishValue } from "../../components/english";
import form from "../../components/form.module.css";
import { englishLabels } from "../../components/texts";
import { sizeGuides } from "./api";
import styles from "./size-guides.module.css";
import { sizeGuidesTexts as texts } from "./texts";

type GuideForm = SizeGuideInput;

const valuesOf = (guide: SizeGuideItem | null): GuideForm => ({
  name: guide?.name ?? "",
  measureLabel: guide?.measureLabel ?? "",
  howToMeasure: guide?.howToMeasure ?? "",
  nameEn: englishValue(guide?.nameEn),
  measureLabelEn: englishValue(guide?.measureLabelEn),
  howToMeasureEn: englishValue(guide?.howToMeasureEn),
  rows: guide
    ? guide.rows.map((row) => ({ size: row.size, measure: formatMeasure(row.measure) }))
    : [{ size: "", measure: "" }],
});

/**
 * A new size guide, or a change of one: its texts (in English too) and its rows (added, removed,
 * moved).
 */
export function SizeGuideForm(props: {
  guide: SizeGuideItem | null;
  onSaved: (guides: SizeGuideItem[], message: string) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const { guide } = props;
  const values = useForm<GuideForm>({
    resolver: zodResolver(SizeGuideInputSchema, undefined, { raw: true }),
    defaultValues: valuesOf(guide),
  });
  const rows = useFieldArray({ control: values.control, name: "rows" });
  const { failure, setFailure, fail } = useFormFailure(values);
  const error = (name: Parameters<typeof fieldError<GuideForm>>[1]) => fieldError(values, name);
  const rowsError =
    values.formState.errors.rows?.message ?? values.formState.errors.rows?.root?.message;

  async function send(input: GuideForm) {
    setFailure(null);
    try {
      const saved = guide
        ? await sizeGuides.update(guide.id, input)
        : await sizeGuides.create(input);
      const name = input.name.trim();
      props.onSaved(saved, guide ? texts.saved(name) : texts.created(name));
    } catch (reason) {
      fail(reason);
    }
  }

  const text = (name: "name" | "measureLabel", label: string, hint?: string) => (
    <Field id={`${id}-${name}`} label={label} error={error(name)} hint={hint} required compact>
      <input
        className="input"
        autoComplete="off"
        {...fieldAria(`${id}-${name}`, error(name), hint !== undefined)}
        {...values.register(name)}
      />
    </Field>
  );

  const english = (
    name: "nameEn" | "measureLabelEn" | "howToMeasureEn",
    portuguese: "name" | "measureLabel" | "howToMeasure",
  ) => (
    <EnglishField
      id={`${id}-${name}`}
      label={englishLabels[portuguese]}
      portuguese={values.watch(portuguese)}
      error={error(name)}
      registration={values.register(name)}
      wide={name === "howToMeasureEn"}
      rows={name === "howToMeasureEn" ? 6 : undefined}
    />
  );

  return (
    <EditPanel
      title={guide ? texts.editTitle(guide.name) : texts.newTitle}
      onSubmit={values.handleSubmit(send)}
      failure={failure}
      submitting={values.formState.isSubmitting}
      onCancel={props.onCancel}
      focusHeading
    >
      <FieldGrid>
        {text("name", texts.name)}
        {text("measureLabel", texts.measureLabel, texts.measureLabelHint)}
        <Field
          id={`${id}-how`}
          label={texts.howToMeasure}
          error={error("howToMeasure")}
          hint={texts.howToMeasureHint}
          optional
          compact
          wide
        >
          <textarea
            className="input"
            rows={6}
            {...fieldAria(`${id}-how`, error("howToMeasure"), true)}
            {...values.register("howToMeasure")}
          />
        </Field>
        {english("nameEn", "name")}
        {english("measureLabelEn", "measureLabel")}
        {english("howToMeasureEn", "howToMeasure")}
      </FieldGrid>
      <fieldset className={styles.rows} aria-describedby={`${id}-rows-hint`}>
        <legend>{texts.rowsLegend}</legend>
        <p id={`${id}-rows-hint`} className={styles.hint}>
          {texts.rowsHint}
        </p>
        <div className={styles.rowHead} aria-hidden="true">
          <span>{texts.sizeColumn}</span>
          <span>{texts.measureColumn}</span>
        </div>
        <ol className={styles.rowList}>
          {rows.fields.map((field, index) => {
            const sizeError = error(`rows.${index}.size`);
            const measureError = error(`rows.${index}.measure`);
            const sizeId = `${id}-row-${field.id}-size`;
            const measureId = `${id}-row-${field.id}-measure`;
            return (
              <li key={field.id} className={styles.row}>
                <input
                  className="input"
                  autoComplete="off"
                  aria-label={texts.size(index)}
                  {...fieldAria(sizeId, sizeError)}
                  {...values.register(`rows.${index}.size`)}
                />
                <input
                  className="input"
                  autoComplete="off"
                  inputMode="decimal"
                  aria-label={texts.measure(index)}
                  {...fieldAria(measureId, measureError)}
                  {...values.register(`rows.${index}.measure`)}
                />
                <div className={styles.rowActions}>
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    aria-label={texts.moveUp(index)}
                    title={texts.moveUp(index)}
                    disabled={index === 0}
                    onClick={() => rows.swap(index, index - 1)}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    aria-label={texts.moveDown(index)}
                    title={texts.moveDown(index)}
                    disabled={index === rows.fields.length - 1}
                    onClick={() => rows.swap(index, index + 1)}
                  >
                    ↓
                  </button>
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    aria-label={texts.removeRow(index)}
                    title={texts.removeRow(index)}
                    disabled={rows.fields.length === 1}
                    onClick={() => rows.remove(index)}
                  >
                    ×
                  </button>
                </div>
                {sizeError && (
                  <p id={`${sizeId}-error`} className={form.choiceError}>
                    {sizeError}
                  </p>
                )}
                {measureError && (
                  <p id={`${measureId}-error`} className={form.choiceError}>
                    {measureError}
                  </p>
                )}
              </li>
            );
          })}
        </ol>
        {rowsError && <p className={form.choiceError}>{rowsError}</p>}
        <div className={styles.addRow}>
          <button
            type="button"
            className="button button--secondary button--small"
            disabled={rows.fields.length >= SIZE_GUIDE_MAX_ROWS}
            onClick={() => rows.append({ size: "", measure: "" })}
          >
            {texts.addRow}
          </button>
          {rows.fields.length >= SIZE_GUIDE_MAX_ROWS && (
            <span className={styles.hint}>{texts.maxRows(SIZE_GUIDE_MAX_ROWS)}</span>
          )}
        </div>
      </fieldset>
    </EditPanel>
  );
}
