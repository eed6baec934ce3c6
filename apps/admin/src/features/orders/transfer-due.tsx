import { zodResolver } from "@hookform/resolvers/zod";
import {
  centsToEuros,
  formatEuros,
  formatIban,
  formatShopDateTime,
  lisbonDay,
  type RecordTransfer,
  RecordTransferSchema,
} from "@shop/shared";
import { Field, FieldGrid, fieldAria, fieldError, useFormFailure } from "@shop/ui";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { FormDialog } from "../../components/dialog";
import styles from "./order.module.css";
import { transferTexts as texts } from "./texts";

export interface DueTransfer {
  amountCents: number;
  /** Where it goes; null once forgotten with the customer's data. */
  iban: string | null;
  /** The law's deadline. */
  dueAt: string;
  /** Until when its IBAN's hold runs; null once it may be made. */
  heldUntil: string | null;
}

const euros = (cents: number) => formatEuros(centsToEuros(cents));

/**
 * A refund the staff owe by transfer: how much, to which IBAN (with a copy button), by when (late
 * ones flagged) and, once the IBAN's hold is over, «Registar transferência» with its day and the
 * bank's reference, behind a confirmation.
 */
export function TransferDue(props: {
  transfer: DueTransfer;
  /** Whether this staff member may record it (orders.refund). */
  canRecord: boolean;
  onRecord: (body: RecordTransfer) => Promise<unknown>;
  onDone: (message: string) => void;
}) {
  const { transfer } = props;
  const [copied, setCopied] = useState(false);
  const [recording, setRecording] = useState(false);
  const late = new Date(transfer.dueAt) <= new Date();
  const due = formatShopDateTime(transfer.dueAt);
  return (
    <div className={styles.transferDue}>
      <p className={late ? styles.alert : styles.notice}>
        {late
          ? texts.late(euros(transfer.amountCents), due)
          : texts.due(euros(transfer.amountCents), due)}
      </p>
      {transfer.iban && (
        <p className={styles.ibanLine}>
          <span>{texts.iban}</span> <code className={styles.iban}>{formatIban(transfer.iban)}</code>{" "}
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() =>
              // Said copied only once the browser did it (no clipboard, or refused: nothing said).
              navigator.clipboard?.writeText(transfer.iban ?? "").then(
                () => setCopied(true),
                () => setCopied(false),
              )
            }
          >
            {texts.copy}
          </button>
          {copied && <span role="status">{texts.copied}</span>}
        </p>
      )}
      {props.canRecord && !transfer.heldUntil && (
        <button type="button" className="button" onClick={() => setRecording(true)}>
          {texts.record}
        </button>
      )}
      {recording && (
        <RecordTransferDialog
          transfer={transfer}
          onRecord={async (body) => {
            await props.onRecord(body);
            setRecording(false);
            props.onDone(texts.recorded);
          }}
          onClose={() => setRecording(false)}
        />
      )}
    </div>
  );
}

/** The confirmation: the transfer's day (today unless said) and the bank's reference. */
function RecordTransferDialog(props: {
  transfer: DueTransfer;
  onRecord: (body: RecordTransfer) => Promise<void>;
  onClose: () => void;
}) {
  const id = useId();
  const today = lisbonDay(new Date());
  const values = useForm({
    resolver: zodResolver(RecordTransferSchema),
    defaultValues: { transferredOn: today, bankReference: "" },
  });
  const { failure, setFailure, fail } = useFormFailure(values);
  const dayError = fieldError(values, "transferredOn");
  const referenceError = fieldError(values, "bankReference");

  async function record(body: RecordTransfer) {
    setFailure(null);
    try {
      await props.onRecord(body);
    } catch (error) {
      fail(error);
    }
  }

  const { iban, amountCents } = props.transfer;
  return (
    <FormDialog
      title={texts.title}
      onSubmit={values.handleSubmit(record)}
      failure={failure}
      submitting={values.formState.isSubmitting}
      submit={texts.confirm}
      back={texts.back}
      onClose={props.onClose}
    >
      <p>{texts.intro(euros(amountCents), iban ? formatIban(iban) : null)}</p>
      <FieldGrid>
        <Field id={`${id}-day`} label={texts.day} error={dayError} required compact>
          <input
            className="input"
            type="date"
            max={today}
            {...fieldAria(`${id}-day`, dayError, true)}
            {...values.register("transferredOn")}
          />
        </Field>
        <Field
          id={`${id}-reference`}
          label={texts.reference}
          hint={texts.referenceHint}
          error={referenceError}
          required
          compact
        >
          <input
            className="input"
            autoComplete="off"
            spellCheck={false}
            maxLength={60}
            {...fieldAria(`${id}-reference`, referenceError, true)}
            {...values.register("bankReference")}
          />
        </Field>
      </FieldGrid>
      <p>{texts.final}</p>
    </FormDialog>
  );
}
