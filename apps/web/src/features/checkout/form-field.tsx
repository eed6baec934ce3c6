import type { ReactNode } from "react";
import styles from "./form-field.module.css";
import { checkoutTexts } from "./texts";

export { fieldAria } from "../../components/ui/field-aria";

export interface FormFieldProps {
  id: string;
  label: string;
  required?: boolean;
  error?: string | undefined;
  hint?: ReactNode;
  /** Spans both columns of a field grid. */
  wide?: boolean;
  children: ReactNode;
}

/** A label, its control, a hint and the field's error message. */
export function FormField({ id, label, required, error, hint, wide, children }: FormFieldProps) {
  return (
    <div className={styles.field} data-wide={wide || undefined}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required && (
          <>
            <span aria-hidden="true"> *</span>
            <span className="visually-hidden"> ({checkoutTexts.required})</span>
          </>
        )}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
