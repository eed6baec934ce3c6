import { zodResolver } from "@hookform/resolvers/zod";
import { type CustomerErase, CustomerEraseSchema } from "@shop/shared";
import { Field, FormAlert, fieldAria, fieldError, useFormFailure } from "@shop/ui";
import { useEffect, useId, useRef } from "react";
import { useForm } from "react-hook-form";
import form from "../../components/form.module.css";
import styles from "./customers.module.css";
import { eraseTexts as texts } from "./texts";

/** Typing the customer's email must give back exactly theirs (case aside). */
const confirmationOf = (email: string) =>
  CustomerEraseSchema.refine((body) => body.email === email.toLowerCase(), {
    message: texts.mismatch,
    path: ["email"],
  });

/** Who is erased: an account or a guest, and what goes at once. */
export interface EraseTarget {
  name: string;
  email: string;
  purchaseCount: number;
  /** The dialog's question. */
  title: string;
  /** What is deleted at once (texts.goes for an account, texts.guestGoes for a guest). */
  goes: string;
}

/**
 * Asks before erasing an account or a guest's data: says what goes, what the invoicing law keeps
 * and why, and wants the customer's email typed. A modal <dialog>: Escape or "Cancelar" close it.
 */
export function EraseDialog(props: {
  customer: EraseTarget;
  onErase: (body: CustomerErase) => Promise<unknown>;
  onErased: () => void;
  onClose: () => void;
}) {
  const { customer } = props;
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const confirm = useForm({
    resolver: zodResolver(confirmationOf(customer.email)),
    defaultValues: { email: "" },
  });
  const { failure, setFailure, fail } = useFormFailure(confirm);

  useEffect(() => {
    dialog.current?.showModal();
  }, []);

  async function erase(values: { email: string }) {
    setFailure(null);
    try {
      await props.onErase(values);
      props.onErased();
    } catch (error) {
      fail(error);
    }
  }

  const error = fieldError(confirm, "email");
  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onCancel={props.onClose}
    >
      <form className={form.form} noValidate onSubmit={confirm.handleSubmit(erase)}>
        <h2 id={`${id}-title`}>{customer.title}</h2>
        <div id={`${id}-text`} className={styles.dialogText}>
          <p>{customer.goes}</p>
          <p>{texts.kept(customer.purchaseCount)}</p>
          <p>{texts.why}</p>
          <p>
            <strong>{texts.irreversible}</strong>
          </p>
        </div>
        <Field
          id={`${id}-email`}
          label={
            <>
              {texts.confirmLabel} <strong className={styles.confirmEmail}>{customer.email}</strong>
            </>
          }
          error={error}
          compact
        >
          <input
            className="input"
            type="email"
            autoComplete="off"
            spellCheck={false}
            {...fieldAria(`${id}-email`, error, false)}
            {...confirm.register("email")}
          />
        </Field>
        <FormAlert message={failure} />
        <div className={form.actions}>
          <button
            type="submit"
            className={`button ${styles.danger}`}
            disabled={confirm.formState.isSubmitting}
          >
            {confirm.formState.isSubmitting ? texts.erasing : texts.confirm}
          </button>
          <button type="button" className="button button--secondary" onClick={props.onClose}>
            {texts.cancel}
          </button>
        </div>
      </form>
    </dialog>
  );
}
