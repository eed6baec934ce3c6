import { type CancelOutcome, formatShopDateTime, type Order, orderMessages } from "@shop/shared";
import { FormAlert, FormStatus, failureMessage } from "@shop/ui";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link, type LoaderFunctionArgs, useParams } from "react-router";
import { useDocumentTitle } from "../../app/layout/document-title";
import { currentSession } from "../../app/session/loaders";
import { useStaff } from "../../app/session/session";
import page from "../../components/page.module.css";
import { queryClient } from "../../lib/query-client";
import { OrderReturns } from "../returns/order-returns";
import { orderMoves, orderQuery, pickupQuery, refreshOrder } from "./api";
import { CancelDialog } from "./cancel-dialog";
import { DispatchDialog } from "./dispatch-dialog";
import styles from "./order.module.css";
import { invoiceWaiting, orderActions, orderFulfilment } from "./order-actions";
import { OrderNotes } from "./order-notes";
import {
  Addresses,
  CertifiedInvoice,
  Customer,
  Dispatch,
  Lines,
  Payment,
  Refund,
  Timeline,
} from "./order-panels";
import { PickupSteps, StepButton, useSteps } from "./order-steps";
import { PickupView } from "./pickup-view";
import { StateBadge } from "./state-badge";
import { orderTexts as texts } from "./texts";
import { TransferDue } from "./transfer-due";
import { UnconfirmedRefunds } from "./unconfirmed-refunds";

/** The order, or for a store's staff (who read no order) their store's pickup. */
export async function loader({ params }: LoaderFunctionArgs) {
  const idShort = params.idShort ?? "";
  const session = await currentSession();
  return session?.staff.permissions.includes("orders.read")
    ? queryClient.ensureQueryData(orderQuery(idShort))
    : queryClient.ensureQueryData(pickupQuery(idShort));
}

const CANCELED: Record<CancelOutcome["refund"], string> = {
  none: orderMessages.canceled,
  "card-done": `${orderMessages.canceled} ${orderMessages.refunded}`,
  "card-pending": orderMessages.refundFailed,
  "transfer-pending": orderMessages.canceled,
};

/** The buttons of the moves this order may make and this person may do, and their dialogs. */
function Actions({ order, onDone }: { order: Order; onDone: (message: string) => void }) {
  const { permissions } = useStaff();
  const [dialog, setDialog] = useState<"dispatch" | "tracking" | "cancel" | null>(null);
  const step = useSteps(onDone);
  const { idShort } = order;
  const actions = orderActions(order.state, permissions, orderFulfilment(order));
  if (actions.length === 0) return null;
  const close = () => setDialog(null);
  return (
    <section className={styles.actions} aria-label={texts.actions}>
      {actions.includes("dispatch-request") && (
        <StepButton
          step={step}
          label={texts.requestDispatch}
          run={() => orderMoves.requestDispatch(idShort)}
          done={orderMessages.dispatchRequested}
          confirm={texts.confirmRequestDispatch}
        />
      )}
      {actions.includes("dispatch") && (
        <button type="button" className="button" onClick={() => setDialog("dispatch")}>
          {texts.dispatchAction}
        </button>
      )}
      {actions.includes("correct-tracking") && (
        <button
          type="button"
          className="button button--secondary"
          onClick={() => setDialog("tracking")}
        >
          {texts.correctTrackingAction}
        </button>
      )}
      {actions.includes("delivered") && (
        <StepButton
          step={step}
          label={texts.deliverAction}
          run={() => orderMoves.delivered(idShort)}
          done={orderMessages.delivered}
          confirm={texts.confirmDelivered}
        />
      )}
      <PickupSteps idShort={idShort} actions={actions} step={step} />
      {actions.includes("print-slip") && (
        <Link className="button button--secondary" to="guia">
          {texts.printSlip}
        </Link>
      )}
      {actions.includes("cancel") && (
        <button
          type="button"
          className={`button button--secondary ${styles.dangerText}`}
          onClick={() => setDialog("cancel")}
        >
          {texts.cancelAction}
        </button>
      )}
      <FormAlert message={step.error ? failureMessage(step.error) : null} />
      {dialog === "dispatch" && (
        <DispatchDialog
          onClose={close}
          onSend={async (body) => {
            await orderMoves.dispatch(idShort, body);
            close();
            onDone(orderMessages.dispatched);
          }}
        />
      )}
      {dialog === "tracking" && (
        <DispatchDialog
          current={order.dispatch}
          onClose={close}
          onSend={async (body) => {
            await orderMoves.correctTracking(idShort, body);
            close();
            onDone(orderMessages.trackingChanged);
          }}
        />
      )}
      {dialog === "cancel" && (
        <CancelDialog
          order={order}
          onClose={close}
          onSend={async (body) => {
            const outcome = await orderMoves.cancel(idShort, body);
            close();
            onDone(CANCELED[outcome.refund]);
          }}
        />
      )}
    </section>
  );
}

