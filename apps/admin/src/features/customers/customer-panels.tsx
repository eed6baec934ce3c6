import {
  type CustomerAddress,
  type CustomerProfile,
  formatEuros,
  formatShopDateTime,
} from "@shop/shared";
import { useId } from "react";
import { Link } from "react-router";
import styles from "./customers.module.css";
import { purchaseStateNames, customersTexts as texts } from "./texts";

export function Panel(props: { title: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <section className={`panel ${styles.panel}`} aria-labelledby={id}>
      <h2 id={id}>{props.title}</h2>
      {props.children}
    </section>
  );
}

/** The account's own data: contacts, since when, last visit, favourites. */
export function DataPanel({ customer }: { customer: CustomerProfile }) {
  const rows: [string, React.ReactNode][] = [
    [
      texts.email,
      <>
        <a href={`mailto:${customer.email}`}>{customer.email}</a>{" "}
        <span className={customer.emailConfirmed ? styles.ok : styles.tag}>
          {texts.emailState(customer.emailConfirmed)}
        </span>
      </>,
    ],
    [texts.phone, customer.phone ?? texts.never],
    [texts.createdAt, formatShopDateTime(customer.createdAt)],
    [texts.lastSeenAt, customer.lastSeenAt ? formatShopDateTime(customer.lastSeenAt) : texts.never],
    [texts.wishlist, customer.wishlistCount],
  ];
  return (
    <Panel title={texts.data}>
      <dl className={styles.facts}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Panel>
  );
}

export function Address({ title, address }: { title: string; address: CustomerAddress | null }) {
  return (
    <div>
      <h3>{title}</h3>
      {address ? (
        <address className={styles.address}>
          {address.name && <span>{address.name}</span>}
          {address.nif && (
            <span>
              {texts.nif} {address.nif}
            </span>
          )}
          {address.street && <span>{address.street}</span>}
          <span>{[address.postalCode, address.city].filter(Boolean).join(" ")}</span>
          {address.country && <span>{address.country}</span>}
        </address>
      ) : (
        <p className={styles.muted}>{texts.noAddress}</p>
      )}
    </div>
  );
}

export function AddressesPanel({ customer }: { customer: Pick<CustomerProfile, "addresses"> }) {
  return (
    <Panel title={texts.addresses}>
      <div className={styles.addresses}>
        <Address title={texts.delivery} address={customer.addresses.delivery} />
        <Address title={texts.invoice} address={customer.addresses.invoice} />
      </div>
    </Panel>
  );
}

/** The newest purchases of the account and of its email as a guest, each opening its order. */
export function PurchasesPanel({
  customer,
}: {
  customer: Pick<CustomerProfile, "purchases" | "purchaseCount">;
}) {
  const { purchases, purchaseCount } = customer;
  return (
    <Panel title={texts.purchasesTitle}>
      {purchases.length === 0 && <p className={styles.muted}>{texts.noPurchases}</p>}
      {purchaseCount > purchases.length && (
        <p className={styles.muted}>{texts.purchasesShown(purchases.length, purchaseCount)}</p>
      )}
      <ul className={styles.purchases}>
        {purchases.map((purchase) => (
          <li key={purchase.id} className={styles.purchase}>
            <Link to={`/encomendas/${purchase.idShort}`} className={styles.reference}>
              {purchase.idShort}
            </Link>
            <span className={styles.state}>{purchaseStateNames[purchase.state]}</span>
            <span className={styles.total}>{formatEuros(purchase.total)}</span>
            <span className={styles.date}>{formatShopDateTime(purchase.date)}</span>
            {purchase.guest && <span className={styles.tag}>{texts.guest}</span>}
          </li>
        ))}
      </ul>
    </Panel>
  );
}
