import {
  checkoutMessages,
  type GeneratedPurchase,
  PHONE_MAX_LENGTH,
  pagePathIn,
  portugueseMobile,
} from "@shop/shared";
import { apiErrorOf, Field, fieldAria } from "@shop/ui";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useEffect, useState } from "react";
import { useLanguage } from "../../lib/i18n/language";
import { useEuros } from "../../lib/i18n/money";
import { useTexts } from "../../lib/i18n/use-texts";
import { paymentsConfigQuery, switchToMultibanco } from "./api";
import { SANDBOX_BANK_PATH } from "./multibanco-panel";
import styles from "./payment.module.css";
import { mbwayTexts as portugueseMbwayTexts } from "./texts";
import { ownerOf, useMbwayPayment } from "./use-mbway-payment";

function remainingText(expiresAt: string, now: number): string {
  const seconds = Math.max(0, Math.ceil((Date.parse(expiresAt) - now) / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

/** The provider's window to accept the request, counted down each second. */
function Countdown({ expiresAt }: { expiresAt: string }) {
  const mbwayTexts = useTexts(portugueseMbwayTexts);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <p className={styles.deadline}>
      {mbwayTexts.countdown} <strong>{remainingText(expiresAt, now)}</strong>
    </p>
  );
}

/** Pays the same purchase by a MULTIBANCO reference instead (its stock stays reserved). */
function SwitchButton({
  idShort,
  onSwitched,
}: {
  idShort: string;
  onSwitched: (purchase: GeneratedPurchase) => void;
}) {
  const mbwayTexts = useTexts(portugueseMbwayTexts);
  const config = useQuery(paymentsConfigQuery);
  const [switching, setSwitching] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!config.data?.methods.includes("MULTIBANCO")) return null;
  async function switchNow() {
    setSwitching(true);
    setError(null);
    try {
      onSwitched(await switchToMultibanco(ownerOf(idShort)));
    } catch (failure) {
      setError(apiErrorOf(failure)?.message ?? mbwayTexts.failed);
      setSwitching(false);
    }
  }
  return (
    <>
      <button
        type="button"
        className="button button--secondary"
        disabled={switching}
        onClick={switchNow}
      >
        {switching ? mbwayTexts.switching : mbwayTexts.switch}
      </button>
      {error && (
        <p role="alert" className={styles.cardError}>
          {error}
        </p>
      )}
    </>
  );
}

const PHONE_ID = "mbway-phone";

/**
 * MB WAY: the phone to push the request to, then the wait (and a way out) until it is paid.
 * `onRequested` once a request waits on the buyer's phone.
 */
export function MbwayPanel({
  purchase,
  contactPhone,
  onPaid,
  onSwitched,
  onRequested,
}: {
  purchase: Pick<GeneratedPurchase, "idShort" | "paymentValue">;
  contactPhone: string;
  onPaid: () => void;
  onSwitched: (purchase: GeneratedPurchase) => void;
  onRequested?: () => void;
}) {
  const mbwayTexts = useTexts(portugueseMbwayTexts);
  const euros = useEuros();
  const language = useLanguage();
  const { phase, send } = useMbwayPayment(purchase.idShort, onPaid, onRequested);
  const config = useQuery(paymentsConfigQuery);
  // The contact phone when it is a Portuguese mobile; a landline or a foreign one cannot take MB WAY.
  const [phone, setPhone] = useState(() => portugueseMobile(contactPhone) ?? "");
  const [typedError, setTypedError] = useState<string | null>(null);
  const waiting = phase.kind === "waiting";
  const sentError = phase.kind === "failed" ? phase.phoneError : null;
  const phoneError = typedError ?? sentError ?? undefined;
  const retry = phase.kind === "refused" || phase.kind === "expired";

  function submit(event: FormEvent) {
    event.preventDefault();
    const mobile = portugueseMobile(phone);
    setTypedError(mobile ? null : checkoutMessages.mbwayPhone);
    if (mobile) void send(mobile);
  }

  return (
    <>
      <p>{mbwayTexts.intro}</p>
      <form noValidate onSubmit={submit}>
        <fieldset className={styles.mbwayForm} disabled={waiting || phase.kind === "sending"}>
          <Field
            id={PHONE_ID}
            label={mbwayTexts.phone}
            error={phoneError}
            hint={mbwayTexts.phoneHint}
          >
            <input
              className="input"
              type="tel"
              autoComplete="tel-national"
              maxLength={PHONE_MAX_LENGTH}
              value={phone}
              onChange={(event) => setPhone(event.target.value)}
              {...fieldAria(PHONE_ID, phoneError, true)}
            />
          </Field>
          <button type="submit" className="button">
            {phase.kind === "sending"
              ? mbwayTexts.sending
              : retry
                ? mbwayTexts.sendAgain
                : mbwayTexts.send}
          </button>
        </fieldset>
      </form>
      <div role="status" className={styles.waiting}>
        {waiting && (
          <>
            <span className={styles.spinner} aria-hidden="true" />
            {mbwayTexts.waiting(euros(purchase.paymentValue))}
          </>
        )}
      </div>
      {waiting && <Countdown expiresAt={phase.expiresAt} />}
      <div role="alert" className={styles.cardFailure}>
        {phase.kind === "refused" && mbwayTexts.refused}
        {phase.kind === "expired" && mbwayTexts.expired}
        {phase.kind === "failed" && phase.message}
      </div>
      {waiting && config.data?.provider === "sandbox" && (
        <a
          className="button button--secondary"
          href={pagePathIn(SANDBOX_BANK_PATH, language)}
          target="_blank"
          rel="noopener"
        >
          {mbwayTexts.sandboxLink}
        </a>
      )}
      <p className={styles.note}>{mbwayTexts.orderKept}</p>
      <SwitchButton idShort={purchase.idShort} onSwitched={onSwitched} />
    </>
  );
}
