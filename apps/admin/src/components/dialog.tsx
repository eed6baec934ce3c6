import { FormAlert } from "@shop/ui";
import { type FormEventHandler, type ReactNode, useId, useLayoutEffect, useRef } from "react";
import styles from "./dialog.module.css";
import form from "./form.module.css";
import { CloseIcon } from "./icons";
import { dialogTexts } from "./texts";

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
          <span className="visually-hidden">{dialogTexts.close}</span>
        </button>
      </div>
      {props.children}
    </dialog>
  );
}

/**
 * The question before an action: what it does, then the action's own button (or «Voltar atrás»).
 * Render it only while asking; the action's failure, if any, is shown inside.
 */
export function ConfirmDialog(props: {
  title: string;
  /** What will happen, in the person's words. */
  children: ReactNode;
  /** The confirming button: the same words as the button that opened the question. */
  confirm: string;
  pending?: boolean;
  /** The confirming button's words while `pending` («A alterar…»); its own words if not given. */
  pendingText?: string;
  /** A destructive action's button is red. */
  danger?: boolean;
  /** A line after what will happen, such as «Este passo não pode ser desfeito.». */
  warning?: string;
  /** The button that closes without acting; «Voltar atrás» unless said. */
  back?: string;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog title={props.title} onClose={props.onClose}>
      <div className={styles.body}>
        {props.children}
        {props.warning && <p>{props.warning}</p>}
        <div className={styles.actions}>
          <button
            type="button"
            className={props.danger ? "button button--danger" : "button"}
            disabled={props.pending}
            onClick={props.onConfirm}
          >
            {props.pending && props.pendingText ? props.pendingText : props.confirm}
          </button>
          <button type="button" className="button button--secondary" onClick={props.onClose}>
            {props.back ?? dialogTexts.stepBack}
          </button>
        </div>
      </div>
    </Dialog>
  );
}

/**
 * A dialog that asks for a few fields before an action (cancel an order, record a transfer): the
 * fields, the server's refusal, the action's button and the one that closes without acting.
 */
export function FormDialog(props: {
  title: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  failure: ReactNode;
  submitting: boolean;
  /** The action's button: the same words as the button that opened the dialog. */
  submit: string;
  /** A destructive action's button is red. */
  danger?: boolean;
  /** The button that closes without acting («Voltar», «Não cancelar»). */
  back: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog title={props.title} onClose={props.onClose}>
      <form className={form.form} noValidate onSubmit={props.onSubmit}>
        {props.children}
        <FormAlert message={props.failure} />
        <div className={form.actions}>
          <button
            type="submit"
            className={props.danger ? "button button--danger" : "button"}
            disabled={props.submitting}
          >
            {props.submit}
          </button>
          <button type="button" className="button button--secondary" onClick={props.onClose}>
            {props.back}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
