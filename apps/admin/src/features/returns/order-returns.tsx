import {
  formatIban,
  formatShopDateTime,
  ONLINE_LOCATION_NAME,
  type ReturnAdmin,
  returnKindNames,
  returnMessages,
  returnReasonNames,
  returnStateName,
} from "@shop/shared";
import { FormAlert, failureMessage } from "@shop/ui";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Link } from "react-router";
import { useStaff } from "../../app/session/session";
import { ConfirmDialog } from "../../components/dialog";
import { ErrorState } from "../../components/page-parts";
import styles from "../orders/order.module.css";
import { Pairs, Panel } from "../orders/order-panels";
import { stepQuestion } from "../orders/order-steps";
import listStyles from "../orders/orders.module.css";
import { orderTexts, transferTexts } from "../orders/texts";
import { TransferDue } from "../orders/transfer-due";
import { locationsQuery } from "../stock/api";
import { orderReturnsQuery, refreshReturns, returnMoves } from "./api";
import { returnsTexts as texts } from "./texts";

type OnDone = (message: string) => void;
/** A return of the order `idShort`, and what to do once a step of it is done. */
type ReturnProps = { ret: ReturnAdmin; idShort: string; onDone: OnDone };
/** A call and what to say once it is done (or what it answers to say). */
type Move = { run: () => Promise<unknown>; done: string };

/** A return's kind, and a badge when the customer's withdrawal made it. */
export function ReturnKind({ ret }: { ret: Pick<ReturnAdmin, "kind" | "withdrawal"> }) {
  return (
    <span className={listStyles.stateCell}>
      {returnKindNames[ret.kind]}
      {ret.withdrawal && <span className={listStyles.badge}>{texts.withdrawal}</span>}
    </span>
  );
}

/** The staff's buttons for where a return is, as far as their role allows. */
function ReturnActions({ ret, idShort, onDone }: ReturnProps) {
  const { permissions } = useStaff();
  const id = useId();
  const [sellable, setSellable] = useState<string[]>([]);
  const [reason, setReason] = useState("");
  const [iban, setIban] = useState("");
  const [confirming, setConfirming] = useState(false);
  const [receivedIn, setReceivedIn] = useState("");
  const move = useMutation({
    mutationFn: ({ run }: Move) => run(),
    onSuccess: (said, { done }) => onDone(typeof said === "string" ? said : done),
    onSettled: () => refreshReturns(idShort),
  });
  const write = permissions.includes("orders.write");
  const locations = useQuery({ ...locationsQuery, enabled: write && ret.state === "REQUESTED" });
  const refund = permissions.includes("orders.refund");
  const busy = move.isPending;
  const button = (label: string, run: () => Promise<unknown>, done: string, secondary = false) => (
    <button
      key={label}
      type="button"
      className={secondary ? "button button--secondary" : "button"}
      disabled={busy}
      onClick={() => move.mutate({ run, done })}
    >
      {label}
    </button>
  );
  const key = (line: ReturnAdmin["lines"][number]) => `${line.productId}/${line.size}`;

  const parts = [];
  if (write && ret.state === "REQUESTED")
    parts.push(
      <div key="receive" className={styles.refundActions}>
        <label htmlFor={`${id}-received-in`}>{texts.receivedIn}</label>
        <select
          id={`${id}-received-in`}
          className="input"
          aria-describedby={`${id}-received-in-hint`}
          value={receivedIn}
          onChange={(event) => setReceivedIn(event.target.value)}
        >
          {(locations.data ?? [{ storeId: null, name: ONLINE_LOCATION_NAME }]).map((location) => (
            <option key={location.storeId ?? "online"} value={location.storeId ?? ""}>
              {location.name}
            </option>
          ))}
        </select>
        <span id={`${id}-received-in-hint`}>{texts.receivedInHint}</span>
        {button(
          texts.receive,
          () => returnMoves.receive(ret.id, receivedIn === "" ? null : Number(receivedIn)),
          returnMessages.received,
        )}
      </div>,
    );
  if (write && ret.state === "RECEIVED") {
    if (ret.receivedInto)
      parts.push(<p key="received-into">{texts.receivedInto(ret.receivedInto.name)}</p>);
    parts.push(
      <fieldset key="accept" className={styles.refundActions}>
        {ret.lines.map((line) => (
          <label key={key(line)}>
            <input
              type="checkbox"
              checked={sellable.includes(key(line))}
              onChange={(event) =>
                setSellable((all) =>
                  event.target.checked ? [...all, key(line)] : all.filter((k) => k !== key(line)),
                )
              }
            />{" "}
            {texts.sellable(ret.receivedInto?.name ?? ONLINE_LOCATION_NAME)} ({line.title},{" "}
            {line.size})
          </label>
        ))}
        {button(
          texts.accept,
          () =>
            returnMoves.accept(ret.id, {
              restock: ret.lines
                .filter((line) => sellable.includes(key(line)))
                .map((line) => ({ productId: line.productId, size: line.size })),
            }),
          returnMessages.accepted,
        )}
      </fieldset>,
      <div key="refuse" className={styles.refundActions}>
        <label htmlFor={`${id}-reason`}>{texts.refuseReason}</label>
        <input
          id={`${id}-reason`}
          className="input"
          value={reason}
          maxLength={300}
          onChange={(event) => setReason(event.target.value)}
        />
        {button(
          texts.refuse,
          () => returnMoves.refuse(ret.id, reason),
          returnMessages.refused,
          true,
        )}
      </div>,
    );
  }
  if (refund && ret.state === "ACCEPTED" && ret.kind === "RETURN") {
    const askIban = ret.paymentMethod === "MULTIBANCO" && !ret.iban;
    const refundQuestion = texts.confirmRefund(ret.refundableCents, ret.paymentMethod);
    parts.push(
      <div key="refund" className={styles.refundActions}>
        {askIban && (
          <>
            <label htmlFor={`${id}-iban`}>{texts.iban}</label>
            <input
              id={`${id}-iban`}
              className="input"
              value={iban}
              onChange={(event) => setIban(event.target.value)}
            />
          </>
        )}
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={() => setConfirming(true)}
        >
          {texts.refund(ret.refundableCents)}
        </button>
        {confirming && (
          <ConfirmDialog
            title={refundQuestion.title}
            confirm={texts.refund(ret.refundableCents)}
            pending={busy}
            {...stepQuestion}
            onClose={() => setConfirming(false)}
            onConfirm={() =>
              move.mutate(
                {
                  run: async () => {
                    const outcome = await returnMoves.refund(ret.id, askIban ? iban : null);
                    if (outcome.method === "BANK_TRANSFER") return returnMessages.transferPending;
                    if (!outcome.done) throw new Error(returnMessages.refundPending);
                  },
                  done: returnMessages.refunded,
                },
                { onSettled: () => setConfirming(false) },
              )
            }
          >
            <p>{refundQuestion.consequence}</p>
          </ConfirmDialog>
        )}
      </div>,
    );
  }
  if (write && ret.state === "ACCEPTED" && ret.kind === "EXCHANGE")
    parts.push(
      button(texts.exchange, () => returnMoves.exchange(ret.id), returnMessages.exchanged),
    );
  const details = ret.refundDetails;
  if (details?.status === "PENDING" && ret.refund?.method === "BANK_TRANSFER")
    parts.push(
      <TransferDue
        key="transfer"
        transfer={{ ...details, amountCents: ret.refund.amountCents, heldUntil: ret.heldUntil }}
        canRecord={refund}
        onRecord={async (body) => {
          await returnMoves.recordTransfer(ret.id, body);
          await refreshReturns(idShort);
        }}
        onDone={onDone}
      />,
    );
  else if (refund && details?.status === "PENDING")
    parts.push(
      button(texts.retryRefund, () => returnMoves.retryRefund(ret.id), returnMessages.refunded),
    );
  if (parts.length === 0) return null;
  return (
    <div className={styles.refundActions}>
      {parts}
      <FormAlert message={move.error ? failureMessage(move.error) : null} />
    </div>
  );
}

