import { type BulkOutcome, orderToolMessages } from "@shop/shared";
import { FormAlert, FormStatus, failureMessage } from "@shop/ui";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { useStaff } from "../../app/session/session";
import { ConfirmDialog } from "../../components/dialog";
import { refreshOrder, requestDispatches } from "./api";
import styles from "./orders.module.css";
import { bulkTexts as texts } from "./texts";

/** The outcome of «Pedir envio» for several orders: what moved, what was refused and why. */
function Outcome({ outcome, message }: { outcome: BulkOutcome; message: string }) {
  return (
    <div className={styles.bulkOutcome}>
      <FormStatus message={message} />
      {outcome.refused.length > 0 && (
        <section aria-label={texts.refused}>
          <h2>{texts.refused}</h2>
          <ul>
            {outcome.refused.map((item) => (
              <li key={item.idShort}>
                <strong>{item.idShort}</strong>: {item.reason}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

/**
 * What the list does to the orders chosen in it: print their packing slips on one page, and ask
 * dispatch for all of them behind one confirmation.
 */
export function BulkActions(props: { selected: string[]; onClear: () => void }) {
  const { selected } = props;
  const mayWrite = useStaff().permissions.includes("orders.write");
  const [confirming, setConfirming] = useState(false);
  const dispatch = useMutation({
    mutationFn: (orders: string[]) => requestDispatches(orders),
    onSuccess: (outcome) => {
      setConfirming(false);
      for (const idShort of outcome.done) refreshOrder(idShort);
      props.onClear();
    },
  });
  const outcome = dispatch.data;
  return (
    <>
      {selected.length > 0 && (
        <section className={styles.bulkBar} aria-label={texts.selected(selected.length)}>
          <span>{texts.selected(selected.length)}</span>
          <Link className="button button--secondary" to={`guias?encomendas=${selected.join(",")}`}>
            {texts.printSlips}
          </Link>
          {mayWrite && (
            <button
              type="button"
              className="button"
              onClick={() => {
                dispatch.reset();
                setConfirming(true);
              }}
            >
              {texts.askDispatch}
            </button>
          )}
          <button type="button" className="button button--secondary" onClick={props.onClear}>
            {texts.clear}
          </button>
        </section>
      )}
      {outcome && (
        <Outcome
          outcome={outcome}
          message={orderToolMessages.bulkDispatch(outcome.done.length, outcome.refused.length)}
        />
      )}
      {confirming && (
        <ConfirmDialog
          title={texts.confirmTitle(selected.length)}
          confirm={texts.confirm}
          pendingText={texts.asking}
          pending={dispatch.isPending}
          back={texts.cancel}
          onConfirm={() => dispatch.mutate(selected)}
          onClose={() => setConfirming(false)}
        >
          <p>{texts.confirmText}</p>
          <p>{selected.join(", ")}</p>
          <FormAlert message={dispatch.isError ? failureMessage(dispatch.error) : null} />
        </ConfirmDialog>
      )}
    </>
  );
}
