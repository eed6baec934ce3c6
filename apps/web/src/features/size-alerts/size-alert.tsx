import { apiErrorOf, Field, FormAlert, FormStatus, failureMessage, fieldAria } from "@shop/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useRef, useState } from "react";
import { useUser } from "../../lib/auth/hooks";
import { useTexts } from "../../lib/i18n/use-texts";
import { askAsCustomer, askAsGuest, customerSizeAlertsQuery } from "./api";
import { BellIcon } from "./icons";
import styles from "./size-alert.module.css";
import { sizeAlertTexts as portugueseSizeAlertTexts } from "./texts";

// The email's rule loads when the form is first used (focus, typing, sending), not with the page.
const loadEmailRule = () => import("./email-rule");
async function checkEmail(value: string) {
  return (await loadEmailRule()).checkEmail(value);
}

export interface SizeAlertProps {
  productId: number;
  /** A size of the product with no online stock. */
  size: string;
}

/**
 * "Avisem-me" for a size with no online stock: a guest types an email (the server emails a link
 * to confirm it), a signed-in customer just asks, and sees when the alert is already set.
 * Key it by size where the size can change, so each size starts afresh.
 */
export function SizeAlert({ productId, size }: SizeAlertProps) {
  const texts = useTexts(portugueseSizeAlertTexts);
  const headingId = useId();
  const user = useUser();
  return (
    <section className={styles.alert} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        <BellIcon className={styles.icon} />
        {texts.heading(size)}
      </h2>
      {user ? (
        <CustomerAlert productId={productId} size={size} email={user.email} />
      ) : (
        <GuestAlert productId={productId} size={size} />
      )}
    </section>
  );
}

function GuestAlert({ productId, size }: SizeAlertProps) {
  const texts = useTexts(portugueseSizeAlertTexts);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string>();
  // Once sent, the email is checked again as it is typed (as the other forms do).
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  function refuse(message: string) {
    setError(message);
    input.current?.focus();
  }
  async function typed(value: string) {
    setEmail(value);
    if (!sent) return;
    const checked = await checkEmail(value).catch(() => null);
    if (checked) setError("error" in checked ? checked.error : undefined);
  }
  async function ask(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    setFailure(null);
    setSent(true);
    setSending(true);
    try {
      const checked = await checkEmail(email);
      if ("error" in checked) return refuse(checked.error);
      setError(undefined);
      await askAsGuest({ productId, size, email: checked.email });
      setDone(true);
    } catch (failed) {
      const onEmail = apiErrorOf(failed)?.fields?.email;
      if (onEmail) refuse(onEmail);
      setFailure(failureMessage(failed, texts.failed));
    } finally {
      setSending(false);
    }
  }

  if (done) return <FormStatus message={texts.guestAsked} />;
  return (
    <form className={styles.form} noValidate onSubmit={ask}>
      <p className={styles.lead}>{texts.guestLead}</p>
      <Field id={id} label={texts.email} error={error} compact>
        <div className={styles.row}>
          <input
            ref={input}
            className="input"
            type="email"
            name="email"
            inputMode="email"
            autoComplete="email"
            spellCheck={false}
            required
            value={email}
            onFocus={() => void loadEmailRule().catch(() => undefined)}
            onChange={(event) => void typed(event.currentTarget.value)}
            {...fieldAria(id, error)}
          />
          <button type="submit" className={`button ${styles.ask}`} disabled={sending}>
            {sending ? texts.asking : texts.ask}
          </button>
        </div>
      </Field>
      <FormAlert message={failure} />
    </form>
  );
}

function CustomerAlert({ productId, size, email }: SizeAlertProps & { email: string }) {
  const texts = useTexts(portugueseSizeAlertTexts);
  const client = useQueryClient();
  const query = customerSizeAlertsQuery(productId);
  const alerts = useQuery(query);
  const ask = useMutation({
    mutationFn: () => askAsCustomer({ productId, size }),
    onSuccess: (answer) => client.setQueryData(query.queryKey, answer),
  });

  if (ask.isSuccess) return <FormStatus message={texts.customerAsked(size)} />;
  if (alerts.data?.sizes.includes(size)) return <FormStatus message={texts.alreadySet(size)} />;
  return (
    <div className={styles.form}>
      <p className={styles.lead}>{texts.customerLead(email)}</p>
      <button
        type="button"
        className={`button ${styles.ask}`}
        disabled={ask.isPending || alerts.isPending}
        onClick={() => ask.mutate()}
      >
        {ask.isPending ? texts.asking : texts.ask}
      </button>
      <FormAlert message={ask.isError ? failureMessage(ask.error, texts.failed) : null} />
    </div>
  );
}
