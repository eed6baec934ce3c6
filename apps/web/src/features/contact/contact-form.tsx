import { zodResolver } from "@hookform/resolvers/zod";
import { type ContactBody, ContactBodySchema, type User } from "@shop/shared";
import { Field, FieldGrid, FormAlert, FormStatus, fieldAria, useFormFailure } from "@shop/ui";
import { useEffect, useId, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useTexts } from "../../lib/i18n/use-texts";
import { sendContactMessage } from "./api";
import styles from "./contact-page.module.css";
import { MESSAGE_MAX_LENGTH, contactTexts as portugueseContactTexts } from "./texts";

const EMPTY: ContactBody = { name: "", surname: "", email: "", message: "" };

/** A blank form, with a signed-in customer's name (first word, then the rest) and email. */
export function blankFor(customer: Pick<User, "name" | "email"> | null): ContactBody {
  if (!customer) return EMPTY;
  const [name = "", ...rest] = customer.name.trim().split(/\s+/);
  return { ...EMPTY, name, surname: rest.join(" "), email: customer.email };
}

/**
 * The contact form. The client checks with the server's own schema (same pt-PT messages); what
 * the server still refuses is shown on the fields, and any other failure in the message area.
 * A signed-in customer finds their name and email filled in (what they typed is kept).
 */
export function ContactForm({
  customer = null,
}: {
  customer?: Pick<User, "name" | "email"> | null;
}) {
  const contactTexts = useTexts(portugueseContactTexts);
  const prefix = useId();
  const ids = {
    name: `${prefix}-name`,
    surname: `${prefix}-surname`,
    email: `${prefix}-email`,
    message: `${prefix}-message`,
  };
  const [thanks, setThanks] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(ContactBodySchema),
    defaultValues: blankFor(customer),
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = form;
  const { failure, setFailure, fail } = useFormFailure(form, {
    fallback: contactTexts.networkError,
  });
  const name = customer?.name;
  const email = customer?.email;
  useEffect(() => {
    if (name !== undefined && email !== undefined)
      reset(blankFor({ name, email }), { keepDirtyValues: true });
  }, [name, email, reset]);
  const messageLength = (useWatch({ control, name: "message" }) ?? "").length;
  const aria = (name: keyof ContactBody, hint = false) =>
    fieldAria(ids[name], errors[name]?.message, hint);

  async function send(values: ContactBody) {
    setThanks(null);
    setFailure(null);
    try {
      const answer = await sendContactMessage(values);
      reset(blankFor(customer));
      setThanks(answer);
    } catch (error) {
      fail(error);
    }
  }

  const overLimit = messageLength > MESSAGE_MAX_LENGTH;

  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit(send)}>
      <p className={styles.requiredNote}>{contactTexts.requiredNote}</p>
      <FieldGrid>
        <Field id={ids.name} label={contactTexts.name} required error={errors.name?.message}>
          <input
            className="input"
            type="text"
            autoComplete="given-name"
            required
            {...aria("name")}
            {...register("name")}
          />
        </Field>
        <Field id={ids.surname} label={contactTexts.surname} error={errors.surname?.message}>
          <input
            className="input"
            type="text"
            autoComplete="family-name"
            {...aria("surname")}
            {...register("surname")}
          />
        </Field>
      </FieldGrid>
      <Field id={ids.email} label={contactTexts.emailField} required error={errors.email?.message}>
        <input
          className="input"
          type="email"
          inputMode="email"
          autoComplete="email"
          spellCheck={false}
          required
          {...aria("email")}
          {...register("email")}
        />
      </Field>
      <Field
        id={ids.message}
        label={contactTexts.message}
        required
        error={errors.message?.message}
        hint={
          <span className={styles.counter} data-over={overLimit}>
            {contactTexts.counter(messageLength, MESSAGE_MAX_LENGTH)}
          </span>
        }
      >
        <textarea
          className={`input ${styles.textarea}`}
          rows={7}
          required
          {...aria("message", true)}
          {...register("message")}
        />
      </Field>

      <div className={styles.submitRow}>
        <button type="submit" className="button" disabled={isSubmitting}>
          {isSubmitting ? contactTexts.sending : contactTexts.submit}
        </button>
      </div>

      <FormStatus message={thanks} />
      <FormAlert message={failure} />
    </form>
  );
}
