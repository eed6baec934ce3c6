import { type OrderPage, routerPathIn, type Translation } from "@shop/shared";
import { FormAlert, failureMessage, useUiTexts } from "@shop/ui";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useId, useState } from "react";
import { Link, useParams } from "react-router";
import { useUser } from "../../lib/auth/hooks";
import { useDocumentTitle } from "../../lib/document-title";
import { useLanguage } from "../../lib/i18n/language";
import { useEuros } from "../../lib/i18n/money";
import { useTexts } from "../../lib/i18n/use-texts";
import { queryClient } from "../../lib/query-client";
import page from "../account/components/page.module.css";
import { endCheckoutOf, replaceCheckoutPurchase } from "../checkout/checkout-end";
import { draftStorage } from "../checkout/draft-storage";
import { MbwayPanel } from "../checkout/mbway-panel";
import { MultibancoPanel } from "../checkout/multibanco-panel";
import payment from "../checkout/payment.module.css";
import {
  mbwayTexts as portugueseMbwayTexts,
  methodLabels as portugueseMethodLabels,
  multibancoTexts as portugueseMultibancoTexts,
  successTexts as portugueseSuccessTexts,
} from "../checkout/texts";
import { ownerOf } from "../checkout/use-mbway-payment";
import { orderPageQuery } from "./api";
import { confirmationBuyer } from "./confirmation-buyer";
import { GuestAccountOffer } from "./guest-account-offer";
import styles from "./order.module.css";
import { Lines, Pairs, Pickup, Totals } from "./order-view";
import { orderTexts } from "./texts";

/** Paid, still waiting (a MULTIBANCO reference, an MB WAY request), or cancelled (expired). */
type Stage = "paid" | "waiting" | "canceled";

function stageOf(order: OrderPage): Stage {
  if (order.state === "MULTIBANCO" || order.state === "REGISTERED") return "waiting";
  return order.state === "CANCELED" ? "canceled" : "paid";
}

type ConfirmationTexts = Translation<typeof orderTexts.confirmation>;

/** The page's heading at each stage. */
function headingOf(texts: ConfirmationTexts, stage: Stage): string {
  return { paid: texts.title, waiting: texts.waitingTitle, canceled: texts.canceledTitle }[stage];
}

