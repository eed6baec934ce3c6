import { createContext, type ReactNode, useContext, useEffect, useState } from "react";
import styles from "./form-messages.module.css";
import { useUiTexts } from "./texts";

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

/**
 * Where a success shows: in the form's flow (the storefront's short forms), or as a toast at the
 * bottom of the window (the back office, whose long forms are saved from a sticky bar at the
 * bottom: a message in the flow would be far above where the person is looking).
 */
type StatusPlacement = "inline" | "toast";
const Placement = createContext<StatusPlacement>("inline");

/** Every `FormStatus` inside shows as a toast (the back office's layout wraps its pages in it). */
export function StatusAsToast({ children }: { children: ReactNode }) {
  return <Placement.Provider value="toast">{children}</Placement.Provider>;
}

/** A success message, announced politely (kept in the form like `FormAlert`). */
export function FormStatus({ message }: { message: ReactNode }) {
  const placement = useContext(Placement);
  const texts = useUiTexts();
  const [dismissed, setDismissed] = useState(false);
  // A new message shows again after the last one was closed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for each new message
  useEffect(() => setDismissed(false), [message]);
  if (placement === "inline" || !message) {
    return (
      <div role="status" className={styles.status}>
        {message}
      </div>
    );
  }
  return (
    <div className={dismissed ? styles.toastClosed : styles.toast}>
      <div role="status" className={styles.toastText}>
        {message}
      </div>
      <button type="button" className={styles.toastClose} onClick={() => setDismissed(true)}>
        <span aria-hidden="true">×</span>
        <span className={styles.hidden}>{texts.closeMessage}</span>
      </button>
    </div>
  );
}
