import { zodResolver } from "@hookform/resolvers/zod";
import { GuestSizeAlertBodySchema } from "@shop/shared";
import { Field, FormAlert, FormStatus, failureMessage, fieldAria, useFormFailure } from "@shop/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { useUser } from "../../lib/auth/hooks";
import { useTexts } from "../../lib/i18n/use-texts";
import { askAsCustomer, askAsGuest, customerSizeAlertsQuery } from "./api";
import { BellIcon } from "./icons";
import styles from "./size-alert.module.css";
import { sizeAlertTexts as portugueseSizeAlertTexts } from "./texts";

const EmailSchema = GuestSizeAlertBodySchema.pick({ email: true });

export interface SizeAlertProps {
  productId: number;
  /** A size of the product with no online stock. */
  size: string;
}

/**
 * "Avisem-me" for a size with no online stock: a guest types an email (the server emails a link
 * to confirm it), a signed-in customer just asks, and sees when the alert is already set.
 * Key it by size where the size can change, so each size starts afresh.
 */
export function SizeAlert({ productId, size }: SizeAlertProps) {
  const texts = useTexts(portugueseSizeAlertTexts);
  const headingId = useId();
  const user = useUser();
  return (
    <section className={styles.alert} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        <BellIcon className={styles.icon} />
        {texts.heading(size)}
      </h2>
      {user ? (
        <CustomerAlert productId={productId} size={size} email={user.email} />
      ) : (
        <GuestAlert productId={productId} size={size} />
      )}
    </section>
  );
}

function GuestAlert({ productId, size }: SizeAlertProps) {
  const texts = useTexts(portugueseSizeAlertTexts);
  const id = useId();
  const [done, setDone] = useState(false);
  const form = useForm({ resolver: zodResolver(EmailSchema), defaultValues: { email: "" } });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;
  const { failure, setFailure, fail } = useFormFailure(form, { fallback: texts.failed });

  async function ask({ email }: { email: string }) {
    setFailure(null);
    try {
      await askAsGuest({ productId, size, email });
      setDone(true);
    } catch (error) {
      fail(error);
    }
  }

  if (done) return <FormStatus message={texts.guestAsked} />;
  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit(ask)}>
      <p className={styles.lead}>{texts.guestLead}</p>
      <Field id={id} label={texts.email} error={errors.email?.message} compact>
        <div className={styles.row}>
          <input
            className="input"
            type="email"
            inputMode="email"
            autoComplete="email"
            spellCheck={false}
            required
            {...fieldAria(id, errors.email?.message)}
            {...register("email")}
          />
          <button type="submit" className={`button ${styles.ask}`} disabled={isSubmitting}>
            {isSubmitting ? texts.asking : texts.ask}
          </button>
        </div>
      </Field>
      <FormAlert message={failure} />
    </form>
  );
}

function CustomerAlert({ productId, size, email }: SizeAlertProps & { email: string }) {
  const texts = useTexts(portugueseSizeAlertTexts);
  const client = useQueryClient();
  const query = customerSizeAlertsQuery(productId);
  const alerts = useQuery(query);
  const ask = useMutation({
    mutationFn: () => askAsCustomer({ productId, size }),
    onSuccess: (answer) => client.setQueryData(query.queryKey, answer),
  });

  if (ask.isSuccess) return <FormStatus message={texts.customerAsked(size)} />;
  if (alerts.data?.sizes.includes(size)) return <FormStatus message={texts.alreadySet(size)} />;
  return (
    <div className={styles.form}>
      <p className={styles.lead}>{texts.customerLead(email)}</p>
      <button
        type="button"
        className={`button ${styles.ask}`}
        disabled={ask.isPending || alerts.isPending}
        onClick={() => ask.mutate()}
      >
        {ask.isPending ? texts.asking : texts.ask}
      </button>
      <FormAlert message={ask.isError ? failureMessage(ask.error, texts.failed) : null} />
    </div>
  );
}
