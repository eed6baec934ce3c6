import { staffMessages, staffRoleNames } from "@shop/shared";
import { FormStatus } from "@shop/ui";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { homePathFor } from "../../app/nav";
import { sections } from "../../app/sections";
import { sessionQuery, signOut, useStaff } from "../../app/session/session";
import { SIGN_IN_PATH } from "../../app/session/sign-in-path";
import page from "../../components/page.module.css";
import styles from "./account-page.module.css";
import { PasswordForm } from "./password-form";
import { RecoveryCodeList, RecoveryCodesPanel } from "./recovery-codes";
import { accountTexts as texts } from "./texts";
import { TotpSetup } from "./totp-setup";

/** The signed-in person's account: who they are, two-step verification, signing out. */
export function Component() {
  const staff = useStaff();
  const { data: session } = useQuery(sessionQuery);
  const navigate = useNavigate();
  const mustSetUp = session?.step === "totp-setup";
  // Set when TOTP was turned on here: says so, and leads on if it was the only page open.
  const [enabledNow, setEnabledNow] = useState<{
    wasRequired: boolean;
    recoveryCodes: string[];
  } | null>(null);

  async function leave() {
    await signOut();
    navigate(SIGN_IN_PATH, { replace: true });
  }

  return (
    <div className={page.page}>
      <h1>{texts.title}</h1>
      {mustSetUp && (
        <p className="notice" role="status">
          {staffMessages.stepNeeded}
        </p>
      )}
      <section className="panel" aria-labelledby="conta-dados">
        <h2 id="conta-dados" className="visually-hidden">
          {texts.title}
        </h2>
        <dl className={styles.details}>
          <dt>{texts.name}</dt>
          <dd>{staff.name}</dd>
          <dt>{texts.email}</dt>
          <dd>{staff.email}</dd>
          <dt>{texts.role}</dt>
          <dd>{staffRoleNames[staff.role]}</dd>
        </dl>
      </section>
      <section className="panel" aria-labelledby="conta-totp">
        <h2 id="conta-totp">{texts.totpTitle}</h2>
        {staff.totpEnabled ? (
          <p>{texts.totpOn}</p>
        ) : (
          <TotpSetup
            onEnabled={(recoveryCodes) => setEnabledNow({ wasRequired: mustSetUp, recoveryCodes })}
          />
        )}
        <FormStatus message={enabledNow && staffMessages.totpEnabled} />
      </section>
      {staff.totpEnabled && (
        <section className="panel" aria-labelledby="conta-recuperacao">
          <h2 id="conta-recuperacao">{texts.recoveryTitle}</h2>
          {enabledNow ? (
            <RecoveryCodeList codes={enabledNow.recoveryCodes} email={staff.email} />
          ) : (
            <RecoveryCodesPanel email={staff.email} />
          )}
          {enabledNow?.wasRequired && (
            <div>
              <Link to={homePathFor(sections, staff.permissions)} className="button">
                {texts.continue}
              </Link>
            </div>
          )}
        </section>
      )}
      {!mustSetUp && (
        <section className="panel" aria-labelledby="conta-palavra-passe">
          <h2 id="conta-palavra-passe">{texts.passwordTitle}</h2>
          <PasswordForm />
        </section>
      )}
      <section className="panel" aria-labelledby="conta-sessao">
        <h2 id="conta-sessao">{texts.signOutTitle}</h2>
        <button type="button" className="button button--secondary" onClick={leave}>
          {texts.signOut}
        </button>
      </section>
    </div>
  );
}
