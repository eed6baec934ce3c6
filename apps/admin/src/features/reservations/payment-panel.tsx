import { zodResolver } from "@hookform/resolvers/zod";
import { type ReservationSettings, ReservationSettingsSchema } from "@shop/shared";
import { FormAlert, FormStatus, useFormFailure } from "@shop/ui";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useState } from "react";
import { useForm } from "react-hook-form";
import form from "../../components/form.module.css";
import { LoadingState } from "../../components/page-parts";
import { reservationSettingsQuery, saveReservationSettings } from "./api";
import styles from "./reservations.module.css";
import { reservationTexts as texts } from "./texts";

/** Whether customers may pay a reservation at once by card (the owner's choice; off by default). */
export function PaymentPanel() {
  const id = useId();
  const client = useQueryClient();
  const current = useQuery(reservationSettingsQuery);
  const [status, setStatus] = useState<string | null>(null);
  const values = useForm<ReservationSettings>({
    resolver: zodResolver(ReservationSettingsSchema),
    defaultValues: { onlinePayment: false },
  });
  const { failure, setFailure, fail } = useFormFailure(values);
  const { reset } = values;
  useEffect(() => {
    if (current.data) reset(current.data);
  }, [current.data, reset]);

  async function send(input: ReservationSettings) {
    setFailure(null);
    setStatus(null);
    try {
      const saved = await saveReservationSettings(input);
      client.setQueryData(reservationSettingsQuery.queryKey, saved);
      setStatus(texts.settingsSaved);
    } catch (caught) {
      fail(caught);
    }
  }

  const submitting = values.formState.isSubmitting;
  return (
    <section className={`panel ${styles.settings}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{texts.settingsTitle}</h2>
      {current.isPending && <LoadingState text={texts.loading} />}
      <form className={styles.settingsForm} noValidate onSubmit={values.handleSubmit(send)}>
        <label className={form.check}>
          <input
            type="checkbox"
            aria-describedby={`${id}-hint`}
            {...values.register("onlinePayment")}
          />
          {texts.onlinePayment}
        </label>
        <p id={`${id}-hint`} className={styles.muted}>
          {texts.onlinePaymentHint}
        </p>
        <button type="submit" className="button" disabled={current.isPending || submitting}>
          {submitting ? texts.pending : texts.save}
        </button>
      </form>
      <FormStatus message={status} />
      <FormAlert message={failure ?? (current.error ? current.error.message : null)} />
    </section>
  );
}
