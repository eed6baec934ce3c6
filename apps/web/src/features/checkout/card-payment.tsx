import { formatEuros, type GeneratedPurchase } from "@shop/shared";
import { useQuery } from "@tanstack/react-query";
import { Component, lazy, type ReactNode, Suspense } from "react";
import { paymentsConfigQuery } from "./api";
import styles from "./payment.module.css";
import { cardTexts, checkoutTexts } from "./texts";

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
    if (!this.state.failed) return this.props.children;
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
}

function Loading() {
  return (
    <p role="status" className={styles.note}>
      {cardTexts.loading}
    </p>
  );
}

/** Mounts the card provider's form for the generated purchase. */
export function CardPayment({
  purchase,
  billingName,
  onPaid,
}: {
  purchase: GeneratedPurchase;
  billingName: string;
  onPaid: () => void;
}) {
  const config = useQuery(paymentsConfigQuery);
  if (config.isPending) return <Loading />;
  if (config.isError || !purchase.paymentKey) {
    return (
      <p role="alert" className={styles.cardError}>
        {cardTexts.notConfigured}
      </p>
    );
  }
  const props = {
    clientSecret: purchase.paymentKey,
    value: purchase.paymentValue,
    billingName,
    publishableKey: config.data.publishableKey,
    onPaid,
  };
  return (
    <>
      <p>
        {cardTexts.intro} <strong>{formatEuros(purchase.paymentValue)}</strong>.
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
