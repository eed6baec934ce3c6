import { zodResolver } from "@hookform/resolvers/zod";
import {
  type CancelOrder,
  CancelOrderSchema,
  centsToEuros,
  formatEuros,
  type Order,
  UNPAID_STATES,
} from "@shop/shared";
import { Field, fieldAria, fieldError, useFormFailure } from "@shop/ui";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { FormDialog } from "../../components/dialog";
import styles from "./order.module.css";
import { cancelTexts as texts } from "./texts";

/** What cancelling this order does to its money: nothing, a card or MB WAY refund, or a transfer. */
export function moneyOf(order: Pick<Order, "state" | "payment" | "totals">) {
  if (UNPAID_STATES.includes(order.state)) return "unpaid" as const;
  if (!order.payment.intentId) return "transfer" as const;
  if (order.payment.method === "CREDIT") return "card" as const;
  return order.payment.method === "MBWAY" ? ("mbway" as const) : ("transfer" as const);
}

/**
 * Cancelling an order before it leaves: says what happens to the stock and the money, and asks
 * the IBAN the customer gave when the money goes back by bank transfer.
 */
export function CancelDialog(props: {
  order: Order;
  onSend: (body: CancelOrder) => Promise<void>;
  onClose: () => void;
}) {
  const id = useId();
  const money = moneyOf(props.order);
  const amount = formatEuros(centsToEuros(props.order.totals.totalCents));
  const cancel = useForm({
    resolver: zodResolver(CancelOrderSchema),
    defaultValues: { iban: "", reason: "" },
  });
  const { failure, setFailure, fail } = useFormFailure(cancel);
  const ibanError = fieldError(cancel, "iban");
  const reasonError = fieldError(cancel, "reason");

  async function send(values: CancelOrder) {
    setFailure(null);
    try {
      await props.onSend(values);
    } catch (error) {
      fail(error);
    }
  }

  return (
    <FormDialog
      title={texts.title}
      onSubmit={cancel.handleSubmit(send)}
      failure={failure}
      submitting={cancel.formState.isSubmitting}
      submit={texts.submit}
      danger
      back={texts.keep}
      onClose={props.onClose}
    >
      <ul className={styles.consequences}>
        <li>{texts.stock}</li>
        <li>
          {money === "unpaid" && texts.unpaid}
          {money === "card" && texts.card(amount)}
          {money === "mbway" && texts.mbway(amount)}
          {money === "transfer" && texts.transfer(amount)}
        </li>
        <li>{texts.email}</li>
      </ul>
      {money === "transfer" && (
        <Field
          id={`${id}-iban`}
          label={texts.iban}
          error={ibanError}
          hint={texts.ibanHint}
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
      <Field id={`${id}-reason`} label={texts.reason} error={reasonError} optional compact>
        <textarea
          className="input"
          rows={2}
          {...fieldAria(`${id}-reason`, reasonError)}
          {...cancel.register("reason")}
        />
      </Field>
    </FormDialog>
  );
}
