import {
  RETURN_KINDS,
  RETURN_REASONS,
  type Returnable,
  type ReturnKind,
  type ReturnReason,
  type ReturnRequest,
  ReturnRequestSchema,
  returnKindNames,
  returnReasonNames,
} from "@shop/shared";
import { Field, FormAlert, fieldAria, useFormFailure } from "@shop/ui";
import { useId } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useTexts } from "../../lib/i18n/use-texts";
import styles from "./returns.module.css";
import { returnTexts as portugueseReturnTexts } from "./texts";

interface Row {
  selected: boolean;
  quantity: number;
  exchangeSize: string;
}

interface Values {
  kind: ReturnKind;
  reason: ReturnReason;
  note: string;
  iban: string;
  rows: Row[];
}

export interface ReturnRequestFormProps {
  /** The purchase's lines still returnable, with the product's other sizes. */
  lines: Returnable["lines"];
  /** A refund would go by transfer: the form asks for an IBAN. */
  needsIban: boolean;
  /** Sends the request (the account's call, or a guest order page's); a failure is shown. */
  onSubmit: (body: ReturnRequest) => Promise<unknown>;
}

/** The request itself, as the server takes it, or the first rule it breaks. */
function requestOf(values: Values, lines: Returnable["lines"]) {
  return ReturnRequestSchema.safeParse({
    kind: values.kind,
    reason: values.reason,
    note: values.note,
    iban: values.kind === "RETURN" ? values.iban : null,
    lines: values.rows.flatMap((row, index) => {
      const line = lines[index];
      if (!row.selected || !line) return [];
      const exchangeSize = values.kind === "EXCHANGE" ? row.exchangeSize || null : null;
      return [
        {
          productId: line.productId,
          size: line.size,
          quantity: Number(row.quantity),
          exchangeSize,
        },
      ];
    }),
  });
}

/**
 * Asking to return or exchange units of a delivered purchase: which lines and how many, the
 * other size of an exchange, a reason, and an IBAN when the refund goes by transfer. It knows
 * nothing of where it is shown: the caller gives the lines and the call that sends it.
 */
export function ReturnRequestForm({ lines, needsIban, onSubmit }: ReturnRequestFormProps) {
  const texts = useTexts(portugueseReturnTexts);
  const id = useId();
  const form = useForm<Values>({
    defaultValues: {
      kind: "RETURN",
      reason: "NO_REASON",
      note: "",
      iban: "",
      rows: lines.map(() => ({ selected: false, quantity: 1, exchangeSize: "" })),
    },
  });
  const { register, handleSubmit, control, formState } = form;
  const kind = useWatch({ control, name: "kind" });
  const { failure, setFailure, fail } = useFormFailure(form, { fallback: texts.failed });

  async function send(values: Values) {
    setFailure(null);
    const parsed = requestOf(values, lines);
    if (!parsed.success) {
      setFailure(parsed.error.issues[0]?.message ?? texts.failed);
      return;
    }
    try {
      await onSubmit(parsed.data);
    } catch (error) {
      fail(error);
    }
  }

  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit(send)}>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{texts.kind}</legend>
        <div className={styles.choices}>
          {RETURN_KINDS.map((value) => (
            <label key={value} className={styles.choice}>
              <input type="radio" value={value} {...register("kind")} />
              {returnKindNames[value]}
            </label>
          ))}
        </div>
      </fieldset>
      <ul className={styles.lines}>
        {lines.map((line, index) => (
          <li key={`${line.productId}-${line.size}`} className={styles.line}>
            <label className={styles.choice}>
              <input type="checkbox" {...register(`rows.${index}.selected`)} />
              {texts.itemLabel(line.title, line.size)}
            </label>
            <label className={styles.inline}>
              {texts.quantity}
              <select className="input" {...register(`rows.${index}.quantity`)}>
                {Array.from({ length: line.quantity }, (_, n) => n + 1).map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </label>
            {kind === "EXCHANGE" &&
              (line.sizes.length > 0 ? (
                <label className={styles.inline}>
                  {texts.exchangeSize}
                  <select className="input" {...register(`rows.${index}.exchangeSize`)}>
                    <option value="">{texts.chooseSize}</option>
                    {line.sizes.map((size) => (
                      <option key={size} value={size}>
                        {size}
                      </option>
                    ))}
                  </select>
                </label>
              ) : (
                <span className={styles.muted}>{texts.noOtherSize}</span>
              ))}
          </li>
        ))}
      </ul>
      <Field id={`${id}-reason`} label={texts.reason} compact>
        <select className="input" id={`${id}-reason`} {...register("reason")}>
          {RETURN_REASONS.map((value) => (
            <option key={value} value={value}>
              {returnReasonNames[value]}
            </option>
          ))}
        </select>
      </Field>
      <Field id={`${id}-note`} label={texts.note} compact>
        <textarea
          className="input"
          rows={2}
          maxLength={500}
          {...fieldAria(`${id}-note`, undefined)}
          {...register("note")}
        />
      </Field>
      {needsIban && kind === "RETURN" && (
        <Field id={`${id}-iban`} label={texts.iban} hint={texts.ibanHint} compact>
          <input
            className="input"
            autoComplete="off"
            spellCheck={false}
            {...fieldAria(`${id}-iban`, undefined, true)}
            {...register("iban")}
          />
        </Field>
      )}
      <FormAlert message={failure} />
      <button type="submit" className="button" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? texts.submitting : texts.submit}
      </button>
    </form>
  );
}
