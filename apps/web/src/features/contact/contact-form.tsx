import { zodResolver } from "@hookform/resolvers/zod";
import { type ContactBody, ContactBodySchema } from "@shop/shared";
import { type ReactNode, useId, useState } from "react";
import { type FieldError, useForm, useWatch } from "react-hook-form";
import { ApiRequestError } from "../../lib/api-client";
import { sendContactMessage } from "./api";
import styles from "./contact-page.module.css";
import { contactTexts, MESSAGE_MAX_LENGTH } from "./texts";

type FieldName = keyof ContactBody;
const FIELD_NAMES: readonly FieldName[] = ["name", "surname", "email", "message"];
const EMPTY: ContactBody = { name: "", surname: "", email: "", message: "" };

type Outcome = { kind: "sent"; text: string } | { kind: "failed"; text: string } | null;

function isFieldName(key: string): key is FieldName {
  return (FIELD_NAMES as readonly string[]).includes(key);
}

/** A label, its control, a hint and the field's error message, wired for assistive technology. */
function Field({
  id,
  label,
  required = false,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  error: FieldError | undefined;
  hint?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required && (
          <>
            <span aria-hidden="true"> *</span>
            <span className="visually-hidden"> ({contactTexts.required})</span>
          </>
        )}
      </label>
      {children}
      {hint}
      {error?.message && (
        <p id={`${id}-error`} className={styles.fieldError}>
          {error.message}
        </p>
      )}
    </div>
  );
}

/**
 * The contact form. The client checks with the server's own schema (same pt-PT messages); what
 * the server still refuses is shown on the fields, and any other failure in the message area.
 */
export function ContactForm() {
  const prefix = useId();
  const ids = {
    name: `${prefix}-name`,
    surname: `${prefix}-surname`,
    email: `${prefix}-email`,
    message: `${prefix}-message`,
    counter: `${prefix}-counter`,
  };
  const [outcome, setOutcome] = useState<Outcome>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    control,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(ContactBodySchema),
    defaultValues: EMPTY,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const messageLength = (useWatch({ control, name: "message" }) ?? "").length;

  /** aria-invalid and aria-describedby of a control: its error first, then its hint. */
  function describe(name: FieldName, hintId?: string) {
    const error = errors[name];
    const describedBy = [error ? `${ids[name]}-error` : null, hintId ?? null].filter(Boolean);
    return {
      id: ids[name],
      "aria-invalid": error ? true : undefined,
      "aria-describedby": describedBy.length ? describedBy.join(" ") : undefined,
    } as const;
  }

  async function send(values: ContactBody) {
    setOutcome(null);
    try {
      const thanks = await sendContactMessage(values);
      reset(EMPTY);
      setOutcome({ kind: "sent", text: thanks });
    } catch (error) {
      if (!(error instanceof ApiRequestError)) {
        setOutcome({ kind: "failed", text: contactTexts.networkError });
        return;
      }
      const fields = Object.entries(error.error.fields ?? {}).filter(([key]) => isFieldName(key));
      for (const [key, message] of fields) {
        setError(key as FieldName, { type: "server", message });
      }
      const first = FIELD_NAMES.find((name) => fields.some(([key]) => key === name));
      if (first) setFocus(first);
      setOutcome({ kind: "failed", text: error.message });
    }
  }

  const overLimit = messageLength > MESSAGE_MAX_LENGTH;

  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit(send)}>
      <p className={styles.requiredNote}>{contactTexts.requiredNote}</p>
      <div className={styles.row}>
        <Field id={ids.name} label={contactTexts.name} required error={errors.name}>
          <input
            className="input"
            type="text"
            autoComplete="given-name"
            required
            {...describe("name")}
            {...register("name")}
          />
        </Field>
        <Field id={ids.surname} label={contactTexts.surname} error={errors.surname}>
          <input
            className="input"
            type="text"
            autoComplete="family-name"
            {...describe("surname")}
            {...register("surname")}
          />
        </Field>
      </div>
      <Field id={ids.email} label={contactTexts.emailField} required error={errors.email}>
        <input
          className="input"
          type="email"
          inputMode="email"
          autoComplete="email"
          spellCheck={false}
          required
          {...describe("email")}
          {...register("email")}
        />
      </Field>
      <Field
        id={ids.message}
        label={contactTexts.message}
        required
        error={errors.message}
        hint={
          <p id={ids.counter} className={styles.counter} data-over={overLimit}>
            {contactTexts.counter(messageLength, MESSAGE_MAX_LENGTH)}
          </p>
        }
      >
        <textarea
          className={`input ${styles.textarea}`}
          rows={7}
          required
          {...describe("message", ids.counter)}
          {...register("message")}
        />
      </Field>

      <div className={styles.submitRow}>
        <button type="submit" className="button" disabled={isSubmitting}>
          {isSubmitting ? contactTexts.sending : contactTexts.submit}
        </button>
      </div>

      <div role="status" className={styles.success}>
        {outcome?.kind === "sent" ? outcome.text : null}
      </div>
      <div role="alert" className={styles.failure}>
        {outcome?.kind === "failed" ? outcome.text : null}
      </div>
    </form>
  );
}
