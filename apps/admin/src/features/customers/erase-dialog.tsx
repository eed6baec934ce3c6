import { zodResolver } from "@hookform/resolvers/zod";
import { type CustomerErase, CustomerEraseSchema } from "@shop/shared";
import { Field, fieldAria, fieldError, useFormFailure } from "@shop/ui";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { FormDialog } from "../../components/dialog";
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
 * and why, and wants the customer's email typed. A modal dialog: Escape or "Cancelar" close it.
 */
export function EraseDialog(props: {
  customer: EraseTarget;
  onErase: (body: CustomerErase) => Promise<unknown>;
  onErased: () => void;
  onClose: () => void;
}) {
  const { customer } = props;
  const id = useId();
  const confirm = useForm({
    resolver: zodResolver(confirmationOf(customer.email)),
    defaultValues: { email: "" },
  });
  const { failure, setFailure, fail } = useFormFailure(confirm);

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
    <FormDialog
      title={customer.title}
      onSubmit={confirm.handleSubmit(erase)}
      failure={failure}
      submitting={confirm.formState.isSubmitting}
      submit={confirm.formState.isSubmitting ? texts.erasing : texts.confirm}
      danger
      back={texts.cancel}
      onClose={props.onClose}
    >
      <div className={styles.dialogText}>
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
    </FormDialog>
  );
}
