import { useNavigate, useSearchParams } from "react-router";
import { afterSignPath, requireGuest } from "../../../lib/auth/guards";
import { useTexts } from "../../../lib/i18n/use-texts";
import page from "../components/page.module.css";
import { accountTexts as portugueseAccountTexts } from "../texts";
import { LoginForm } from "./login-form";
import { RegisterForm } from "./register-form";
import styles from "./sign.module.css";

/** Logged-in customers never see /sign: they go to the account, or back to the checkout. */
export const signLoader = requireGuest;

/** /sign: the login box and the register box, side by side (stacked on phones). */
export function SignPage() {
  const texts = useTexts(portugueseAccountTexts).sign;
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const target = afterSignPath(search);
  const done = () => {
    void navigate(target, { replace: true });
  };
  return (
    <div className={`container ${page.page}`}>
      <header className={page.header}>
        <h1>{texts.title}</h1>
        <p className={page.lead}>{target === "/checkout" ? texts.checkoutLead : texts.lead}</p>
      </header>
      <div className={styles.boxes}>
        <section className={page.box}>
          <LoginForm onSignedIn={done} />
        </section>
        <section className={page.box}>
          <RegisterForm onRegistered={done} />
        </section>
      </div>
    </div>
  );
}
