import type { Translation } from "@shop/shared";
import { apiErrorOf, Field, fieldAria } from "@shop/ui";
import { type FormEvent, useState } from "react";
import { useEuros } from "../../lib/i18n/money";
import { useTexts } from "../../lib/i18n/use-texts";
import { payCardInSandbox } from "./api";
import { type CardFormProps, type ConfirmCard, confirmCharge } from "./card-form-props";
import { checkExpiry, formatCardNumber, formatExpiry } from "./format";
import styles from "./payment.module.css";
import { cardTexts as portugueseCardTexts } from "./texts";

interface CardFields {
  number: string;
  expiry: string;
  cvc: string;
}
type CardErrors = Partial<Record<keyof CardFields, string>>;

/** The checks a card form does before asking anyone (the provider checks the number itself). */
export function checkCard(
  card: CardFields,
  now: Date,
  cardTexts: Translation<typeof portugueseCardTexts> = portugueseCardTexts,
): CardErrors {
  const errors: CardErrors = {};
  if (!/^\d{13,19}$/.test(card.number.replace(/\s/g, ""))) errors.number = cardTexts.numberInvalid;
  const expiry = checkExpiry(card.expiry, now);
  if (expiry !== "ok")
    errors.expiry = expiry === "past" ? cardTexts.expiryPast : cardTexts.expiryInvalid;
  if (!/^\d{3,4}$/.test(card.cvc)) errors.cvc = cardTexts.cvcInvalid;
  return errors;
}

/** Charges the card through the sandbox, then confirms the purchase. Answers a failure to show. */
async function charge(
  clientSecret: string,
  number: string,
  confirm: ConfirmCard,
  failed: string,
): Promise<{ field?: string; message?: string } | null> {
  try {
    const { intentId } = await payCardInSandbox(clientSecret, number.replace(/\s/g, ""));
    const failure = await confirmCharge(intentId, confirm, failed);
    return failure ? { message: failure } : null;
  } catch (error) {
    const refusal = apiErrorOf(error);
    if (!refusal) return { message: failed };
    return { field: refusal.fields?.cardNumber, message: refusal.message };
  }
}

/** The sandbox's own card form: test cards only, no real payment. */
export function SandboxCardForm({ clientSecret, value, onPaid, confirm }: CardFormProps) {
  const cardTexts = useTexts(portugueseCardTexts);
  const euros = useEuros();
  const [card, setCard] = useState<CardFields>({ number: "", expiry: "", cvc: "" });
  const [errors, setErrors] = useState<CardErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);

  function edit(field: keyof CardFields, next: string) {
    setCard((current) => ({ ...current, [field]: next }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = checkCard(card, new Date(), cardTexts);
    setErrors(found);
    setFailure(null);
    if (Object.values(found).some(Boolean)) return;
    setPaying(true);
    const outcome = await charge(clientSecret, card.number, confirm, cardTexts.failed);
    setPaying(false);
    if (!outcome) return onPaid();
    if (outcome.field) setErrors({ number: outcome.field });
    else setFailure(outcome.message ?? cardTexts.failed);
  }

  return (
    <form className={styles.cardForm} noValidate onSubmit={submit}>
      <p className={styles.sandboxNote}>{cardTexts.sandboxNote}</p>
      <fieldset className={styles.cardFields} disabled={paying}>
        <Field
          id="card-number"
          label={cardTexts.number}
          error={errors.number}
          hint={cardTexts.testCards}
        >
          <input
            className="input"
            type="text"
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="0000 0000 0000 0000"
            value={card.number}
            onChange={(event) => edit("number", formatCardNumber(event.target.value))}
            {...fieldAria("card-number", errors.number, true)}
          />
        </Field>
        <div className={styles.cardRow}>
          <Field id="card-expiry" label={cardTexts.expiry} error={errors.expiry}>
            <input
              className="input"
              type="text"
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder="MM/AA"
              value={card.expiry}
              onChange={(event) => edit("expiry", formatExpiry(event.target.value))}
              {...fieldAria("card-expiry", errors.expiry)}
            />
          </Field>
          <Field id="card-cvc" label={cardTexts.cvc} error={errors.cvc}>
            <input
              className="input"
              type="text"
              inputMode="numeric"
              autoComplete="cc-csc"
              maxLength={4}
              value={card.cvc}
              onChange={(event) => edit("cvc", event.target.value.replace(/\D/g, ""))}
              {...fieldAria("card-cvc", errors.cvc)}
            />
          </Field>
        </div>
        <button type="submit" className={`button ${styles.payButton}`}>
          {paying ? cardTexts.paying : cardTexts.pay(euros(value))}
        </button>
      </fieldset>
      <div role="alert" className={styles.cardFailure}>
        {failure}
      </div>
    </form>
  );
}
