import { useQuery } from "@tanstack/react-query";
import { Component, lazy, type ReactNode, Suspense } from "react";
import { useEuros } from "../../lib/i18n/money";
import { useTexts } from "../../lib/i18n/use-texts";
import { paymentsConfigQuery } from "./api";
import type { ConfirmCard } from "./card-form-props";
import styles from "./payment.module.css";
import {
  cardTexts as portugueseCardTexts,
  checkoutTexts as portugueseCheckoutTexts,
} from "./texts";

// Each card form is its own chunk: the real provider's library loads only when it is the provider.
const SandboxCardForm = lazy(() =>
  import("./sandbox-card-form").then((module) => ({ default: module.SandboxCardForm })),
);
const StripeCardForm = lazy(() =>
  import("./stripe-card-form").then((module) => ({ default: module.StripeCardForm })),
);

/** A card form whose code failed to load says so, with a way to try again. */
class LoadBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <LoadFailed /> : this.props.children;
  }
}

function LoadFailed() {
  const cardTexts = useTexts(portugueseCardTexts);
  const checkoutTexts = useTexts(portugueseCheckoutTexts);
  return (
    <div role="alert" className={styles.cardError}>
      <p>{cardTexts.loadFailed}</p>
      <button
        type="button"
        className="button button--secondary"
        onClick={() => window.location.reload()}
      >
        {checkoutTexts.retry}
      </button>
    </div>
  );
}

function Loading() {
  const cardTexts = useTexts(portugueseCardTexts);
  return (
    <p role="status" className={styles.note}>
      {cardTexts.loading}
    </p>
  );
}

/** Mounts the card provider's form for a payment (a purchase's, a reservation's) of `value` euros. */
export function CardPayment({
  paymentKey,
  value,
  billingName,
  onPaid,
  confirm,
}: {
  paymentKey: string | null;
  value: number;
  billingName: string;
  onPaid: () => void;
  confirm: ConfirmCard;
}) {
  const cardTexts = useTexts(portugueseCardTexts);
  const euros = useEuros();
  const config = useQuery(paymentsConfigQuery);
  if (config.isPending) return <Loading />;
  if (config.isError || !paymentKey) {
    return (
      <p role="alert" className={styles.cardError}>
        {cardTexts.notConfigured}
      </p>
    );
  }
  const props = {
    clientSecret: paymentKey,
    value,
    billingName,
    publishableKey: config.data.publishableKey,
    onPaid,
    confirm,
  };
  return (
    <>
      <p>
        {cardTexts.intro} <strong>{euros(value)}</strong>.
      </p>
      <LoadBoundary>
        <Suspense fallback={<Loading />}>
          {config.data.provider === "stripe" ? (
            <StripeCardForm {...props} />
          ) : (
            <SandboxCardForm {...props} />
          )}
        </Suspense>
      </LoadBoundary>
    </>
  );
}
