import {
  type Dashboard,
  formatShopDateTime,
  LOW_STOCK_DEFAULT,
  REFUND_DEADLINE_DAYS,
  type SalesFigures,
} from "@shop/shared";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link } from "react-router";
import page from "../../components/page.module.css";
import { EmptyState, PageHeader } from "../../components/page-parts";
import { queryClient } from "../../lib/query-client";
import { orderTexts } from "../orders/texts";
import { dashboardQuery } from "./api";
import styles from "./dashboard.module.css";
import { euros } from "./format";
import { SalesChart } from "./sales-chart";
import { SalesReport } from "./sales-report";
import { dashboardTexts as texts } from "./texts";

export const loader = () => queryClient.ensureQueryData(dashboardQuery);

/**
 * What the shop sold, and what waits for someone: refunds to make, purchases to prepare,
 * references, stock.
 */
export function Component() {
  const { data } = useQuery(dashboardQuery);
  if (!data) return null;
  const { sales } = data;
  return (
    <div className={page.page}>
      <PageHeader title={texts.title} />
      <section aria-labelledby="painel-vendas">
        <h2 id="painel-vendas" className="visually-hidden">
          {texts.sales}
        </h2>
        <ul className={styles.figures}>
          <Figure label={texts.today} figures={sales.today} />
          <Figure label={texts.last7Days} figures={sales.last7Days} />
          <Figure label={texts.last30Days} figures={sales.last30Days} />
        </ul>
      </section>
      <section className="panel">
        <SalesChart daily={data.daily} />
      </section>
      <SalesReport />
      <div className={styles.lists}>
        <RefundsDue list={data.refundsDue} />
        <Purchases
          id="painel-preparar"
          title={texts.toPrepare}
          empty={texts.toPrepareEmpty}
          list={data.toPrepare}
          when={({ paidAt }) => `${texts.paidAt} ${formatShopDateTime(paidAt)}`}
        />
        <Purchases
          id="painel-referencias"
          title={texts.expiring}
          hint={texts.expiringHint}
          empty={texts.expiringEmpty}
          list={data.expiringReferences}
          when={({ expiresAt }) => `${texts.expiresAt} ${formatShopDateTime(expiresAt)}`}
        />
        <LowStock list={data.lowStock} />
      </div>
    </div>
  );
}

function Figure({ label, figures }: { label: string; figures: SalesFigures }) {
  return (
    <li className={`panel ${styles.figure}`}>
      <span className={styles.figureLabel}>{label}</span>
      <strong className={styles.figureValue}>{euros(figures.revenueCents)}</strong>
      <span className={styles.muted}>{texts.purchases(figures.count)}</span>
    </li>
  );
}

function ListPanel(props: {
  id: string;
  title: string;
  hint?: string;
  total: number;
  shown: number;
  empty: string;
  children: ReactNode;
}) {
  return (
    <section className={`panel ${styles.list}`} aria-labelledby={props.id}>
      <h2 id={props.id} className={styles.listTitle}>
        {props.title}
        <span className={styles.count}>{props.total}</span>
      </h2>
      {props.hint && <p className={styles.muted}>{props.hint}</p>}
      {props.total === 0 ? (
        <EmptyState text={props.empty} />
      ) : (
        <ul className={styles.items}>{props.children}</ul>
      )}
      {props.total > props.shown && (
        <p className={styles.muted}>{texts.more(props.shown, props.total)}</p>
      )}
    </section>
  );
}

/**
 * A line of a list: a link to where it is handled, a figure at the end, a detail under both, and
 * a warning (`flag`) after the detail.
 */
function Item(props: { to: string; label: string; end: ReactNode; detail: string; flag?: string }) {
  return (
    <li className={styles.item}>
      <Link to={props.to}>{props.label}</Link>
      <span className={styles.itemEnd}>{props.end}</span>
      <span className={styles.itemDetail}>
        {props.detail}
        {props.flag && <strong className={styles.out}> · {props.flag}</strong>}
      </span>
    </li>
  );
}

type Expiring = Dashboard["expiringReferences"]["items"][number];

/** Purchases that wait for someone: paid ones to prepare, unpaid ones whose reference expires. */
function Purchases<P extends Dashboard["toPrepare"]["items"][number] | Expiring>(props: {
  id: string;
  title: string;
  hint?: string;
  empty: string;
  list: { total: number; items: P[] };
  /** The purchase's date and what it is («paga a…», «expira a…»). */
  when: (purchase: P) => string;
}) {
  const { list } = props;
  return (
    <ListPanel
      id={props.id}
      title={props.title}
      {...(props.hint ? { hint: props.hint } : {})}
      total={list.total}
      shown={list.items.length}
      empty={props.empty}
    >
      {list.items.map((purchase) => (
        <Item
          key={purchase.idShort}
          to={`/encomendas/${purchase.idShort}`}
          label={purchase.idShort}
          end={euros(purchase.totalCents)}
          detail={`${purchase.name} · ${props.when(purchase)}`}
        />
      ))}
    </ListPanel>
  );
}

function LowStock({ list }: { list: Dashboard["lowStock"] }) {
  return (
    <ListPanel
      id="painel-stock"
      title={texts.lowStock}
      hint={texts.lowStockHint(LOW_STOCK_DEFAULT)}
      total={list.total}
      shown={list.items.length}
      empty={texts.lowStockEmpty}
    >
      {list.items.map((size) => (
        <Item
          key={`${size.productId}-${size.size}`}
          to={`/produtos/${size.productId}`}
          label={size.ref}
          end={
            <span className={size.quantity === 0 ? styles.out : undefined}>
              {texts.units(size.quantity)}
            </span>
          }
          detail={`${size.title} · ${texts.size} ${size.size}`}
        />
      ))}
    </ListPanel>
  );
}

/**
 * Money owed back, with the legal limit of each and the hold of a transfer whose IBAN was given
 * lately; the late ones first and marked.
 */
function RefundsDue({ list }: { list: Dashboard["refundsDue"] }) {
  return (
    <ListPanel
      id="painel-reembolsos"
      title={texts.refundsDue}
      hint={texts.refundsDueHint(REFUND_DEADLINE_DAYS)}
      total={list.total}
      shown={list.items.length}
      empty={texts.refundsDueEmpty}
    >
      {list.items.map((refund) => (
        <Item
          key={`${refund.reason}-${refund.idShort}-${refund.dueAt}`}
          to={`/encomendas/${refund.idShort}`}
          label={refund.idShort}
          end={euros(refund.amountCents)}
          detail={[
            refund.name,
            texts.refundReasons[refund.reason],
            orderTexts.refundMethod[refund.method],
            `${texts.dueBy} ${formatShopDateTime(refund.dueAt)}`,
            orderTexts.ibanHold(refund),
          ]
            .filter(Boolean)
            .join(" · ")}
          flag={refund.overdue ? texts.overdue : undefined}
        />
      ))}
    </ListPanel>
  );
}
