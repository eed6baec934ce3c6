import { type CustomerProfile, customerMessages } from "@shop/shared";
import { FormAlert, FormStatus, failureMessage } from "@shop/ui";
import { useMutation } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useNavigate } from "react-router";
import { queryClient } from "../../lib/query-client";
import { customersKey, downloadExport, eraseCustomer, sendRecovery } from "./api";
import styles from "./customers.module.css";
import { EraseDialog } from "./erase-dialog";
import { eraseTexts, customersTexts as texts } from "./texts";

/** One of a customer's actions: its button, and what it does under it. */
export function Action(props: { hint: string; children: React.ReactNode }) {
  return (
    <div className={styles.action}>
      {props.children}
      <p className={styles.muted}>{props.hint}</p>
    </div>
  );
}

/**
 * What a customer may ask the shop for: a recovery email, their data, their account erased. The
 * last message (done or refused) is shown under the buttons.
 */
export function CustomerActions({ customer }: { customer: CustomerProfile }) {
  const id = useId();
  const navigate = useNavigate();
  const [erasing, setErasing] = useState(false);
  const recovery = useMutation({ mutationFn: () => sendRecovery(customer.id) });
  const download = useMutation({ mutationFn: () => downloadExport(customer.id) });
  const last = [recovery, download].find((action) => action.isSuccess || action.isError);

  async function erased() {
    await navigate("..", { replace: true, state: { notice: texts.erased } });
    queryClient.removeQueries({ queryKey: [...customersKey, "one"] });
    await queryClient.invalidateQueries({ queryKey: [...customersKey, "list"] });
  }

  return (
    <section className={`panel ${styles.panel}`} aria-labelledby={id}>
      <h2 id={id}>{texts.actions}</h2>
      <div className={styles.actions}>
        <Action hint={texts.recoveryHint}>
          <button
            type="button"
            className="button button--secondary"
            disabled={recovery.isPending}
            onClick={() => {
              download.reset();
              recovery.mutate();
            }}
          >
            {recovery.isPending ? texts.sendingRecovery : texts.sendRecovery}
          </button>
        </Action>
        <Action hint={texts.exportHint}>
          <button
            type="button"
            className="button button--secondary"
            disabled={download.isPending}
            onClick={() => {
              recovery.reset();
              download.mutate();
            }}
          >
            {download.isPending ? texts.exporting : texts.exportData}
          </button>
        </Action>
        <Action hint={texts.eraseHint}>
          <button type="button" className="button button--danger" onClick={() => setErasing(true)}>
            {texts.erase}
          </button>
        </Action>
      </div>
      <FormAlert message={last?.isError ? failureMessage(last.error) : null} />
      <FormStatus
        message={
          recovery.isSuccess
            ? customerMessages.recoverySent
            : download.isSuccess
              ? texts.exported(download.data)
              : null
        }
      />
      {erasing && (
        <EraseDialog
          customer={{
            ...customer,
            title: eraseTexts.title(customer.name),
            goes: eraseTexts.goes(customer.emailConfirmed),
          }}
          onErase={(body) => eraseCustomer(customer.id, body)}
          onErased={erased}
          onClose={() => setErasing(false)}
        />
      )}
    </section>
  );
}
