import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import { loadStripe, type Stripe } from "@stripe/stripe-js";
import { type FormEvent, useState } from "react";
import { useEuros } from "../../lib/i18n/money";
import { useTexts } from "../../lib/i18n/use-texts";
import { type CardFormProps, confirmCharge } from "./card-form-props";
import styles from "./payment.module.css";
import { cardTexts as portugueseCardTexts } from "./texts";

// One Stripe.js per publishable key for the whole visit, as Stripe asks.
const loaded = new Map<string, Promise<Stripe | null>>();

function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = loaded.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey, { locale: "pt" });
    loaded.set(publishableKey, stripe);
  }
  return stripe;
}

function PaymentForm({ value, billingName, onPaid, confirm }: CardFormProps) {
  const cardTexts = useTexts(portugueseCardTexts);
  const euros = useEuros();
  const stripe = useStripe();
  const elements = useElements();
  const [failure, setFailure] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);

  async function pay(): Promise<string | null> {
    if (!stripe || !elements) return cardTexts.loading;
    const { error, paymentIntent } = await stripe.confirmPayment({
      elements,
      confirmParams: {
        payment_method_data: { billing_details: { name: billingName } },
        // Only used by payment methods that leave the page; cards confirm in place (3DS in a popup).
        return_url: `${window.location.origin}/checkout`,
      },
      redirect: "if_required",
    });
    if (error) return error.message ?? cardTexts.failed;
    if (paymentIntent?.status !== "succeeded") return cardTexts.failed;
    return confirmCharge(paymentIntent.id, confirm, cardTexts.failed);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    setPaying(true);
    const outcome = await pay().catch(() => cardTexts.failed);
    setPaying(false);
    if (outcome) setFailure(outcome);
    else onPaid();
  }

  return (
    <form className={styles.cardForm} noValidate onSubmit={submit}>
      <PaymentElement options={{ layout: "tabs" }} />
      <button type="submit" className={`button ${styles.payButton}`} disabled={!stripe || paying}>
        {paying ? cardTexts.paying : cardTexts.pay(euros(value))}
      </button>
      <div role="alert" className={styles.cardFailure}>
        {failure}
      </div>
    </form>
  );
}

/** The real card provider's form (Stripe Elements), for the provider 'stripe'. */
export function StripeCardForm(props: CardFormProps) {
  const cardTexts = useTexts(portugueseCardTexts);
  if (!props.publishableKey) {
    return (
      <p role="alert" className={styles.cardError}>
        {cardTexts.notConfigured}
      </p>
    );
  }
  return (
    <Elements
      stripe={stripeFor(props.publishableKey)}
      options={{ clientSecret: props.clientSecret, locale: "pt" }}
    >
      <PaymentForm {...props} />
    </Elements>
  );
}
