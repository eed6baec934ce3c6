import { zodResolver } from "@hookform/resolvers/zod";
import { Field, FormAlert, fieldAria, PasswordInput, useFormFailure } from "@shop/ui";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { signIn } from "../../../lib/auth/session";
import { useTexts } from "../../../lib/i18n/use-texts";
import styles from "../components/form.module.css";
import page from "../components/page.module.css";
import { loginSchema } from "../schemas";
import { accountTexts as portugueseAccountTexts } from "../texts";

/** The login box: email and password; the server's refusal in the red box. */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const accountTexts = useTexts(portugueseAccountTexts);
  const texts = accountTexts.sign;
  const id = useId();
  const form = useForm({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: "", password: "" },
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;
  const { failure, setFailure, fail } = useFormFailure(form);

  async function send(values: { email: string; password: string }) {
    setFailure(null);
    try {
      await signIn(values.email, values.password);
      onSignedIn();
    } catch (error) {
      fail(error);
    }
  }

  return (
    <form
      className={styles.form}
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={handleSubmit(send)}
    >
      <div>
        <h2 id={`${id}-title`}>{texts.loginTitle}</h2>
        <p className={page.boxText}>{texts.loginText}</p>
      </div>
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
          autoComplete="username"
          spellCheck={false}
          {...fieldAria(`${id}-email`, errors.email?.message)}
          {...register("email")}
        />
      </Field>
      <Field
        compact
        id={`${id}-password`}
        label={accountTexts.fields.password}
        error={errors.password?.message}
      >
        <PasswordInput
          autoComplete="current-password"
          {...fieldAria(`${id}-password`, errors.password?.message)}
          {...register("password")}
        />
      </Field>
      <FormAlert message={failure} />
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={isSubmitting}>
          {isSubmitting ? texts.loggingIn : texts.login}
        </button>
        <Link to="/sign/recover">{texts.forgot}</Link>
      </div>
    </form>
  );
}
