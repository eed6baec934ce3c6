import { zodResolver } from "@hookform/resolvers/zod";
import { type DeliverySettings, DeliverySettingsSchema } from "@shop/shared";
import { Field, FormAlert, FormStatus, fieldAria, fieldError, useFormFailure } from "@shop/ui";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useState } from "react";
import { useForm } from "react-hook-form";
import { LoadingState } from "../../components/page-parts";
import panel from "../../components/panel.module.css";
import { deliverySettingsQuery, saveDeliverySettings } from "./api";
import styles from "./delivery.module.css";
import { deliveryTexts as texts } from "./texts";

/**
 * The hour until which a working day's orders leave the same day (the product page says it),
 * typed as the shop writes it (16:30): a time field would show the browser's clock (04:30 PM).
 */
export function DispatchPanel() {
  const id = useId();
  const client = useQueryClient();
  const current = useQuery(deliverySettingsQuery);
  const [status, setStatus] = useState<string | null>(null);
  const values = useForm<DeliverySettings>({
    resolver: zodResolver(DeliverySettingsSchema),
    defaultValues: { dispatchCutoff: "" },
  });
  const { failure, setFailure, fail } = useFormFailure(values);
  const error = fieldError(values, "dispatchCutoff");
  const { reset } = values;
  useEffect(() => {
    if (current.data) reset(current.data);
  }, [current.data, reset]);

  async function send(input: DeliverySettings) {
    setFailure(null);
    setStatus(null);
    try {
      const saved = await saveDeliverySettings(input);
      client.setQueryData(deliverySettingsQuery.queryKey, saved);
      setStatus(texts.dispatchSaved(saved.dispatchCutoff));
    } catch (caught) {
      fail(caught);
    }
  }

  return (
    <section className={`panel ${panel.section}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{texts.dispatchTitle}</h2>
      <p className={panel.lead}>{texts.dispatchLead}</p>
      {current.isPending && <LoadingState text={texts.loading} />}
      <form className={styles.dispatch} noValidate onSubmit={values.handleSubmit(send)}>
        <Field
          id={`${id}-cutoff`}
          label={texts.dispatchCutoff}
          error={error}
          hint={texts.dispatchHint}
          required
          compact
        >
          <input
            className="input"
            inputMode="numeric"
            maxLength={5}
            autoComplete="off"
            {...fieldAria(`${id}-cutoff`, error, true)}
            {...values.register("dispatchCutoff")}
          />
        </Field>
        <button type="submit" className="button" disabled={values.formState.isSubmitting}>
          {values.formState.isSubmitting ? texts.saving : texts.save}
        </button>
      </form>
      <FormStatus message={status} />
      <FormAlert message={failure ?? (current.error ? current.error.message : null)} />
    </section>
  );
}
