import { FormAlert, FormStatus, failureMessage, useUiTexts } from "@shop/ui";
import { type FormEvent, useId, useState } from "react";
import { register } from "../../lib/auth/session";
import { useTexts } from "../../lib/i18n/use-texts";
import { PasswordField, usePasswordLengthError } from "../account/components/password-field";
import type { ConfirmationBuyer } from "./confirmation-buyer";
import styles from "./order.module.css";
import { orderTexts } from "./texts";

/** A guest's account in one field: the purchase's name and email, and a password. */
export function GuestAccountOffer({
  buyer,
  onCreated,
}: {
  buyer: ConfirmationBuyer;
  onCreated: () => void;
}) {
  const texts = useTexts(orderTexts).confirmation;
  const passwordLengthError = usePasswordLengthError();
  const { unexpected } = useUiTexts();
  const id = useId();
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [created, setCreated] = useState(false);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const invalid = passwordLengthError(password);
    setError(invalid);
    if (invalid) return;
    setPending(true);
    try {
      await register({ name: buyer.name, email: buyer.email, password, phone: null });
      setCreated(true);
      onCreated();
    } catch (caught) {
      setFailure(failureMessage(caught, unexpected));
    } finally {
      setPending(false);
    }
  }

  if (created) return <FormStatus message={texts.accountCreated(buyer.email)} />;
  return (
    <form className={styles.offer} noValidate onSubmit={submit}>
      <p>{texts.accountLead(buyer.email)}</p>
      <PasswordField
        id={`${id}-password`}
        autoComplete="new-password"
        value={password}
        onChange={setPassword}
        error={error}
        compact
      />
      <FormAlert message={failure} />
      <button type="submit" className="button" disabled={pending}>
        {pending ? texts.creating : texts.createAccount}
      </button>
    </form>
  );
}
