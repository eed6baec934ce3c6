import { FormAlert, FormStatus, failureMessage } from "@shop/ui";
import { useState } from "react";
import { useTexts } from "../../../lib/i18n/use-texts";
import { resendConfirmation } from "../api";
import { accountTexts as portugueseAccountTexts } from "../texts";
import styles from "./settings.module.css";

/** Shown while the email is not confirmed: the confirmation email can be sent again. */
export function EmailNotice() {
  const accountTexts = useTexts(portugueseAccountTexts);
  const texts = accountTexts.settings;
  const [sending, setSending] = useState(false);
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);

  async function resend() {
    setSending(true);
    setAnswer(null);
    try {
      await resendConfirmation();
      setAnswer({ ok: true, text: accountTexts.messages.confirmationResent });
    } catch (error) {
      setAnswer({ ok: false, text: failureMessage(error) });
    } finally {
      setSending(false);
    }
  }

  return (
    <div className={styles.notice}>
      <p>{texts.unconfirmed}</p>
      <button
        type="button"
        className="button button--secondary"
        onClick={resend}
        disabled={sending}
      >
        {sending ? accountTexts.sending : texts.resend}
      </button>
      <FormStatus message={answer?.ok ? answer.text : null} />
      <FormAlert message={answer && !answer.ok ? answer.text : null} />
    </div>
  );
}
