import { dispatchPromise, type Persistent } from "@shop/shared";
import { memo, useEffect, useId, useState } from "react";
import { Link } from "react-router";
import { useTexts } from "../../../lib/i18n/use-texts";
import { whenIdle } from "../../../lib/next-task";
import { usePersistent } from "../../../lib/persistent";
import { chooseDeliveryCountry, useDeliveryCountry } from "./delivery-country";
import styles from "./purchase-promise.module.css";
import { promiseTexts } from "./texts";

/** The terms' sections (content/texts.ts, termsSections) each promise links to. */
const DELIVERY_TERMS = "/terms#entrega";
const RETURN_TERMS = "/terms#livre-resolucao";
const MINUTE_MS = 60_000;

/**
 * Beside the button: when the order arrives in the visitor's country (and for how much), that it
 * can be collected free in a store, and how it can be returned, each with its terms.
 */
export const PurchasePromise = memo(function PurchasePromise() {
  const texts = useTexts(promiseTexts);
  const persistent = usePersistent();
  const country = useDeliveryCountry(persistent);
  const group = country ? persistent.countryGroups[String(country.groupId)] : undefined;
  const pickup = persistent.stores.some((store) => store.pickup);
  const headingId = useId();

  return (
    <section className={styles.promise} aria-labelledby={headingId}>
      <h2 id={headingId} className="visually-hidden">
        {texts.heading}
      </h2>
      <ul className={styles.list}>
        {country && group && (
          <li>
            <CountryChoice persistent={persistent} countryId={country.id} />
            <p className={styles.title}>{texts.delivery(group.deliveryDays)}</p>
            <p className={styles.text}>{texts.deliveryPrice(group.price)}</p>
            <DispatchLine cutoff={persistent.settings.dispatch_cutoff} />
            <Link to={DELIVERY_TERMS} className={styles.link}>
              {texts.deliveryTerms}
            </Link>
          </li>
        )}
        {pickup && (
          <li>
            <p className={styles.title}>{texts.pickup}</p>
            <p className={styles.text}>{texts.pickupText}</p>
            <Link to="/stores" className={styles.link}>
              {texts.pickupStores}
            </Link>
          </li>
        )}
        <li>
          <p className={styles.title}>{texts.returns}</p>
          <p className={styles.text}>{texts.returnsText}</p>
          <Link to={RETURN_TERMS} className={styles.link}>
            {texts.returnsTerms}
          </Link>
        </li>
      </ul>
    </section>
  );
});

/**
 * «Entregar em: [Portugal]»: the shop's countries; the choice is kept in the browser. The server's
 * page and its hydration carry the chosen country alone (fifty-odd elements fewer to render and
 * bring alive); the others are added once the page is idle, or when the list is reached first.
 */
function CountryChoice({ persistent, countryId }: { persistent: Persistent; countryId: number }) {
  const texts = useTexts(promiseTexts);
  const id = useId();
  const [everyCountry, setEveryCountry] = useState(false);
  useEffect(() => whenIdle(() => setEveryCountry(true)), []);
  const countries = everyCountry
    ? persistent.countries
    : persistent.countries.filter((country) => country.id === countryId);
  return (
    <p className={styles.country}>
      <label htmlFor={id}>{texts.country}</label>
      <select
        id={id}
        value={countryId}
        onChange={(event) => chooseDeliveryCountry(Number(event.target.value))}
        onFocus={() => setEveryCountry(true)}
        onPointerDown={() => setEveryCountry(true)}
      >
        {countries.map((country) => (
          <option key={country.id} value={country.id}>
            {country.name}
          </option>
        ))}
      </select>
    </p>
  );
}

/**
 * «Encomende até às 14h00 e sai hoje.»: it depends on the moment, so it is said in the browser
 * only (the server's page, kept ready, has the line's room empty), and follows the clock.
 */
function DispatchLine({ cutoff }: { cutoff: string }) {
  const texts = useTexts(promiseTexts);
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), MINUTE_MS);
    return () => clearInterval(timer);
  }, []);
  return <p className={styles.dispatch}>{now && texts.dispatch(dispatchPromise(now, cutoff))}</p>;
}
