import { type ReactNode, useId, useLayoutEffect, useRef } from "react";
import styles from "./dialog.module.css";
import { CloseIcon } from "./icons";

const CLOSE = "Fechar";

/**
 * A modal dialog on the browser's own <dialog>: the page behind is inert, focus stays inside and
 * goes back where it was, Escape closes. Render it only while open; `onClose` should unmount it.
 */
export function Dialog(props: { title: string; onClose: () => void; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (typeof dialog.showModal === "function") dialog.showModal();
    else dialog.setAttribute("open", "");
    // Closed before it leaves the page, so the browser gives the focus back.
    return () => dialog.close?.();
  }, []);
  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        props.onClose();
      }}
    >
      <div className={styles.head}>
        <h2 id={titleId}>{props.title}</h2>
        <button type="button" className={styles.close} onClick={props.onClose}>
          <CloseIcon />
          <span className="visually-hidden">{CLOSE}</span>
        </button>
      </div>
      {props.children}
    </dialog>
  );
}
