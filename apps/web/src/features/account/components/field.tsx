import type { ReactNode } from "react";
import { accountTexts } from "../texts";
import styles from "./form.module.css";

export { fieldAria } from "../../../components/ui/field-aria";

export interface FieldProps {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  optional?: boolean;
  /** Spans both columns of a field grid. */
  wide?: boolean;
  children: ReactNode;
}

/** A label, its control, a hint and the field's error (see `fieldAria` for the control). */
export function Field({ id, label, error, hint, optional, wide, children }: FieldProps) {
  return (
    <div className={`${styles.field} ${wide ? styles.wide : ""}`}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {optional && <span className={styles.optional}> ({accountTexts.optional})</span>}
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

/** The server's refusal, in a red box announced by screen readers. */
export function FormAlert({ message }: { message: string | null }) {
  return (
    <div role="alert" className={styles.alert}>
      {message}
    </div>
  );
}

/** A success message, announced politely. */
export function FormStatus({ message }: { message: ReactNode }) {
  return (
    <div role="status" className={styles.status}>
      {message}
    </div>
  );
}
