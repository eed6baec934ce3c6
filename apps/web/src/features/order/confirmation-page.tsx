import { formatEuros } from "@shop/shared";
import { FormAlert, failureMessage } from "@shop/ui";
import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Link, useParams } from "react-router";
import { useUser } from "../../lib/auth/hooks";
import { useDocumentTitle } from "../../lib/document-title";
import page from "../account/components/page.module.css";
import { methodLabels, successTexts } from "../checkout/texts";
import { orderPageQuery } from "./api";
import { confirmationBuyer } from "./confirmation-buyer";
import { GuestAccountOffer } from "./guest-account-offer";
import styles from "./order.module.css";
import { Lines, Pairs, Pickup, Totals } from "./order-view";
import { orderTexts } from "./texts";

const texts = orderTexts.confirmation;

/**
 * /encomenda/confirmada/{token}: what the buyer sees once the purchase is paid, by a new order
 * link the checkout asked for them (a reload shows it again); a guest may create an account.
 */
export function ConfirmationPage() {
  const { token = "" } = useParams();
  const order = useQuery(orderPageQuery(token));
  const user = useUser();
  const nextId = useId();
  const offerId = useId();
  useDocumentTitle(texts.title);
  // Once the guest's account is made they are signed in: the offer stays to say it is done.
  const [created, setCreated] = useState(false);
  const buyer = confirmationBuyer.of(token);
  const offer = buyer !== null && (user === null || created);
  return (
    <div className={`container ${page.page} ${styles.confirmation}`}>
      <h1 className={styles.heading}>{texts.title}</h1>
      {order.isPending && <p role="status">{orderTexts.loading}</p>}
      {order.isError && <FormAlert message={failureMessage(order.error)} />}
      {order.data && (
        <>
          <div className={page.box}>
            <p role="status">
              {texts.order(order.data.idShort)} {texts.emailed}
            </p>
            <Pairs
              rows={[
                [successTexts.order, order.data.idShort],
                [successTexts.method, methodLabels[order.data.paymentMethod]],
                [successTexts.value, formatEuros(order.data.totals.total)],
              ]}
            />
          </div>
          <section className={page.box} aria-labelledby={nextId}>
            <h2 id={nextId}>{texts.nextTitle}</h2>
            <p>
              {order.data.pickup
                ? texts.nextPickup(order.data.pickup.storeName)
                : texts.nextDelivery(order.data.deliveryPlace)}
            </p>
            <p>{texts.orderLinkNote}</p>
            <Link to={`/encomenda/${token}`} className="button">
              {texts.toOrder}
            </Link>
          </section>
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
