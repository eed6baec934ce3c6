import { pagePathIn, type Translation } from "@shop/shared";
import { Field, fieldAria, fieldError } from "@shop/ui";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useWatch } from "react-hook-form";
import { useLanguage } from "../../lib/i18n/language";
import { useCents } from "../../lib/i18n/money";
import { useTexts } from "../../lib/i18n/use-texts";
import { paymentsConfigQuery } from "./api";
import styles from "./checkout.module.css";
import { type DraftForm, fieldId } from "./draft-form";
import { cardsSplit, type GiftCardPayment, GiftCardPaymentFields } from "./gift-card-payment";
import {
  checkoutTexts as portugueseCheckoutTexts,
  paymentTexts as portuguesePaymentTexts,
} from "./texts";

const NOTES_MAX = 1000;

/** The methods a buyer chooses from, in the page's language. */
function methodsIn(texts: Translation<typeof portuguesePaymentTexts>) {
  return [
    { value: "MULTIBANCO", label: texts.multibanco, hint: texts.multibancoHint },
    { value: "CREDIT", label: texts.credit, hint: texts.creditHint },
    { value: "MBWAY", label: texts.mbway, hint: texts.mbwayHint },
  ] as const;
}

function MethodChoice({ form }: { form: DraftForm }) {
  const paymentTexts = useTexts(portuguesePaymentTexts);
  const offered = useQuery(paymentsConfigQuery).data?.methods;
  const chosen = useWatch({ control: form.control, name: "paymentMethod" });
  useEffect(() => {
    // A method the shop does not offer (MULTIBANCO, the default, without its provider) gives way.
    if (offered?.[0] && !offered.includes(chosen)) form.setValue("paymentMethod", offered[0]);
  }, [offered, chosen, form]);
  const all = methodsIn(paymentTexts);
  const methods = offered ? all.filter((method) => offered.includes(method.value)) : all;
  return (
    <fieldset className={styles.methods}>
      <legend className={styles.methodsLegend}>{paymentTexts.method}</legend>
      {methods.map((method) => (
        <label key={method.value} className={styles.method}>
          <input
            type="radio"
            value={method.value}
            aria-describedby={`checkout-method-${method.value}-hint`}
            {...form.register("paymentMethod")}
          />
          <span className={styles.methodText}>
            <span className={styles.methodLabel}>{method.label}</span>
            <span id={`checkout-method-${method.value}-hint`} className={styles.methodHint}>
              {method.hint}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

export const OBLIGATION_ID = "checkout-obligation";

/** The legal sentence beside the button; the pages open in a new tab, the draft stays. */
function Obligation() {
  const paymentTexts = useTexts(portuguesePaymentTexts);
  const { obligation } = paymentTexts;
  const language = useLanguage();
  return (
    <p id={OBLIGATION_ID} className={styles.obligation}>
      {obligation.before}
      <a href={pagePathIn("/terms", language)} target="_blank" rel="noopener">
        {obligation.terms}
      </a>
      {obligation.middle}
      <a href={pagePathIn("/privacy", language)} target="_blank" rel="noopener">
        {obligation.privacy}
      </a>
      {obligation.after}
    </p>
  );
}

/** Step 5: notes, the payment method and the button that generates the payment. */
export function PaymentSection({
  form,
  locked,
  generating,
  totalCents,
  payableCents = totalCents,
  giftCards,
  onGenerate,
}: {
  form: DraftForm;
  locked: boolean;
  generating: boolean;
  /** The total to pay, shown beside the button (the summary may be far below on a phone). */
  totalCents: number | null;
  /** What gift cards may pay of it: all but the gift cards it buys. */
  payableCents?: number | null;
  giftCards: GiftCardPayment;
  onGenerate: () => void;
}) {
  const checkoutTexts = useTexts(portugueseCheckoutTexts);
  const paymentTexts = useTexts(portuguesePaymentTexts);
  const cents = useCents();
  const byCards =
    payableCents === null
      ? 0
      : payableCents - cardsSplit(giftCards.cards, payableCents).remainingCents;
  const notes = useWatch({ control: form.control, name: "notesClient" }) ?? "";
  const error = fieldError(form, "notesClient");
  const id = fieldId("notesClient");
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onGenerate();
      }}
    >
      <fieldset className={styles.fieldset} disabled={locked}>
        <legend className="visually-hidden">{checkoutTexts.sections.payment}</legend>
        <Field
          id={id}
          label={paymentTexts.notes}
          error={error}
          hint={paymentTexts.notesCounter(notes.length, NOTES_MAX)}
        >
          <textarea
            className={`input ${styles.notes}`}
            rows={3}
            maxLength={NOTES_MAX}
            {...fieldAria(id, error, true)}
            {...form.register("notesClient")}
          />
        </Field>
        <GiftCardPaymentFields payment={giftCards} payableCents={payableCents} />
        {(totalCents === null || byCards < totalCents) && <MethodChoice form={form} />}
        <div className={styles.generateRow}>
          {totalCents !== null && (
            <p className={styles.toPay}>
              {paymentTexts.toPay} <strong>{cents(totalCents - byCards)}</strong>
            </p>
          )}
          <button
            type="submit"
            className={`button ${styles.generate}`}
            aria-describedby={OBLIGATION_ID}
          >
            {generating ? paymentTexts.generating : paymentTexts.generate}
          </button>
        </div>
        <Obligation />
      </fieldset>
    </form>
  );
}
