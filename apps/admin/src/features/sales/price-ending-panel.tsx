import { PRICE_ENDINGS, type PriceEnding } from "@shop/shared";
import { Field, FormAlert, FormStatus, fieldAria, fieldError, useFormFailure } from "@shop/ui";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useState } from "react";
import { useForm } from "react-hook-form";
import panel from "../../components/panel.module.css";
import { priceEndingQuery, sales, savePriceEnding } from "./api";
import styles from "./sales.module.css";
import { salesTexts as texts } from "./texts";

/** The cents percentage sales round down to (the owner's: a setting of the whole shop). */
export function PriceEndingPanel() {
  const id = useId();
  const client = useQueryClient();
  const current = useQuery(priceEndingQuery);
  const [status, setStatus] = useState<string | null>(null);
  const values = useForm<PriceEnding>({ defaultValues: { priceEnding: "90" } });
  const { failure, setFailure, fail } = useFormFailure(values);
  const error = fieldError(values, "priceEnding");
  const { reset } = values;
  useEffect(() => {
    if (current.data) reset(current.data);
  }, [current.data, reset]);

  async function send(input: PriceEnding) {
    setFailure(null);
    setStatus(null);
    try {
      client.setQueryData(priceEndingQuery.queryKey, await savePriceEnding(input));
      await client.invalidateQueries({ queryKey: sales.key });
      setStatus(texts.endingSaved);
    } catch (caught) {
      fail(caught);
    }
  }

  return (
    <section className={`panel ${panel.section}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{texts.endingTitle}</h2>
      <p className={panel.lead}>{texts.endingLead}</p>
      <form className={styles.ending} noValidate onSubmit={values.handleSubmit(send)}>
        <Field id={`${id}-ending`} label={texts.ending} error={error} compact>
          <select
            className="input"
            {...fieldAria(`${id}-ending`, error)}
            {...values.register("priceEnding")}
          >
            {PRICE_ENDINGS.map((ending) => (
              <option key={ending} value={ending}>
                {texts.endings[ending]}
              </option>
            ))}
          </select>
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
