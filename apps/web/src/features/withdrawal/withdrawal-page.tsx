import {
  ApiRequestError,
  centsToEuros,
  formatShopDateTime,
  type WithdrawalPreview,
  type WithdrawalReceipt,
} from "@shop/shared";
import { Field, FormAlert, FormStatus, fieldAria } from "@shop/ui";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import formPage from "../../components/ui/form-page.module.css";
import { useUser } from "../../lib/auth/hooks";
import { purchasesQuery } from "../../lib/auth/queries";
import { useDocumentTitle } from "../../lib/document-title";
import { useEuros } from "../../lib/i18n/money";
import { useTexts } from "../../lib/i18n/use-texts";
import { previewWithdrawal, type WithdrawalTarget, withdraw } from "./api";
import { withdrawalTexts as portugueseWithdrawalTexts } from "./texts";
import styles from "./withdrawal.module.css";

/** States of an order that has nothing to withdraw (unpaid or over). */
const NOT_WITHDRAWABLE = new Set(["MULTIBANCO", "REGISTERED", "CANCELED"]);

const messageOf = (error: unknown, networkError: string) =>
  error instanceof ApiRequestError ? error.message : networkError;

/**
 * /livre-resolucao: the withdrawal function every page's footer links (Directive 2011/83/EU art.
 * 11a). The order is named (one of the account's, or a reference and its email), the customer
 * confirms what the shop shows, and the shop's acknowledgement is emailed at once.
 */
export function WithdrawalPage() {
  const texts = useTexts(portugueseWithdrawalTexts);
  useDocumentTitle(texts.title);
  const [target, setTarget] = useState<WithdrawalTarget | null>(null);
  const [preview, setPreview] = useState<WithdrawalPreview | null>(null);
  const [receipt, setReceipt] = useState<WithdrawalReceipt | null>(null);

  async function choose(next: WithdrawalTarget) {
    const shown = await previewWithdrawal(next);
    setTarget(next);
    setPreview(shown);
  }

  return (
    <div className={`container ${formPage.page}`}>
      <h1>{texts.title}</h1>
      {receipt ? (
        <section aria-labelledby="withdrawal-done" className={formPage.card}>
          <h2 id="withdrawal-done">{texts.doneHeading}</h2>
          <FormStatus
            message={texts.done(receipt.reference, formatShopDateTime(receipt.receivedAt))}
          />
        </section>
      ) : preview && target ? (
        <Confirmation
          preview={preview}
          target={target}
          onBack={() => setPreview(null)}
          onDone={setReceipt}
        />
      ) : (
        <>
          <p className={formPage.lead}>{texts.lead}</p>
          <OwnOrders onChoose={choose} />
          <GuestLookup onChoose={choose} />
        </>
      )}
    </div>
  );
}

