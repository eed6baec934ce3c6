import { zodResolver } from "@hookform/resolvers/zod";
import { Field, FormStatus, fieldAria } from "@shop/ui";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { requireGuestForRecovery } from "../../../lib/auth/guards";
import { useTexts } from "../../../lib/i18n/use-texts";
import { sendRecovery } from "../api";
import styles from "../components/form.module.css";
import page from "../components/page.module.css";
import { recoverSendSchema } from "../schemas";
import { accountTexts as portugueseAccountTexts } from "../texts";

export const recoverLoader = requireGuestForRecovery;

/**
 * /sign/recover: asks for the email. Whatever happens (unknown email, a failed call), the answer
 * is the same, so nobody can learn here which emails have an account.
 */
export function RecoverPage() {
  const accountTexts = useTexts(portugueseAccountTexts);
  const texts = accountTexts.recover;
  const id = useId();
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(recoverSendSchema), defaultValues: { email: "" } });

  async function send({ email }: { email: string }) {
    setSent(false);
    await sendRecovery(email).catch(() => null);
    setSent(true);
  }

  return (
    <div className={`container ${page.page}`}>
      <header className={page.header}>
        <h1>{texts.title}</h1>
        <p className={page.lead}>{texts.lead}</p>
      </header>
      <section className={`${page.box} ${page.narrow}`}>
        <form className={styles.form} noValidate onSubmit={handleSubmit(send)}>
          <Field
            compact
            id={`${id}-email`}
            label={accountTexts.fields.email}
            error={errors.email?.message}
          >
            <input
              className="input"
              type="email"
              inputMode="email"
              autoComplete="email"
              spellCheck={false}
              {...fieldAria(`${id}-email`, errors.email?.message)}
              {...register("email")}
            />
          </Field>
          <FormStatus message={sent ? accountTexts.messages.recoverySent : null} />
          <div className={styles.actions}>
            <button type="submit" className="button" disabled={isSubmitting}>
              {isSubmitting ? accountTexts.sending : texts.submit}
            </button>
            <Link to="/sign">{texts.back}</Link>
          </div>
        </form>
      </section>
    </div>
  );
}
