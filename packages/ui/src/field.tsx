import type { ReactNode } from "react";
import styles from "./field.module.css";
import { useUiTexts } from "./texts";
import { useUiLanguage } from "./ui-language";

export interface FieldProps {
  /** The control's id; the hint is `<id>-hint`, the error `<id>-error` (see `fieldAria`). */
  id: string;
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  /** Marks the label with '*' (read as 'obrigatório'). */
  required?: boolean;
  /** Marks the label with '(opcional)'. */
  optional?: boolean;
  /** Spans both columns of a `FieldGrid`. */
  wide?: boolean;
  /** Smaller label and hint, for the dense forms of the account area and the back office. */
  compact?: boolean;
  /** The control, with `fieldAria(id, error, hint !== undefined)` spread on it. */
  children: ReactNode;
}

function RequiredMark() {
  const texts = useUiTexts();
  return (
    <>
      <span aria-hidden="true"> *</span>
      <span className="visually-hidden"> ({texts.required})</span>
    </>
  );
}

/** A label, its control, a hint and the field's error message. */
export function Field(props: FieldProps) {
  const { id, label, error, hint, required, optional, wide, compact, children } = props;
  const texts = useUiTexts();
  const { message } = useUiLanguage();
  return (
    <div className={styles.field} data-wide={wide || undefined} data-compact={compact || undefined}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required && <RequiredMark />}
        {optional && <span className={styles.optional}> ({texts.optional})</span>}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {message(error)}
        </p>
      )}
    </div>
  );
}

/** Fields in one column on phones, two from 600 px (a `wide` field spans both). */
export function FieldGrid({ children }: { children: ReactNode }) {
  return <div className={styles.grid}>{children}</div>;
}
