import type { ReactNode } from "react";
import styles from "./form-messages.module.css";

/**
 * The server's refusal, in a red box announced by screen readers. Keep it in the form even when
 * there is no message: empty, it takes no room, and what is put in it later is announced.
 */
export function FormAlert({ message }: { message: ReactNode }) {
  return (
    <div role="alert" className={styles.alert}>
      {message}
    </div>
  );
}

/** A success message, announced politely (kept in the form like `FormAlert`). */
export function FormStatus({ message }: { message: ReactNode }) {
  return (
    <div role="status" className={styles.status}>
      {message}
    </div>
  );
}
