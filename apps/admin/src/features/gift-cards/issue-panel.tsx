import { giftCardMessages, lisbonDay, parseEuros } from "@shop/shared";
import { Field, FormAlert, FormStatus, failureMessage, fieldAria } from "@shop/ui";
import { type FormEvent, useId, useState } from "react";
import { issueGiftCard } from "./api";
import styles from "./gift-cards.module.css";
import { giftCardTexts as texts } from "./texts";

type Errors = Record<string, string | undefined>;
const FIELDS = [
  "value",
  "recipientName",
  "recipientEmail",
  "message",
  "deliveryDay",
  "reason",
] as const;
type Values = Record<(typeof FIELDS)[number], string>;

const labels: Values = {
  value: texts.issueValue,
  recipientName: texts.recipientName,
  recipientEmail: texts.recipientEmail,
  message: texts.message,
  deliveryDay: texts.deliveryDay,
  reason: texts.reason,
};
const errorKey = (field: keyof Values) => (field === "value" ? "valueCents" : field);

/** The owner issues a card by hand; the server checks it and writes the audit log. */
export function IssuePanel() {
  const id = useId();
  const empty = (): Values => ({
    ...(Object.fromEntries(FIELDS.map((field) => [field, ""])) as Values),
    deliveryDay: lisbonDay(new Date()),
  });
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    setFailure(null);
    setDone(null);
    setBusy(true);
    try {
      const { value, ...rest } = values;
      const issued = await issueGiftCard({ ...rest, valueCents: parseEuros(value) ?? 0 });
      const email = values.recipientEmail.trim().toLowerCase();
      setDone(
        issued.scheduled
          ? giftCardMessages.scheduled(email, values.deliveryDay)
          : giftCardMessages.issued(email),
      );
      setValues(empty());
    } catch (caught) {
      const fields = (caught as { error?: { fields?: Errors } }).error?.fields ?? {};
      setErrors(fields);
      if (Object.keys(fields).length === 0) setFailure(failureMessage(caught));
    } finally {
      setBusy(false);
    }
  }

  const input = (field: keyof Values, type = "text") => (
    <Field
      id={`${id}-${field}`}
      label={labels[field]}
      required={field !== "message"}
      error={errors[errorKey(field)]}
      hint={field === "value" ? texts.issueValueHint : undefined}
    >
      <input
        className="input"
        type={type}
        value={values[field]}
        onChange={(event) => setValues({ ...values, [field]: event.target.value })}
        {...fieldAria(`${id}-${field}`, errors[errorKey(field)], field === "value")}
      />
    </Field>
  );

  return (
    <section className={`panel ${styles.panel}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{texts.issueTitle}</h2>
      <p className={styles.muted}>{texts.issueIntro}</p>
      <form className={styles.form} noValidate onSubmit={submit}>
        {input("value")}
        {input("recipientName")}
        {input("recipientEmail", "email")}
        {input("message")}
        {input("deliveryDay", "date")}
        {input("reason")}
        <div>
          <button type="submit" className="button" disabled={busy}>
            {busy ? texts.issuing : texts.issue}
          </button>
        </div>
      </form>
      <FormStatus message={done} />
      <FormAlert message={failure} />
    </section>
  );
}
