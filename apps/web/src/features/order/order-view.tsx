import { formatEuros, formatLongDateTime, formatVatPercent, type OrderPage } from "@shop/shared";
import { type ReactNode, useId } from "react";
import { Link } from "react-router";
import { NO_IMAGE } from "../../components/product/product-display";
import { StoredPicture } from "../../components/ui/stored-picture";
import { env } from "../../config/env";
import {
  formatDay,
  formatDayTime,
  groupReference,
  stateTag,
} from "../account/purchases/purchase-format";
import styles from "../account/purchases/purchases.module.css";
import { accountTexts } from "../account/texts";
import own from "./order.module.css";
import { orderTexts as texts } from "./texts";

const labels = accountTexts.purchases;

export function Pairs({ rows }: { rows: Array<[string, string]> }) {
  return (
    <dl className={styles.pairs}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Block({
  title,
  children,
  wide = false,
}: {
  title: string;
  children: ReactNode;
  wide?: boolean;
}) {
  const id = useId();
  return (
    <section className={`${styles.block} ${wide ? own.wide : ""}`} aria-labelledby={id}>
      <h2 id={id} className={styles.blockTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A document's PDF, opened in a new window. */
function DocumentLink({ url, label }: { url: string; label: string }) {
  return (
    <a href={`${env.apiBaseUrl}${url}`} target="_blank" rel="noopener noreferrer">
      {label}
      <span className="visually-hidden"> {labels.newWindow}</span>
    </a>
  );
}

export function Lines({ order }: { order: OrderPage }) {
  return (
    <Block title={texts.lines} wide>
      <ul className={styles.products}>
        {order.lines.map((line) => (
          <li key={`${line.productId}-${line.size}`} className={styles.product}>
            <StoredPicture
              name={line.picture ?? NO_IMAGE}
              sizes="64px"
              alt=""
              width={64}
              height={64}
              loading="lazy"
            />
            <div>
              <Link to={`/product/${line.productId}`}>{line.title}</Link>
              <p className={styles.muted}>
                {texts.size}: {labels.sizeValue(line.size)} · {texts.quantity}: {line.quantity} ·{" "}
                {texts.unitPrice}: {formatEuros(line.price)}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </Block>
  );
}

export function Totals({ order: { totals } }: { order: OrderPage }) {
  return (
    <Block title={labels.prices}>
      <Pairs
        rows={[
          [labels.base, formatEuros(totals.base)],
          [labels.delivery, formatEuros(totals.deliveryBase)],
          [labels.vat(formatVatPercent(totals.vatPercent)), formatEuros(totals.vat)],
          [labels.totalWithVat, formatEuros(totals.total)],
        ]}
      />
    </Block>
  );
}

function Payment({ order }: { order: OrderPage }) {
  const { multibanco } = order;
  if (order.state !== "MULTIBANCO" || !multibanco) return null;
  return (
    <Block title={labels.payment}>
      <Pairs
        rows={[
          [labels.entity, multibanco.entity],
          [labels.paymentReference, groupReference(multibanco.reference)],
          [labels.value, formatEuros(order.totals.total)],
          [labels.deadline, formatDayTime(multibanco.expiresAt)],
        ]}
      />
    </Block>
  );
}

function Tracking({ order }: { order: OrderPage }) {
  const { dispatch } = order;
  if (!dispatch) return null;
  return (
    <Block title={labels.tracking}>
      <p>
        {labels.carrier}: <strong>{dispatch.carrierName}</strong>
      </p>
      {dispatch.trackingUrl ? (
        // The page's address is its key: never sent on to the carrier's site.
        <a href={dispatch.trackingUrl} target="_blank" rel="noopener noreferrer">
          {labels.trackingLink} ({dispatch.trackingNumber})
          <span className="visually-hidden"> {labels.newWindow}</span>
        </a>
      ) : (
        <p>
          {labels.trackingNumber}: <strong>{dispatch.trackingNumber}</strong>
        </p>
      )}
    </Block>
  );
}

export function Pickup({ order: { pickup } }: { order: OrderPage }) {
  if (!pickup) return null;
  return (
    <Block title={texts.pickupTitle}>
      <p>
        <strong>{pickup.storeName}</strong>
      </p>
      <Pairs
        rows={[
          [texts.storeAddress, pickup.storeAddress],
          ...(pickup.hours ?? []).map(({ days, times }) => [days, times] as [string, string]),
        ]}
      />
    </Block>
  );
}

/** What happened to the order, with Lisbon's date and hour: «28 de novembro de 2026, 20:52». */
function Timeline({ order }: { order: OrderPage }) {
  if (order.timeline.length === 0) return null;
  return (
    <Block title={texts.timelineTitle}>
      <ol className={own.timeline}>
        {order.timeline.map((event) => (
          <li key={`${event.kind}-${event.at}`}>
            <strong>{texts.timeline[event.kind]}</strong>
            <time dateTime={event.at}>{formatLongDateTime(event.at)}</time>
          </li>
        ))}
      </ol>
    </Block>
  );
}

function Documents({ order }: { order: OrderPage }) {
  if (!order.invoice && order.creditNotes.length === 0) return null;
  return (
    <Block title={labels.invoice}>
      <ul className={own.documents}>
        {order.invoice && (
          <li>
            <DocumentLink
              url={order.invoice.url}
              label={labels.invoiceLink(order.invoice.number)}
            />
          </li>
        )}
        {order.creditNotes.map((note) => (
          <li key={note.url}>
            <DocumentLink url={note.url} label={texts.creditNoteLink(note.number)} />
          </li>
        ))}
      </ul>
    </Block>
  );
}

function Cancellation({ order }: { order: OrderPage }) {
  if (order.state !== "CANCELED") return null;
  const { refund } = order;
  let text: string = labels.notCharged;
  if (refund?.method === "CARD") text = labels.refundCard(refund.done);
  if (refund?.method === "BANK_TRANSFER") text = labels.refundTransfer(refund.done);
  return (
    <Block title={labels.canceled}>
      <p>{text}</p>
      {refund && (
        <p>
          {texts.refundTitle}: <strong>{formatEuros(refund.amount)}</strong>
        </p>
      )}
    </Block>
  );
}

export interface OrderViewProps {
  order: OrderPage;
  /** The «Cancelar encomenda» action, shown while the customer may still cancel. */
  cancelAction?: ReactNode;
  /**
   * A section of its own after the order's details: the place of «Devolver ou trocar» (returns
   * and exchanges), given by whoever shows the page.
   */
  returnsSection?: ReactNode;
  /** What the page says about its own link (revoking it), after the order. */
  linkSection?: ReactNode;
}

/** An order as its emails show it: state, lines, totals, where it goes, documents, refund. */
export function OrderView({ order, cancelAction, returnsSection, linkSection }: OrderViewProps) {
  const tag = stateTag(order.state);
  return (
    <>
      <article className={own.order}>
        <Block title={texts.summary}>
          <Pairs
            rows={[
              [texts.date, formatDay(order.date)],
              ...(tag ? [[texts.state, tag] as [string, string]] : []),
              order.pickup
                ? [texts.pickupRow, order.pickup.storeName]
                : [texts.deliveryPlace, order.deliveryPlace],
            ]}
          />
          {order.cancel.allowed && <div className={own.action}>{cancelAction}</div>}
        </Block>
        <Payment order={order} />
        <Pickup order={order} />
        <Tracking order={order} />
        <Timeline order={order} />
        <Cancellation order={order} />
        <Documents order={order} />
        <Lines order={order} />
        <Totals order={order} />
        {returnsSection && <div className={own.wide}>{returnsSection}</div>}
      </article>
      {linkSection}
    </>
  );
}
