import { zodResolver } from "@hookform/resolvers/zod";
import { CustomerEraseSchema, type CustomerProfile } from "@shop/shared";
import { Field, FormAlert, fieldAria, fieldError, useFormFailure } from "@shop/ui";
import { useEffect, useId, useRef } from "react";
import { useForm } from "react-hook-form";
import form from "../../components/form.module.css";
import { eraseCustomer } from "./api";
import styles from "./customers.module.css";
import { eraseTexts as texts } from "./texts";

/** Typing the customer's email must give back exactly theirs (case aside). */
const confirmationOf = (email: string) =>
  CustomerEraseSchema.refine((body) => body.email === email.toLowerCase(), {
    message: texts.mismatch,
    path: ["email"],
  });

/**
 * Asks before erasing an account: says what goes, what the invoicing law keeps and why, and
 * wants the customer's email typed. A modal <dialog>: Escape or "Cancelar" close it.
 */
export function EraseDialog(props: {
  customer: CustomerProfile;
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
      await eraseCustomer(customer.id, values);
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
        <h2 id={`${id}-title`}>{texts.title(customer.name)}</h2>
        <div id={`${id}-text`} className={styles.dialogText}>
          <p>{texts.goes(customer.emailConfirmed)}</p>
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
