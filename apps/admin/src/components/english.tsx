import { Field, fieldAria } from "@shop/ui";
import type { UseFormRegisterReturn } from "react-hook-form";
import styles from "./english.module.css";
import { englishTexts as texts } from "./texts";

/** «Sem inglês»: a name or a product whose English is missing (the storefront shows the Portuguese). */
export function MissingEnglish() {
  return (
    <span className={styles.missing} title={texts.missingTitle}>
      {texts.missing}
    </span>
  );
}

/** An English field's hint: what the English storefront shows while it is empty. */
export function englishHint(portuguese: string | null | undefined): string {
  const text = portuguese?.trim();
  return text ? `${texts.hint} ${texts.portuguese(text)}.` : texts.hint;
}

/** A stored English text as a form's field holds it ('' for none). */
export const englishValue = (text: string | null | undefined) => text ?? "";

/** Whether a Portuguese text has no English beside it. */
export const lacksEnglish = (portuguese: string | null | undefined, english: string | null) =>
  Boolean(portuguese?.trim()) && !english?.trim();

/** An English field's label: its English name, marked as English for screen readers. */
export function englishLabel(text: string) {
  return <span lang="en">{text}</span>;
}

interface EnglishFieldProps {
  id: string;
  /** Its English name (englishLabels). */
  label: string;
  /** The Portuguese beside it, shown as the hint: what the English storefront shows while empty. */
  portuguese: string | null | undefined;
  error?: string;
  registration: UseFormRegisterReturn;
  wide?: boolean;
  /** A text area of that many rows instead of a line. */
  rows?: number;
  /** The text area's own class beside `input` (its height rules). */
  areaClassName?: string;
}

/** An optional English text of the back office's forms, marked as English, its Portuguese as the hint. */
export function EnglishField(props: EnglishFieldProps) {
  const { id, error, registration, rows } = props;
  const aria = fieldAria(id, error, true);
  return (
    <Field
      id={id}
      label={englishLabel(props.label)}
      hint={englishHint(props.portuguese)}
      error={error}
      optional
      compact
      wide={props.wide}
    >
      {rows ? (
        <textarea
          className={props.areaClassName ? `input ${props.areaClassName}` : "input"}
          rows={rows}
          lang="en"
          {...aria}
          {...registration}
        />
      ) : (
        <input className="input" lang="en" autoComplete="off" {...aria} {...registration} />
      )}
    </Field>
  );
}
