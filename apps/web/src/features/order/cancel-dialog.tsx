import { zodResolver } from "@hookform/resolvers/zod";
import {
  type CancelOutcome,
  type CustomerCancel,
  CustomerCancelSchema,
  type Translation,
} from "@shop/shared";
import { Field, FormAlert, fieldAria, fieldError, useFormFailure } from "@shop/ui";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { Dialog } from "../../components/ui/dialog";
import { useEuros } from "../../lib/i18n/money";
import { useTexts } from "../../lib/i18n/use-texts";
import form from "../account/components/form.module.css";
import { orderTexts } from "./texts";

/** What the customer is told once the purchase is cancelled. */
export function canceledMessage(
  outcome: CancelOutcome,
  messages: Translation<typeof orderTexts.messages> = orderTexts.messages,
): string {
  const money = {
    none: messages.notCharged,
    "card-done": messages.cardDone,
    "card-pending": messages.cardPending,
    "transfer-pending": messages.transferPending,
  }[outcome.refund];
  return `${messages.canceled} ${money}`;
}

export interface CancelPurchaseProps {
  /** What was paid, in euros; null when nothing was paid yet. */
  paid: number | null;
  /** The money goes back by bank transfer: the IBAN is asked for. */
  needsIban: boolean;
  send: (body: CustomerCancel) => Promise<CancelOutcome>;
  /** After the purchase was cancelled, with what to tell the customer. */
  onCanceled: (message: string) => void;
}

/**
 * The customer's «Cancelar encomenda» button and its confirmation: says what happens to the
 * money, asks the IBAN when it goes back by transfer (checked by its check digits).
 */
export function CancelPurchase({ paid, needsIban, send, onCanceled }: CancelPurchaseProps) {
  const { cancel: texts, messages } = useTexts(orderTexts);
  const euros = useEuros();
  const id = useId();
  const [open, setOpen] = useState(false);
  const cancel = useForm({
    resolver: zodResolver(CustomerCancelSchema),
    defaultValues: { iban: "" },
  });
  const { failure, setFailure, fail } = useFormFailure(cancel);
  const ibanError = fieldError(cancel, "iban");

  async function submit(values: CustomerCancel) {
    setFailure(null);
    try {
      const outcome = await send(values);
      setOpen(false);
      onCanceled(canceledMessage(outcome, messages));
    } catch (error) {
      fail(error);
    }
  }

  let money: string = texts.unpaid;
  if (paid !== null) money = needsIban ? texts.transfer(euros(paid)) : texts.card(euros(paid));
  return (
    <>
      <button type="button" className="button button--secondary" onClick={() => setOpen(true)}>
        {texts.open}
      </button>
      {open && (
        <Dialog title={texts.title} onClose={() => setOpen(false)} footer={null} role="alertdialog">
          <form className={form.form} noValidate onSubmit={cancel.handleSubmit(submit)}>
            <ul>
              <li>{texts.stock}</li>
              <li>{money}</li>
              <li>{texts.email}</li>
            </ul>
            {needsIban && (
              <Field
                id={`${id}-iban`}
                label={texts.iban}
                hint={texts.ibanHint}
                error={ibanError}
                required
                compact
              >
                <input
                  className="input"
                  autoComplete="off"
                  spellCheck={false}
                  {...fieldAria(`${id}-iban`, ibanError, true)}
                  {...cancel.register("iban")}
                />
              </Field>
            )}
            <FormAlert message={failure} />
            <div className={form.actions}>
              <button type="submit" className="button" disabled={cancel.formState.isSubmitting}>
                {cancel.formState.isSubmitting ? texts.confirming : texts.confirm}
              </button>
              <button
                type="button"
                className="button button--secondary"
                onClick={() => setOpen(false)}
              >
                {texts.keep}
              </button>
            </div>
          </form>
        </Dialog>
      )}
    </>
  );
}
