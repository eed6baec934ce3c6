import { accountMessages, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@shop/shared";
import { Field, FormAlert, FormStatus, failureMessage, fieldAria } from "@shop/ui";
import { type FormEvent, useId, useState } from "react";
import { register } from "../../lib/auth/session";
import type { ConfirmationBuyer } from "./confirmation-buyer";
import styles from "./order.module.css";
import { orderTexts } from "./texts";

const texts = orderTexts.confirmation;

/** A guest's account in one field: the purchase's name and email, and a password. */
export function GuestAccountOffer({
  buyer,
  onCreated,
}: {
  buyer: ConfirmationBuyer;
  onCreated: () => void;
}) {
  const id = useId();
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [created, setCreated] = useState(false);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const valid = password.length >= PASSWORD_MIN_LENGTH && password.length <= PASSWORD_MAX_LENGTH;
    setError(valid ? null : accountMessages.password);
    if (!valid) return;
    setPending(true);
    try {
      await register({ name: buyer.name, email: buyer.email, password, phone: null });
      setCreated(true);
      onCreated();
    } catch (caught) {
      setFailure(failureMessage(caught));
    } finally {
      setPending(false);
    }
  }

  if (created) return <FormStatus message={texts.accountCreated(buyer.email)} />;
  return (
    <form className={styles.offer} noValidate onSubmit={submit}>
      <p>{texts.accountLead(buyer.email)}</p>
      <Field id={`${id}-password`} label={texts.password} error={error ?? undefined} compact>
        <input
          className="input"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          {...fieldAria(`${id}-password`, error ?? undefined)}
        />
      </Field>
      <FormAlert message={failure} />
      <button type="submit" className="button" disabled={pending}>
        {pending ? texts.creating : texts.createAccount}
      </button>
    </form>
  );
}