function ReturnCard({ ret, idShort, onDone }: ReturnProps) {
  const refundText =
    ret.refund &&
    (ret.refund.done
      ? texts.refundDone(ret.refund.amountCents, ret.refund.method)
      : texts.refundPending(ret.refund.amountCents, ret.refund.method));
  const hold = orderTexts.ibanHold(ret);
  // A transfer still owed is told, with its IBAN to copy, by its own part below.
  const transferOwed = ret.refund?.method === "BANK_TRANSFER" && !ret.refund.done;
  return (
    <li>
      <h3 className={styles.panelTitle}>
        {texts.request(ret.id, returnKindNames[ret.kind])} · {returnStateName(ret)}
        {ret.withdrawal && <> · {texts.withdrawal}</>}
      </h3>
      <ul className={styles.lines}>
        {ret.lines.map((line) => (
          <li key={`${line.productId}-${line.size}`}>
            {texts.line(line.quantity, line.title, line.size, line.exchangeSize)} ·{" "}
            {texts.paid(line.paidCents)}
            {line.restocked !== null &&
              ` · ${line.restocked ? texts.restocked : texts.notRestocked}`}
          </li>
        ))}
      </ul>
      <Pairs
        rows={[
          [texts.date, formatShopDateTime(ret.createdAt)],
          [texts.reason, returnReasonNames[ret.reason]],
          [texts.note, ret.note],
          [texts.refused, ret.refuseReason],
          [texts.refundLabel, transferOwed ? null : refundText],
          [texts.iban, !transferOwed && ret.iban ? formatIban(ret.iban) : null],
          [
            transferTexts.transfer,
            ret.refundDetails?.transfer &&
              transferTexts.done(
                ret.refundDetails.transfer.transferredOn,
                ret.refundDetails.transfer.bankReference,
              ),
          ],
          [
            texts.exchangeOrder,
            ret.exchangeIdShort && (
              <Link key="exchange" to={`../${ret.exchangeIdShort}`}>
                {ret.exchangeIdShort}
              </Link>
            ),
          ],
        ]}
      />
      {hold && <p className={styles.alert}>{orderTexts.refundHeld(hold)}</p>}
      {ret.refundDetails?.lastError && (
        <p className={styles.muted}>{ret.refundDetails.lastError}</p>
      )}
      <ReturnActions ret={ret} idShort={idShort} onDone={onDone} />
    </li>
  );
}

/** An order's returns and exchanges, each with the steps the staff may take next. */
export function OrderReturns({ idShort, onDone }: { idShort: string; onDone: OnDone }) {
  const returns = useQuery(orderReturnsQuery(idShort));
  if (returns.isError)
    return <ErrorState message={texts.loadFailed} onRetry={() => returns.refetch()} />;
  if (!returns.data || returns.data.length === 0) return null;
  return (
    <Panel title={texts.panel} wide>
      <ul className={styles.lines}>
        {returns.data.map((ret) => (
          <ReturnCard key={ret.id} ret={ret} idShort={idShort} onDone={onDone} />
        ))}
      </ul>
    </Panel>
  );
}