/** A signed-in customer's paid orders, to choose one. */
function OwnOrders({ onChoose }: { onChoose: (target: WithdrawalTarget) => Promise<void> }) {
  const formatEuros = useEuros();
  const texts = useTexts(portugueseWithdrawalTexts);
  const user = useUser();
  const purchases = useQuery({ ...purchasesQuery, enabled: user !== null }).data;
  const [failure, setFailure] = useState<string | null>(null);
  if (!user || !purchases) return null;
  const open = purchases.filter((purchase) => !NOT_WITHDRAWABLE.has(purchase.state));
  return (
    <section aria-labelledby="withdrawal-own" className={formPage.card}>
      <h2 id="withdrawal-own">{texts.ownHeading}</h2>
      {open.length === 0 ? (
        <p>{texts.ownNone}</p>
      ) : (
        <>
          <p>{texts.ownHint}</p>
          <ul className={styles.orders}>
            {open.map((purchase) => (
              <li key={purchase.id}>
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => {
                    setFailure(null);
                    onChoose({ purchaseId: purchase.id }).catch((error) =>
                      setFailure(messageOf(error, texts.networkError)),
                    );
                  }}
                >
                  {texts.ownOrder(purchase.idShort, formatEuros(purchase.priceTotal))}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      <FormAlert message={failure} />
    </section>
  );
}

/** A guest (or another email) names the order by its reference and email. */
function GuestLookup({ onChoose }: { onChoose: (target: WithdrawalTarget) => Promise<void> }) {
  const texts = useTexts(portugueseWithdrawalTexts);
  const id = useId();
  const [reference, setReference] = useState("");
  const [email, setEmail] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    setFailure(null);
    setBusy(true);
    try {
      await onChoose({ reference, email });
    } catch (error) {
      const fields = error instanceof ApiRequestError ? (error.error.fields ?? {}) : {};
      setErrors(fields);
      if (Object.keys(fields).length === 0) setFailure(messageOf(error, texts.networkError));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="withdrawal-guest" className={formPage.card}>
      <h2 id="withdrawal-guest">{texts.guestHeading}</h2>
      <form noValidate onSubmit={submit}>
        <Field
          id={`${id}-reference`}
          label={texts.reference}
          required
          error={errors.reference}
          hint={texts.referenceHint}
        >
          <input
            className="input"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            required
            value={reference}
            onChange={(event) => setReference(event.target.value)}
            {...fieldAria(`${id}-reference`, errors.reference, true)}
          />
        </Field>
        <Field id={`${id}-email`} label={texts.email} required error={errors.email}>
          <input
            className="input"
            type="email"
            inputMode="email"
            autoComplete="email"
            spellCheck={false}
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            {...fieldAria(`${id}-email`, errors.email)}
          />
        </Field>
        <button type="submit" className="button" disabled={busy}>
          {busy ? texts.checking : texts.next}
        </button>
        <FormAlert message={failure} />
      </form>
    </section>
  );
}

/** The confirmation step: what is withdrawn, what happens, and «Confirmar a livre resolução». */
function Confirmation({
  preview,
  target,
  onBack,
  onDone,
}: {
  preview: WithdrawalPreview;
  target: WithdrawalTarget;
  onBack: () => void;
  onDone: (receipt: WithdrawalReceipt) => void;
}) {
  const formatEuros = useEuros();
  const texts = useTexts(portugueseWithdrawalTexts);
  const id = useId();
  const [iban, setIban] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirm(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    setFailure(null);
    setBusy(true);
    try {
      onDone(await withdraw(target, iban));
    } catch (error) {
      const fields = error instanceof ApiRequestError ? (error.error.fields ?? {}) : {};
      setErrors(fields);
      if (Object.keys(fields).length === 0) setFailure(messageOf(error, texts.networkError));
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="withdrawal-confirm" className={formPage.card}>
      <h2 id="withdrawal-confirm">{texts.confirmHeading}</h2>
      <dl className={styles.summary}>
        <dt>{texts.reference}</dt>
        <dd>{preview.reference}</dd>
        <dt>{texts.orderedAt}</dt>
        <dd>{formatShopDateTime(preview.orderedAt)}</dd>
        <dt>{texts.total}</dt>
        <dd>{formatEuros(centsToEuros(preview.totalCents))}</dd>
      </dl>
      <h3>{texts.items}</h3>
      <ul>
        {preview.lines.map((line) => (
          <li key={`${line.title}-${line.size}`}>
            {texts.item(line.quantity, line.title, line.size)}
          </li>
        ))}
      </ul>
      <p>{texts.path[preview.path]}</p>
      <p>{texts.refund}</p>
      <form noValidate onSubmit={confirm}>
        {preview.asksIban && (
          <Field id={`${id}-iban`} label={texts.iban} error={errors.iban} hint={texts.ibanHint}>
            <input
              className="input"
              autoComplete="off"
              spellCheck={false}
              value={iban}
              onChange={(event) => setIban(event.target.value)}
              {...fieldAria(`${id}-iban`, errors.iban, true)}
            />
          </Field>
        )}
        <div className={styles.actions}>
          <button type="submit" className="button" disabled={busy}>
            {busy ? texts.confirming : texts.confirm}
          </button>
          <button type="button" className="button button--secondary" onClick={onBack}>
            {texts.back}
          </button>
        </div>
        <FormAlert message={failure} />
      </form>
    </section>
  );
}
