import { type ReactNode, useId } from "react";
import styles from "./error-list.module.css";

function AlertIcon() {
  return (
    <svg
      width={20}
      height={20}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7.5v5.5M12 16.5v.01" />
    </svg>
  );
}

/**
 * The summary of what stops a form ('Campos em falta'): a titled alert, focusable so that the form
 * can move the focus to it, with a list of `<li>` (an `ErrorListLink` leads to its field).
 */
export function ErrorList({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <div id={id} className={styles.box} role="alert" aria-labelledby={titleId} tabIndex={-1}>
      <h2 id={titleId} className={styles.title}>
        <AlertIcon />
        {title}
      </h2>
      <p className={styles.intro}>{intro}</p>
      <ul className={styles.list}>{children}</ul>
    </div>
  );
}

/** One entry of an `ErrorList`: a button that takes the user to the field. */
export function ErrorListLink({ onPick, children }: { onPick: () => void; children: ReactNode }) {
  return (
    <li>
      <button type="button" className={styles.link} onClick={onPick}>
        {children}
      </button>
    </li>
  );
}
