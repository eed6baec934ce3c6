import { Field, failureMessage, fieldAria } from "@shop/ui";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { useUser } from "../../lib/auth/hooks";
import { signIn, signOut } from "../../lib/auth/session";
import { useTexts } from "../../lib/i18n/use-texts";
import { PasswordField, usePasswordLengthError } from "../account/components/password-field";
import styles from "./checkout.module.css";
import { accountTexts as portugueseAccountTexts } from "./texts";

type LoginErrors = { email?: string; password?: string };

function checkLogin(
  email: string,
  password: string,
  emailInvalid: string,
  passwordError: (password: string) => string | undefined,
): LoginErrors {
  const errors: LoginErrors = {};
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) errors.email = emailInvalid;
  errors.password = passwordError(password);
  return errors;
}

function LoginForm({ locked }: { locked: boolean }) {
  const accountTexts = useTexts(portugueseAccountTexts);
  const passwordError = usePasswordLengthError();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<LoginErrors>({});
  const [answer, setAnswer] = useState<{ ok: boolean; message: string } | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = checkLogin(email, password, accountTexts.emailInvalid, passwordError);
    setErrors(found);
    setAnswer(null);
    if (found.email || found.password) return;
    setSending(true);
    try {
      // Keeps the local cart and stays on the checkout; the form fills from the account.
      await signIn(email.trim(), password);
    } catch (error) {
      setAnswer({ ok: false, message: failureMessage(error, accountTexts.loginFailed) });
    } finally {
      setSending(false);
    }
  }

  return (
    <form className={styles.loginForm} noValidate onSubmit={submit}>
      <fieldset className={styles.fieldset} disabled={locked || sending}>
        <legend className={styles.boxTitle}>{accountTexts.loginTitle}</legend>
        <Field id="checkout-login-email" label={accountTexts.email} error={errors.email}>
          <input
            className="input"
            type="email"
            autoComplete="username"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            {...fieldAria("checkout-login-email", errors.email)}
          />
        </Field>
        <PasswordField
          id="checkout-login-password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          error={errors.password}
        />
        <div className={styles.loginActions}>
          <button type="submit" className="button button--secondary">
            {sending ? accountTexts.loggingIn : accountTexts.login}
          </button>
          <Link to="/sign/recover">{accountTexts.recover}</Link>
        </div>
        <div role="status" className={styles.loginAnswer} data-ok={answer?.ok || undefined}>
          {answer?.message}
        </div>
      </fieldset>
    </form>
  );
}

function SignedIn({
  name,
  locked,
  onContinue,
}: {
  name: string;
  locked: boolean;
  onContinue: () => void;
}) {
  const accountTexts = useTexts(portugueseAccountTexts);
  return (
    <div className={styles.box}>
      <h3 className={styles.boxTitle}>{accountTexts.greeting(name)}</h3>
      <p className={styles.note}>{accountTexts.signedInText}</p>
      <div className={styles.loginActions}>
        <button type="button" className="button" onClick={onContinue} disabled={locked}>
          {accountTexts.continue}
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void signOut()}
          disabled={locked}
        >
          {accountTexts.logout}
        </button>
      </div>
    </div>
  );
}

/** Step 1: a signed-in buyer is greeted; a guest buys without an account, registers or logs in. */
export function AccountSection({
  locked,
  onContinue,
}: {
  locked: boolean;
  onContinue: () => void;
}) {
  const accountTexts = useTexts(portugueseAccountTexts);
  const user = useUser();
  if (user) return <SignedIn name={user.name} locked={locked} onContinue={onContinue} />;
  return (
    <div className={styles.accountGrid}>
      <div className={styles.box}>
        <h3 className={styles.boxTitle}>{accountTexts.guestTitle}</h3>
        <p className={styles.note}>{accountTexts.guestText}</p>
        <button type="button" className="button" onClick={onContinue} disabled={locked}>
          {accountTexts.continueAsGuest}
        </button>
        <h3 className={`${styles.boxTitle} ${styles.boxTitleSpaced}`}>
          {accountTexts.registerTitle}
        </h3>
        <p className={styles.note}>{accountTexts.registerText}</p>
        <Link to="/sign?redirectCheckout=1" className="button button--secondary">
          {accountTexts.registerLink}
        </Link>
      </div>
      <div className={styles.box}>
        <LoginForm locked={locked} />
      </div>
    </div>
  );
}
