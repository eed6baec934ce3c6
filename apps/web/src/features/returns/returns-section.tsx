import {
  type Returnable,
  type ReturnRequest,
  type ReturnView,
  returnKindNames,
  returnReasonNames,
  returnStateName,
  returnStateNames,
} from "@shop/shared";
import { FormAlert, FormStatus, failureMessage } from "@shop/ui";
import { useId, useState } from "react";
import { useCents } from "../../lib/i18n/money";
import { useTexts } from "../../lib/i18n/use-texts";
import { formatDay } from "../account/purchases/purchase-format";
import { ReturnRequestForm } from "./return-request-form";
import styles from "./returns.module.css";
import { returnTexts as portugueseReturnTexts } from "./texts";

/** Where and how to send the units: by post to the shop, or in any store, with the reference. */
export function HowToSend({ returnable, idShort }: { returnable: Returnable; idShort: string }) {
  const texts = useTexts(portugueseReturnTexts);
  return (
    <div className={styles.how}>
      <h4 className={styles.subheading}>{texts.howTitle}</h4>
      <p>{texts.byPost(returnable.shopAddress)}</p>
      {returnable.stores.length > 0 && (
        <>
          <p>{texts.inStore}</p>
          <ul className={styles.stores}>
            {returnable.stores.map((store) => (
              <li key={store.name}>
                <strong>{store.name}</strong> — {store.address}
              </li>
            ))}
          </ul>
        </>
      )}
      <p>{texts.reference(idShort)}</p>
    </div>
  );
}

function ReturnItem({
  ret,
  onCancel,
}: {
  ret: ReturnView;
  onCancel: (id: number) => Promise<unknown>;
}) {
  const euros = useCents();
  const texts = useTexts(portugueseReturnTexts);
  const [canceling, setCanceling] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  async function cancel() {
    setCanceling(true);
    setFailure(null);
    try {
      await onCancel(ret.id);
    } catch (error) {
      setFailure(failureMessage(error, texts.cancelFailed));
    } finally {
      setCanceling(false);
    }
  }
  return (
    <li className={styles.request}>
      <p className={styles.requestTitle}>
        {texts.requestTitle(ret.id, returnKindNames[ret.kind])}{" "}
        <span className={styles.tag} data-state={ret.state}>
          {returnStateName(ret)}
        </span>
      </p>
      <ul className={styles.requestLines}>
        {ret.lines.map((line) => (
          <li key={`${line.productId}-${line.size}`}>
            {line.quantity} × {texts.itemLabel(line.title, line.size)}
            {line.exchangeSize ? ` → ${line.exchangeSize}` : ""}
          </li>
        ))}
      </ul>
      <p className={styles.muted}>
        {texts.reason}: {returnReasonNames[ret.reason]}
      </p>
      <ol className={styles.steps}>
        {ret.steps.map((step) => (
          <li key={step.state}>
            {returnStateNames[step.state]} · {formatDay(step.at)}
          </li>
        ))}
      </ol>
      {ret.refuseReason && <p>{texts.refused(ret.refuseReason)}</p>}
      {ret.refund && (
        <p>{texts.refund(euros(ret.refund.amountCents), ret.refund.method, ret.refund.done)}</p>
      )}
      {ret.exchangeIdShort && <p>{texts.exchangeOrder(ret.exchangeIdShort)}</p>}
      {ret.state === "REQUESTED" && (
        <button
          type="button"
          className="button button--secondary"
          disabled={canceling}
          onClick={cancel}
        >
          {canceling ? texts.canceling : texts.cancel}
        </button>
      )}
      <FormAlert message={failure} />
    </li>
  );
}

export interface ReturnsSectionProps {
  idShort: string;
  returnable: Returnable;
  /** Sends a request; the caller refreshes `returnable` after it. */
  onRequest: (body: ReturnRequest) => Promise<unknown>;
  onCancel: (returnId: number) => Promise<unknown>;
}

/**
 * A delivered purchase's returns and exchanges: its requests and their steps, how to send the
 * units, and the request form while the 30 days last. It takes its data and calls from the
 * caller (the account's purchase history, or a guest's order page).
 */
export function ReturnsSection({ idShort, returnable, onRequest, onCancel }: ReturnsSectionProps) {
  const texts = useTexts(portugueseReturnTexts);
  const [asking, setAsking] = useState(false);
  const [done, setDone] = useState(false);
  const headingId = useId();
  const { until, open, lines, returns } = returnable;
  const pending = returns.some((ret) => ret.state === "REQUESTED");

  async function request(body: ReturnRequest) {
    await onRequest(body);
    setAsking(false);
    setDone(true);
  }

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {texts.heading}
      </h3>
      {until && <p>{open ? texts.open(until) : texts.closed(until)}</p>}
      {done && <FormStatus message={texts.requested} />}
      {returns.length > 0 && (
        <ul className={styles.requests}>
          {returns.map((ret) => (
            <ReturnItem key={ret.id} ret={ret} onCancel={onCancel} />
          ))}
        </ul>
      )}
      {(pending || asking) && <HowToSend returnable={returnable} idShort={idShort} />}
      {open && lines.length === 0 && <p className={styles.muted}>{texts.nothingLeft}</p>}
      {open && lines.length > 0 && (
        <>
          <button
            type="button"
            className="button button--secondary"
            aria-expanded={asking}
            onClick={() => {
              setAsking(!asking);
              setDone(false);
            }}
          >
            {asking ? texts.close : texts.start}
          </button>
          {asking && (
            <ReturnRequestForm lines={lines} needsIban={returnable.needsIban} onSubmit={request} />
          )}
        </>
      )}
    </section>
  );
}