/**
 * What the staff do about a pending refund: a transfer to make and record (its IBAN to copy, its
 * deadline), or a card or MB WAY refund to ask the provider for again.
 */
function RefundActions({ order, onDone }: { order: Order; onDone: (message: string) => void }) {
  const { permissions } = useStaff();
  const { idShort, refund } = order;
  const run = useMutation({
    mutationFn: () => orderMoves.retryRefund(idShort),
    onSuccess: () => onDone(orderMessages.refunded),
    onSettled: () => refreshOrder(idShort),
  });
  if (refund?.status !== "PENDING") return null;
  const canRefund = permissions.includes("orders.refund");
  if (refund.method === "BANK_TRANSFER")
    return (
      <TransferDue
        transfer={refund}
        canRecord={canRefund}
        onRecord={(body) => orderMoves.recordTransfer(idShort, body)}
        onDone={onDone}
      />
    );
  if (!canRefund) return null;
  return (
    <PanelAction
      label={texts.retryRefund}
      pending={run.isPending}
      error={run.error}
      onClick={() => run.mutate()}
    />
  );
}

/**
 * Each MULTIBANCO payment the staff must send back by transfer: its amount, by when, and
 * «Registar transferência» with its day and the bank's reference.
 */
function LatePaymentActions({
  order,
  onDone,
}: {
  order: Order;
  onDone: (message: string) => void;
}) {
  const { permissions } = useStaff();
  const { idShort } = order;
  const due = order.latePayments.filter((late) => late.byStaff && !late.refundedAt);
  const canRecord = permissions.includes("orders.refund");
  return due.map((late) => (
    <TransferDue
      key={late.id}
      transfer={{ ...late, iban: null, heldUntil: null }}
      canRecord={canRecord}
      onRecord={(body) => orderMoves.recordLatePaymentRefund(idShort, late.id, body)}
      onDone={onDone}
    />
  ));
}

/** «Tentar de novo» for an invoice or credit note the provider did not issue. */
function InvoiceActions({ order, onDone }: { order: Order; onDone: (message: string) => void }) {
  const { permissions } = useStaff();
  const { idShort, certifiedInvoice: invoice } = order;
  const run = useMutation({
    mutationFn: () => orderMoves.retryInvoice(idShort),
    onSuccess: () => onDone(texts.invoiceRetried),
    onSettled: () => refreshOrder(idShort),
  });
  if (!invoiceWaiting(invoice) || !invoice?.lastError) return null;
  if (!permissions.includes("orders.write")) return null;
  return (
    <PanelAction
      label={texts.retryInvoice}
      pending={run.isPending}
      error={run.error}
      onClick={() => run.mutate()}
    />
  );
}

/** A panel's one button (the refund's, the invoice's) and what went wrong when it was pressed. */
function PanelAction(props: {
  label: string;
  pending: boolean;
  error: Error | null;
  onClick: () => void;
}) {
  return (
    <div className={styles.refundActions}>
      <button type="button" className="button" disabled={props.pending} onClick={props.onClick}>
        {props.label}
      </button>
      <FormAlert message={props.error ? failureMessage(props.error) : null} />
    </div>
  );
}

/** One order: what was bought, for how much, where it goes, how it was paid, and its history. */
function OrderView({ idShort }: { idShort: string }) {
  const { data: order } = useQuery(orderQuery(idShort));
  const [done, setDone] = useState<string | null>(null);
  useDocumentTitle(texts.title(idShort));
  if (!order) return null;
  const onDone = (message: string) => {
    setDone(message);
    refreshOrder(idShort);
  };
  return (
    <article className={page.page}>
      <Link to="..">{texts.back}</Link>
      <header className={styles.header}>
        <h1>{texts.title(order.idShort)}</h1>
        <StateBadge state={order.state} />
        <p className={styles.muted}>
          {texts.createdAt} {formatShopDateTime(order.createdAt)}
        </p>
      </header>
      <FormStatus message={done} />
      <Actions order={order} onDone={onDone} />
      <div className={styles.grid}>
        <Lines order={order} />
        <Customer order={order} />
        <Payment order={order}>
          <LatePaymentActions order={order} onDone={onDone} />
        </Payment>
        <Addresses order={order} />
        <Dispatch order={order} />
        <Refund order={order}>
          <RefundActions order={order} onDone={onDone} />
        </Refund>
        <UnconfirmedRefunds order={order} onDone={onDone} />
        <CertifiedInvoice order={order}>
          <InvoiceActions order={order} onDone={onDone} />
        </CertifiedInvoice>
        {order.state === "DELIVERED" && <OrderReturns idShort={order.idShort} onDone={onDone} />}
        <OrderNotes idShort={order.idShort} />
        <Timeline order={order} />
      </div>
    </article>
  );
}

/** An order's page; a store's staff see their store's pickup as the counter hands it over. */
export function Component() {
  const idShort = useParams().idShort ?? "";
  return useStaff().permissions.includes("orders.read") ? (
    <OrderView idShort={idShort} />
  ) : (
    <PickupView idShort={idShort} />
  );
}
