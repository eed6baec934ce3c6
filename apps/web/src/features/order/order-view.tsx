import {
  formatLongDateTime,
  formatShopDay,
  formatVatPercent,
  maskedGiftCardCode,
  type OrderPage,
  type Translation,
} from "@shop/shared";
import { type ReactNode, useId } from "react";
import { Link } from "react-router";
import { NO_IMAGE } from "../../components/product/product-display";
import { StoredPicture } from "../../components/ui/stored-picture";
import { env } from "../../config/env";
import { useLanguage } from "../../lib/i18n/language";
import { useEuros } from "../../lib/i18n/money";
import { useTexts } from "../../lib/i18n/use-texts";
import { formatDay, formatDayTime, groupReference } from "../account/purchases/purchase-format";
import styles from "../account/purchases/purchases.module.css";
import { accountTexts } from "../account/texts";
import { methodLabels } from "../checkout/texts";
import own from "./order.module.css";
import { orderTexts } from "./texts";

/** Labels and values, the last one (a total) in bold unless `plain`. */
export function Pairs({ rows, plain = false }: { rows: Array<[string, string]>; plain?: boolean }) {
  return (
    <dl className={`${styles.pairs} ${plain ? own.plain : ""}`}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The level of a block's heading: 2 on the order's own pages, 3 inside the account's purchase. */
type Level = 2 | 3;

function Block({
  title,
  children,
  wide = false,
  level = 2,
}: {
  title: string;
  children: ReactNode;
  wide?: boolean;
  level?: Level;
}) {
  const id = useId();
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <section className={`${styles.block} ${wide ? own.wide : ""}`} aria-labelledby={id}>
      <Heading id={id} className={styles.blockTitle}>
        {title}
      </Heading>
      {children}
    </section>
  );
}

/** A document's PDF, opened in a new window. */
function DocumentLink({ url, label }: { url: string; label: string }) {
  const labels = useTexts(accountTexts).purchases;
  return (
    <a href={`${env.apiBaseUrl}${url}`} target="_blank" rel="noopener noreferrer">
      {label}
      <span className="visually-hidden"> {labels.newWindow}</span>
    </a>
  );
}

export function Lines({ order }: { order: OrderPage }) {
  const texts = useTexts(orderTexts);
  const labels = useTexts(accountTexts).purchases;
  const euros = useEuros();
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
                {texts.unitPrice}: {euros(line.price)}
              </p>
              {line.codeDiscount > 0 && (
                <p className={styles.muted}>{texts.codeShare(euros(line.codeDiscount))}</p>
              )}
            </div>
          </li>
        ))}
      </ul>
    </Block>
  );
}

/** The gift cards an order bought (their values, no VAT) and those that paid part of it. */
function giftCardRows(
  order: OrderPage,
  texts: Translation<typeof orderTexts>,
  method: string,
  euros: (value: number) => string,
): { sold: [string, string][]; paid: [string, string][] } {
  const sold = order.giftCardsSold.map((card): [string, string] => [
    texts.giftCardSold(card.recipientName, formatShopDay(card.deliveryDay)),
    euros(card.value),
  ]);
  const used = order.giftCardsUsed.map((card): [string, string] => [
    texts.giftCardUsed(maskedGiftCardCode(card.last4)),
    euros(card.amount),
  ]);
  const rest = order.paidByMethod ?? 0;
  const byMethod: [string, string][] =
    used.length > 0 && rest > 0 ? [[texts.paidByMethod(method), euros(rest)]] : [];
  return { sold, paid: [...used, ...byMethod] };
}

export function Totals({ order }: { order: OrderPage }) {
  const texts = useTexts(orderTexts);
  const labels = useTexts(accountTexts).purchases;
  const euros = useEuros();
  const language = useLanguage();
  const methods = useTexts(methodLabels);
  const { totals, discountCode } = order;
  const cards = giftCardRows(order, texts, methods[order.paymentMethod], euros);
  const code: [string, string][] = discountCode
    ? [
        [
          texts.discountCode(discountCode.code),
          discountCode.freeDelivery ? texts.freeDelivery : `−${euros(discountCode.amount)}`,
        ],
      ]
    : [];
  return (
    <Block title={labels.prices}>
      <Pairs
        rows={[
          ...cards.sold,
          ...code,
          [labels.base, euros(totals.base)],
          [labels.delivery, euros(totals.deliveryBase)],
          [labels.vat(formatVatPercent(totals.vatPercent, language)), euros(totals.vat)],
          [labels.totalWithVat, euros(totals.total)],
          ...cards.paid,
        ]}
      />
    </Block>
  );
}

function Payment({ order }: { order: OrderPage }) {
  const labels = useTexts(accountTexts).purchases;
  const euros = useEuros();
  const { multibanco } = order;
  if (order.state !== "MULTIBANCO" || !multibanco) return null;
  return (
    <Block title={labels.payment}>
      <Pairs
        rows={[
          [labels.entity, multibanco.entity],
          [labels.paymentReference, groupReference(multibanco.reference)],
          [labels.value, euros(order.totals.total)],
          [labels.deadline, formatDayTime(multibanco.expiresAt)],
        ]}
      />
    </Block>
  );
}

function Tracking({ order }: { order: OrderPage }) {
  const labels = useTexts(accountTexts).purchases;
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

/** A pickup's store: its name, address and opening hours; `children` add to it (who collects). */
export function Pickup({
  order: { pickup },
  level,
  children,
}: {
  order: Pick<OrderPage, "pickup">;
  level?: Level;
  children?: ReactNode;
}) {
  const texts = useTexts(orderTexts);
  if (!pickup) return null;
  return (
    <Block title={texts.pickupTitle} level={level}>
      <p>
        <strong>{pickup.storeName}</strong>
      </p>
      <Pairs
        plain
        rows={[
          [texts.storeAddress, pickup.storeAddress],
          ...(pickup.hours ?? []).map(({ days, times }) => [days, times] as [string, string]),
        ]}
      />
      {children}
    </Block>
  );
}

/** What happened to the order, with Lisbon's date and hour: «28 de novembro de 2026, 20:52». */
export function Timeline({ order, level }: { order: Pick<OrderPage, "timeline">; level?: Level }) {
  const texts = useTexts(orderTexts);
  const language = useLanguage();
  if (order.timeline.length === 0) return null;
  return (
    <Block title={texts.timelineTitle} level={level}>
      <ol className={own.timeline}>
        {order.timeline.map((event) => (
          <li key={`${event.kind}-${event.at}`}>
            <strong>{texts.timeline[event.kind]}</strong>
            <time dateTime={event.at}>{formatLongDateTime(event.at, language)}</time>
          </li>
        ))}
      </ol>
    </Block>
  );
}

function Documents({ order }: { order: OrderPage }) {
  const texts = useTexts(orderTexts);
  const labels = useTexts(accountTexts).purchases;
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
  const texts = useTexts(orderTexts);
  const labels = useTexts(accountTexts).purchases;
  const euros = useEuros();
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
          {texts.refundTitle}: <strong>{euros(refund.amount)}</strong>
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
  const texts = useTexts(orderTexts);
  const labels = useTexts(accountTexts).purchases;
  const tag = labels.stateTag(order.state);
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
