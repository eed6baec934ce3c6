import { type ReactNode, useState } from "react";
import { ConfirmDialog } from "./dialog";
import page from "./page.module.css";
import styles from "./page-parts.module.css";
import { dialogTexts, listStateTexts } from "./texts";

/**
 * The parts every section of the back office builds its list pages from, so that they look and
 * behave alike: the page's title with its actions, the list's loading and empty states, and a
 * button that asks before it deletes. (The lists themselves: DataTable, or items.module.css for a
 * short list the shop orders by hand.)
 */

/**
 * The page's title, and its main actions beside it (a toolbar). `titleId` names the title for a
 * form that is the whole page (its accessible name).
 */
export function PageHeader(props: { title: string; titleId?: string; children?: ReactNode }) {
  const { title, children } = props;
  return (
    <div className={page.header}>
      <h1 id={props.titleId}>{title}</h1>
      {children && <div className={page.toolbar}>{children}</div>}
    </div>
  );
}

/** A list being fetched: announced, with a spinner. */
export function LoadingState({ text = listStateTexts.loading }: { text?: string }) {
  return (
    <p className={styles.state} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      {text}
    </p>
  );
}

/** A list with nothing in it: what that means, and the action that fills it, if any. */
export function EmptyState({ text, action }: { text: string; action?: ReactNode }) {
  return (
    <div className={styles.state} role="status">
      <p>{text}</p>
      {action}
    </div>
  );
}

/** A list that could not be fetched: why, and a button to try again («Tentar de novo»). */
export function ErrorState(props: { message: string; retry?: string; onRetry?: () => void }) {
  return (
    <div className={styles.state} role="alert">
      <p>{props.message}</p>
      {props.onRetry && (
        <button type="button" className="button button--secondary" onClick={props.onRetry}>
          {props.retry ?? listStateTexts.retry}
        </button>
      )}
    </div>
  );
}

/** A list's state before its rows: loading, empty, or nothing to say. */
export function ListState(props: {
  pending: boolean;
  empty: boolean;
  emptyText: string;
  loadingText?: string;
  emptyAction?: ReactNode;
}) {
  if (props.pending)
    return <LoadingState {...(props.loadingText ? { text: props.loadingText } : {})} />;
  if (props.empty) return <EmptyState text={props.emptyText} action={props.emptyAction} />;
  return null;
}

/**
 * A small button of a row (delete, turn off) that first asks, in a dialog whose title is the
 * question (`Apagar a loja «Chiado»?`) and whose confirming button repeats the action.
 */
export function ConfirmButton(props: {
  /** The button's and the confirmation's word: «Apagar». */
  label: string;
  /** The button's name for screen readers, naming the row: «Apagar a loja Chiado». */
  ariaLabel: string;
  question: string;
  /** What will happen; «Esta ação não pode ser desfeita.» when nothing else is said. */
  consequence?: string;
  disabled?: boolean;
  onConfirm: () => void;
}) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button
        type="button"
        className="button button--secondary button--small"
        aria-label={props.ariaLabel}
        disabled={props.disabled}
        onClick={() => setAsking(true)}
      >
        {props.label}
      </button>
      {asking && (
        <ConfirmDialog
          title={props.question}
          confirm={props.label}
          danger
          onConfirm={() => {
            setAsking(false);
            props.onConfirm();
          }}
          onClose={() => setAsking(false)}
        >
          <p>{props.consequence ?? dialogTexts.cannotUndo}</p>
        </ConfirmDialog>
      )}
    </>
  );
}