/** The payment's panel: its title, then what to do. */
function PaymentBox({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={payment.panel} aria-labelledby={id}>
      <h2 id={id} className={payment.panelTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * What the payment waits for, as the checkout showed it: the MULTIBANCO reference, or the MB WAY
 * request (followed, sent again or changed for a reference by the tab or account that bought).
 */
function Payment({ order, onPaid }: { order: OrderPage; onPaid: () => void }) {
  const { multibanco, idShort } = order;
  const user = useUser();
  const multibancoTexts = useTexts(portugueseMultibancoTexts);
  const mbwayTexts = useTexts(portugueseMbwayTexts);
  if (multibanco)
    return (
      <PaymentBox title={multibancoTexts.title}>
        <MultibancoPanel
          purchase={{
            idShort,
            paymentEntity: multibanco.entity,
            paymentReference: multibanco.reference,
            paymentValue: order.totals.total,
            paymentExpiresAt: multibanco.expiresAt,
          }}
          onPaid={onPaid}
        />
      </PaymentBox>
    );
  if (order.paymentMethod !== "MBWAY" || !(user || ownerOf(idShort).idempotencyKey)) return null;
  return (
    <PaymentBox title={mbwayTexts.title}>
      <MbwayPanel
        purchase={{ idShort, paymentValue: order.totals.total }}
        contactPhone={draftStorage.load().contacts.phone}
        onPaid={onPaid}
        onSwitched={(purchase) => {
          replaceCheckoutPurchase(purchase);
          onPaid();
        }}
      />
    </PaymentBox>
  );
}

/** «Encomenda …: pagamento recebido.» with its reference, method and value, or what it waits for. */
function Status({ order, stage }: { order: OrderPage; stage: Stage }) {
  const texts = useTexts(orderTexts).confirmation;
  const successTexts = useTexts(portugueseSuccessTexts);
  const methodLabels = useTexts(portugueseMethodLabels);
  const euros = useEuros();
  if (stage !== "paid")
    return (
      <p role="status" className={page.box}>
        {stage === "waiting"
          ? texts.waitingOrder(order.idShort)
          : texts.canceledOrder(order.idShort)}
      </p>
    );
  return (
    <div className={page.box}>
      <p role="status">
        {texts.order(order.idShort)} {texts.emailed}
      </p>
      <Pairs
        rows={[
          [successTexts.order, order.idShort],
          [successTexts.method, methodLabels[order.paymentMethod]],
          [successTexts.value, euros(order.totals.total)],
        ]}
      />
    </div>
  );
}

/** What happens next (after the payment, while it is awaited), and the order's own page. */
function Next({ order, stage, token }: { order: OrderPage; stage: Stage; token: string }) {
  const texts = useTexts(orderTexts).confirmation;
  const language = useLanguage();
  const id = useId();
  return (
    <section className={page.box} aria-labelledby={id}>
      <h2 id={id}>{texts.nextTitle}</h2>
      {stage === "waiting" && <p>{texts.nextPayment}</p>}
      {stage !== "canceled" && (
        <p>
          {order.pickup
            ? texts.nextPickup(order.pickup.storeName)
            : texts.nextDelivery(order.deliveryPlace)}
        </p>
      )}
      <p>{texts.orderLinkNote}</p>
      <Link to={routerPathIn(`/encomenda/${token}`, language)} className="button">
        {texts.toOrder}
      </Link>
    </section>
  );
}

/**
 * /encomenda/confirmada/{token}: the buyer's own page of the purchase, by a new order link the
 * checkout asked for them (a reload shows it again): once paid, or as soon as a MULTIBANCO
 * reference is generated or an MB WAY request sent, waiting for it (and turning into the paid
 * page when it arrives). A guest may create an account.
 */
export function ConfirmationPage() {
  const allTexts = useTexts(orderTexts);
  const { unexpected } = useUiTexts();
  const texts = allTexts.confirmation;
  const { token = "" } = useParams();
  const order = useQuery(orderPageQuery(token));
  const user = useUser();
  const offerId = useId();
  const stage = order.data ? stageOf(order.data) : null;
  useDocumentTitle(headingOf(texts, stage ?? "paid"));
  // Once the guest's account is made they are signed in: the offer stays to say it is done.
  const [created, setCreated] = useState(false);
  const buyer = confirmationBuyer.of(token);
  const offer = buyer !== null && (user === null || created);

  /** Paid (this tab's checkout is over), or now waiting for a reference: the page reads it again. */
  async function changed(idShort: string) {
    await queryClient.invalidateQueries({ queryKey: orderPageQuery(token).queryKey });
    if (queryClient.getQueryData(orderPageQuery(token).queryKey)?.state === "PAYED")
      endCheckoutOf(idShort);
  }

  return (
    <div className={`container ${page.page} ${styles.confirmation}`}>
      {order.isPending ? (
        <p role="status">{allTexts.loading}</p>
      ) : (
        <h1 className={styles.heading}>{headingOf(texts, stage ?? "paid")}</h1>
      )}
      {order.isError && <FormAlert message={failureMessage(order.error, unexpected)} />}
      {order.data && stage && (
        <>
          <Status order={order.data} stage={stage} />
          {stage === "waiting" && (
            <Payment order={order.data} onPaid={() => changed(order.data.idShort)} />
          )}
          <Next order={order.data} stage={stage} token={token} />
          {offer && (
            <section className={page.box} aria-labelledby={offerId}>
              <h2 id={offerId}>{texts.accountTitle}</h2>
              <GuestAccountOffer buyer={buyer} onCreated={() => setCreated(true)} />
            </section>
          )}
          <article className={styles.order}>
            <Lines order={order.data} />
            <Pickup order={order.data} />
            <Totals order={order.data} />
          </article>
        </>
      )}
    </div>
  );
}
