import {
  centsToEuros,
  formatEuros,
  formatIban,
  formatShopDateTime,
  formatShopDay,
  formatVatPercent,
  maskedGiftCardCode,
  type Order,
  type PickupOrder,
  paymentMethodNames,
} from "@shop/shared";
import type { ReactNode } from "react";
import { apiUrl } from "./api";
import styles from "./order.module.css";
import { invoiceWaiting, orderFulfilment } from "./order-actions";
import { orderTexts as texts, transferTexts } from "./texts";
import { eventSentence } from "./timeline";

const euros = (cents: number) => formatEuros(centsToEuros(cents));
const when = (at: string | null) => (at ? formatShopDateTime(at) : null);

/** A white card with a heading. */
export function Panel(props: { title: string; children: ReactNode; wide?: boolean }) {
  return (
    <section className={`panel ${styles.panel}`} data-wide={props.wide || undefined}>
      <h2 className={styles.panelTitle}>{props.title}</h2>
      {props.children}
    </section>
  );
}

/** Label–value rows; rows without a value are left out. */
export function Pairs({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <dl className={styles.pairs}>
      {rows
        .filter(([, value]) => value !== null && value !== undefined && value !== "")
        .map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

/** What a line is: the product, its ref, the size and how many. */
function LineSummary({ line }: { line: PickupOrder["lines"][number] }) {
  return (
    <>
      <span className={styles.lineTitle}>
        {line.title}
        <span className={styles.muted}>Ref. {line.ref}</span>
      </span>
      <span className={styles.lineMeta}>
        <span className={styles.keepTogether}>
          {texts.size} {texts.sizeValue(line.size)}
        </span>{" "}
        ·{" "}
        <span className={styles.keepTogether}>
          {texts.quantity} {line.quantity}
        </span>
      </span>
    </>
  );
}

/** What to hand over at the counter: each line without its price. */
export function ItemsToHandOver({ lines }: { lines: PickupOrder["lines"] }) {
  return (
    <Panel title={texts.lines} wide>
      <ul className={styles.lines}>
        {lines.map((line) => (
          <li key={`${line.productId}-${line.size}`} className={styles.line}>
            <LineSummary line={line} />
          </li>
        ))}
      </ul>
    </Panel>
  );
}

export function Lines({ order }: { order: Order }) {
  const soldCardsCents = order.giftCardsSold.reduce((sum, card) => sum + card.valueCents, 0);
  return (
    <Panel title={texts.lines} wide>
      <ul className={styles.lines}>
        {order.lines.map((line) => (
          <li key={`${line.productId}-${line.size}`} className={styles.line}>
            <LineSummary line={line} />
            <span className={`${styles.amount} ${styles.lineUnit}`}>
              {line.quantity} × {euros(line.unitPriceCents)}
              {line.reduction && (
                <span className={styles.muted}>
                  {" "}
                  ({line.reduction === "sale" ? texts.inSale : texts.discount(line.discount)})
                </span>
              )}
              {line.codeDiscountCents > 0 && (
                <span className={styles.muted}>
                  {" "}
                  ({texts.codeShare(euros(line.codeDiscountCents))})
                </span>
              )}
            </span>
            <strong className={`${styles.amount} ${styles.lineTotal}`}>
              {euros(line.unitPriceCents * line.quantity - line.codeDiscountCents)}
            </strong>
          </li>
        ))}
      </ul>
      {order.discountCode && (
        <p>
          {texts.discountCode(
            order.discountCode.code,
            order.discountCode.freeDelivery
              ? texts.freeDelivery
              : `−${euros(order.discountCode.discountCents)}`,
          )}
        </p>
      )}
      {order.giftCardsSold.map((card) => (
        <p key={`${card.recipientEmail}-${card.valueCents}-${card.deliveryDay}`}>
          {texts.giftCardSold(
            euros(card.valueCents),
            `${card.recipientName} <${card.recipientEmail}>`,
            formatShopDay(card.deliveryDay),
            card.last4 ? maskedGiftCardCode(card.last4) : null,
          )}
        </p>
      ))}
      <Pairs
        rows={[
          [texts.base, euros(order.totals.baseCents)],
          [texts.delivery, euros(order.totals.deliveryBaseCents)],
          ...(soldCardsCents > 0
            ? [[texts.giftCardsSold, euros(soldCardsCents)] as [string, string]]
            : []),
          [texts.vat(formatVatPercent(order.totals.vatPercent)), euros(order.totals.vatCents)],
          [texts.totalWithVat, <strong key="total">{euros(order.totals.totalCents)}</strong>],
          ...order.giftCardsUsed.map((card): [string, string] => [
            texts.giftCardUsed(maskedGiftCardCode(card.last4)),
            euros(card.cents),
          ]),
        ]}
      />
    </Panel>
  );
}

export function Customer({ order }: { order: Order }) {
  const { customer } = order;
  return (
    <Panel title={texts.customer}>
      <Pairs
        rows={[
          [
            texts.email,
            <a key="email" href={`mailto:${customer.email}`}>
              {customer.email}
            </a>,
          ],
          [texts.phone, customer.phone],
          [texts.accountKind, customer.userId === null ? texts.guest : texts.account],
          ...(customer.language === "en"
            ? [[texts.language, texts.english] as [string, string]]
            : []),
          [texts.notes, order.notes],
        ]}
      />
    </Panel>
  );
}

function AddressLines({ lines }: { lines: Array<string | null> }) {
  return (
    <address className={styles.address}>
      {lines.filter(Boolean).map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the lines never move; two may be equal.
        <span key={index}>{line}</span>
      ))}
    </address>
  );
}

/**
 * The store a pickup is collected in, who collects it, and its days on the shelf; once overdue,
 * what to do (`overdueText`: what this person may do about it).
 */
export function PickupStore(props: {
  pickup: PickupOrder["pickup"];
  collector: string;
  overdueText?: string;
}) {
  const { pickup, overdueText = texts.pickupOverdue } = props;
  return (
    <Panel title={texts.pickupStore}>
      <AddressLines
        lines={[
          pickup.storeName,
          pickup.storeAddress,
          `${texts.pickupBy}: ${props.collector}`,
          pickup.readyAt && `${texts.readyAt}: ${when(pickup.readyAt)}`,
          pickup.remindedAt && `${texts.remindedAt}: ${when(pickup.remindedAt)}`,
        ]}
      />
      {pickup.overdue && <p className={styles.overdue}>{overdueText}</p>}
    </Panel>
  );
}

export function Addresses({ order }: { order: Order }) {
  const { delivery: d, invoice: i } = order;
  return (
    <>
      {order.pickup ? (
        <PickupStore pickup={order.pickup} collector={d.name} />
      ) : (
        <Panel title={texts.deliveryAddress}>
          {orderFulfilment(order) === "email" ? (
            <p className={styles.muted}>{texts.cardsByEmail}</p>
          ) : (
            <AddressLines lines={[d.name, d.street, `${d.postalCode} ${d.city}`, d.country]} />
          )}
        </Panel>
      )}
      <Panel title={texts.invoice}>
        {i ? (
          <AddressLines
            lines={[
              i.name,
              i.nif && `${texts.nif}: ${i.nif}`,
              i.street,
              `${i.postalCode} ${i.city}`,
              i.country,
            ]}
          />
        ) : (
          <p className={styles.muted}>{texts.finalConsumer}</p>
        )}
      </Panel>
    </>
  );
}

export function Payment({ order, children }: { order: Order; children?: ReactNode }) {
  const { payment } = order;
  return (
    <Panel title={texts.payment}>
      <Pairs
        rows={[
          [texts.method, paymentMethodNames[payment.method]],
          [texts.provider, payment.provider],
          [texts.entity, payment.entity],
          [texts.paymentReference, payment.reference],
          [texts.deadline, order.paidAt || order.canceledAt ? null : when(payment.expiresAt)],
          [texts.intent, payment.intentId],
          [texts.paidAt, when(order.paidAt)],
          [texts.canceledAt, when(order.canceledAt)],
        ]}
      />
      {order.latePayments.length > 0 && (
        <>
          <h3 className={styles.subTitle}>{texts.latePayments}</h3>
          <ul className={styles.plainList}>
            {order.latePayments.map((late) => (
              <li key={late.receivedAt}>
                {texts.latePayment(
                  late,
                  euros(late.amountCents),
                  formatShopDateTime(late.receivedAt),
                  when(late.refundedAt),
                )}
              </li>
            ))}
          </ul>
          {children}
        </>
      )}
    </Panel>
  );
}

export function Dispatch({ order }: { order: Order }) {
  const { dispatch } = order;
  if (!dispatch) return null;
  return (
    <Panel title={texts.dispatch}>
      <Pairs
        rows={[
          [texts.carrier, dispatch.carrierName],
          [texts.trackingNumber, dispatch.trackingNumber],
        ]}
      />
      {dispatch.trackingUrl && (
        <a href={dispatch.trackingUrl} target="_blank" rel="noopener noreferrer">
          {texts.trackingLink}
          <span className="visually-hidden"> {texts.newWindow}</span>
        </a>
      )}
    </Panel>
  );
}

/**
 * The money going back: how, how much, its state and who asked and recorded it; a transfer whose
 * IBAN was given lately is held.
 */
export function Refund({ order, children }: { order: Order; children?: ReactNode }) {
  const { refund } = order;
  if (!refund) return null;
  const transfer = refund.method === "BANK_TRANSFER";
  const hold = texts.ibanHold(refund);
  return (
    <Panel title={texts.refund}>
      {refund.status === "PENDING" && (!transfer || hold) && (
        <p className={styles.alert}>
          {transfer && hold ? texts.refundHeld(hold) : texts.refundPendingCard}
        </p>
      )}
      <Pairs
        rows={[
          [texts.method, texts.refundMethod[refund.method]],
          [texts.amount, euros(refund.amountCents)],
          [texts.refundState, texts.refundStatus[refund.status]],
          [
            texts.iban,
            transfer ? (refund.iban ? formatIban(refund.iban) : texts.ibanForgotten) : null,
          ],
          [texts.ibanGivenAt, when(refund.ibanGivenAt)],
          [texts.refundDue, refund.status === "PENDING" ? when(refund.dueAt) : null],
          [
            transferTexts.transfer,
            refund.transfer &&
              transferTexts.done(refund.transfer.transferredOn, refund.transfer.bankReference),
          ],
          [texts.refundId, refund.providerRefundId],
          [
            texts.attempts,
            refund.status === "PENDING" && !transfer ? String(refund.attempts) : null,
          ],
          [texts.lastError, refund.status === "PENDING" ? refund.lastError : null],
          [
            texts.requestedBy,
            `${refund.requestedBy?.name ?? texts.requestedByCustomer}, ${formatShopDateTime(refund.requestedAt)}`,
          ],
          [
            texts.doneBy,
            refund.doneAt &&
              `${refund.doneBy?.name ?? texts.someone}, ${formatShopDateTime(refund.doneAt)}`,
          ],
        ]}
      />
      {children}
    </Panel>
  );
}

/** The certified invoice-receipt: its number and PDF, or why it is not issued yet. */
export function CertifiedInvoice({ order, children }: { order: Order; children?: ReactNode }) {
  const invoice = order.certifiedInvoice;
  if (!invoice) return null;
  const note = invoice.creditNote;
  const failing = invoiceWaiting(invoice);
  return (
    <Panel title={texts.certifiedInvoice}>
      {failing && invoice.lastError && (
        <p className={styles.alert}>
          {invoice.state === "FAILED" || note?.state === "FAILED"
            ? texts.invoiceFailed
            : texts.invoicePending}
        </p>
      )}
      <Pairs
        rows={[
          [texts.invoiceNumber, invoice.number],
          [texts.atcud, invoice.atcud],
          [texts.invoiceState, texts.invoiceStates[invoice.state]],
          [texts.invoiceProvider, texts.invoiceProviders[invoice.provider] ?? invoice.provider],
          [texts.nextAttempt, failing ? when(invoice.nextAttemptAt) : null],
          [texts.lastError, failing ? invoice.lastError : null],
          [
            texts.creditNote,
            note && texts.creditNoteState(texts.invoiceStates[note.state], note.number, note.atcud),
          ],
        ]}
      />
      {invoice.pdfUrl && (
        <a href={apiUrl(invoice.pdfUrl)} target="_blank" rel="noopener noreferrer">
          {texts.invoicePdf}
          <span className="visually-hidden"> {texts.newWindow}</span>
        </a>
      )}
      {children}
    </Panel>
  );
}

export function Timeline({ order }: { order: Pick<Order, "events"> }) {
  return (
    <Panel title={texts.timeline} wide>
      <ol className={styles.timeline}>
        {order.events.map((event) => (
          <li key={event.id}>
            <time dateTime={event.at}>{formatShopDateTime(event.at)}</time>
            <span>
              {eventSentence(event)}
              {event.staff && <span className={styles.muted}> — {event.staff.name}</span>}
            </span>
          </li>
        ))}
      </ol>
    </Panel>
  );
}
