import { formatShopDateTime, type PickupOrder } from "@shop/shared";
import { FormAlert, FormStatus, failureMessage } from "@shop/ui";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { useDocumentTitle } from "../../app/layout/document-title";
import { useStaff } from "../../app/session/session";
import page from "../../components/page.module.css";
import { pickupQuery, refreshOrder } from "./api";
import styles from "./order.module.css";
import { orderActions } from "./order-actions";
import { ItemsToHandOver, Pairs, Panel, PickupStore, Timeline } from "./order-panels";
import { PickupSteps, useSteps } from "./order-steps";
import { StateBadge } from "./state-badge";
import { pickupTexts, orderTexts as texts } from "./texts";

/** The pickup's moves this person may make: on the shelf, then collected. */
function Actions({ pickup, onDone }: { pickup: PickupOrder; onDone: (message: string) => void }) {
  const { permissions } = useStaff();
  const step = useSteps(onDone);
  const actions = orderActions(pickup.state, permissions, "pickup");
  if (actions.length === 0) return null;
  return (
    <section className={styles.actions} aria-label={texts.actions}>
      <PickupSteps idShort={pickup.idShort} actions={actions} step={step} />
      <FormAlert message={step.error ? failureMessage(step.error) : null} />
    </section>
  );
}

/**
 * One pickup as its store's counter hands it over: what to give, to whom (and their phone), and
 * its way there. Nothing of the customer's email, addresses, invoice, payment or refunds.
 */
export function PickupView({ idShort }: { idShort: string }) {
  const { data: pickup } = useQuery(pickupQuery(idShort));
  const [done, setDone] = useState<string | null>(null);
  useDocumentTitle(texts.title(idShort));
  if (!pickup) return null;
  const onDone = (message: string) => {
    setDone(message);
    refreshOrder(idShort);
  };
  const { customer } = pickup;
  return (
    <article className={page.page}>
      <Link to="..">{texts.back}</Link>
      <header className={styles.header}>
        <h1>{texts.title(pickup.idShort)}</h1>
        <StateBadge state={pickup.state} />
        <p className={styles.muted}>
          {texts.createdAt} {formatShopDateTime(pickup.createdAt)}
        </p>
      </header>
      <FormStatus message={done} />
      <Actions pickup={pickup} onDone={onDone} />
      <div className={styles.grid}>
        <ItemsToHandOver lines={pickup.lines} />
        <PickupStore
          pickup={pickup.pickup}
          collector={customer.name}
          overdueText={pickupTexts.overdueNote}
        />
        <Panel title={texts.customer}>
          <Pairs rows={[[texts.phone, customer.phone]]} />
        </Panel>
        <Timeline order={pickup} />
      </div>
    </article>
  );
}
