import {
  centsToEuros,
  eurosToCents,
  formatVatPercent,
  type OrderPage,
  type PurchaseRecord,
  paymentMethodNames,
  purchaseDeliveryBaseCents,
} from "@shop/shared";
import { FormStatus, failureMessage } from "@shop/ui";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { productTitle } from "../../../components/product/product-display";
import { ProductThumbnail } from "../../../components/product/product-thumbnail";
import { ChevronDownIcon } from "../../../components/ui/icons";
import { env } from "../../../config/env";
import { purchaseProductsQuery, purchasesQuery } from "../../../lib/auth/queries";
import { useEuros } from "../../../lib/i18n/money";
import { useTexts } from "../../../lib/i18n/use-texts";
import { queryClient } from "../../../lib/query-client";
import { cancelOwn, newOrderLink, ownOrderQuery } from "../../order/api";
import { CancelPurchase } from "../../order/cancel-dialog";
import { Pickup, Timeline } from "../../order/order-view";
import { orderTexts as portugueseOrderTexts } from "../../order/texts";
import { AccountReturns } from "../../returns/account-returns";
import { accountTexts as portugueseAccountTexts } from "../texts";
import { formatDay, formatDayTime, groupReference, isDispatched } from "./purchase-format";
import styles from "./purchases.module.css";

function Prices({ purchase }: { purchase: PurchaseRecord }) {
  const formatEuros = useEuros();
  const texts = useTexts(portugueseAccountTexts).purchases;
  const deliveryBase = purchaseDeliveryBaseCents({
    totalCents: eurosToCents(purchase.priceTotal),
    baseCents: eurosToCents(purchase.priceBase),
    vatCents: eurosToCents(purchase.priceTax),
  });
  const rows: Array<[string, number]> = [
    [texts.base, purchase.priceBase],
    [texts.delivery, centsToEuros(deliveryBase)],
    [texts.vat(formatVatPercent(purchase.priceIVA)), purchase.priceTax],
    [texts.totalWithVat, purchase.priceTotal],
  ];
  return (
    <section className={styles.block}>
      <h3 className={styles.blockTitle}>{texts.prices}</h3>
      <dl className={styles.pairs}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{formatEuros(value)}</dd>
          </div>
        ))}
        <div>
          <dt>{texts.paidWith}</dt>
          <dd>{paymentMethodNames[purchase.paymentMethod]}</dd>
        </div>
      </dl>
    </section>
  );
}

function AddressLines({ lines }: { lines: Array<string | null | false> }) {
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
 * Where it goes: a pickup's store as the order page shows it (its hours once `order` is here), or
 * the delivery address; then the invoice's data.
 */
function Addresses({ purchase: p, order }: { purchase: PurchaseRecord; order?: OrderPage }) {
  const texts = useTexts(portugueseAccountTexts).purchases;
  const place = (postalCode: string | null, city: string | null) =>
    [postalCode, city].filter(Boolean).join(" ");
  const hasInvoice = Boolean(p.invoiceName || p.invoiceNif);
  const { pickupStore } = p;
  return (
    <>
      {pickupStore ? (
        <Pickup
          level={3}
          order={{
            pickup: order?.pickup ?? {
              storeName: pickupStore.name,
              storeAddress: pickupStore.address,
              hours: null,
            },
          }}
        >
          <p>{texts.pickupBy(p.deliveryName)}</p>
        </Pickup>
      ) : (
        <section className={styles.block}>
          <h3 className={styles.blockTitle}>{texts.deliveryAddress}</h3>
          <AddressLines
            lines={[
              p.deliveryName,
              p.deliveryStreet,
              place(p.deliveryPostalCode, p.deliveryCity),
              p.deliveryCountry,
            ]}
          />
        </section>
      )}
      <section className={styles.block}>
        <h3 className={styles.blockTitle}>{texts.invoiceAddress}</h3>
        {hasInvoice ? (
          <AddressLines
            lines={[
              p.invoiceName,
              p.invoiceNif && `${texts.nif}: ${p.invoiceNif}`,
              p.invoiceStreet,
              place(p.invoicePostalCode, p.invoiceCity),
              p.invoiceCountry,
            ]}
          />
        ) : (
          <p className={styles.muted}>{texts.finalConsumer}</p>
        )}
      </section>
    </>
  );
}

function Multibanco({ purchase }: { purchase: PurchaseRecord }) {
  const formatEuros = useEuros();
  const texts = useTexts(portugueseAccountTexts).purchases;
  if (purchase.state !== "MULTIBANCO" || !purchase.paymentReference) return null;
  const rows: Array<[string, string]> = [
    [texts.entity, purchase.paymentEntity ?? ""],
    [texts.paymentReference, groupReference(purchase.paymentReference)],
    [texts.value, formatEuros(purchase.priceTotal)],
  ];
  if (purchase.paymentExpiresAt)
    rows.push([texts.deadline, formatDayTime(purchase.paymentExpiresAt)]);
  return (
    <section className={`${styles.block} ${styles.payment}`}>
      <h3 className={styles.blockTitle}>{texts.payment}</h3>
      <dl className={styles.pairs}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd className={styles.strong}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Tracking({ purchase }: { purchase: PurchaseRecord }) {
  const texts = useTexts(portugueseAccountTexts).purchases;
  const { trackingUrl, trackingNumber, carrier } = purchase;
  if (!isDispatched(purchase.state) || !(trackingUrl || trackingNumber)) return null;
  return (
    <section className={styles.block}>
      <h3 className={styles.blockTitle}>{texts.tracking}</h3>
      {carrier && (
        <p>
          {texts.carrier}: <strong>{carrier}</strong>
        </p>
      )}
      {trackingUrl ? (
        <a href={trackingUrl} target="_blank" rel="noopener noreferrer">
          {texts.trackingLink}
          {trackingNumber ? ` (${trackingNumber})` : ""}
          <span className="visually-hidden"> {texts.newWindow}</span>
        </a>
      ) : (
        <p>
          {texts.trackingNumber}: <strong>{trackingNumber}</strong>
        </p>
      )}
    </section>
  );
}

function PdfLink({ url, label }: { url: string; label: string }) {
  const texts = useTexts(portugueseAccountTexts).purchases;
  return (
    <a href={`${env.apiBaseUrl}${url}`} target="_blank" rel="noopener noreferrer">
      {label}
      <span className="visually-hidden"> {texts.newWindow}</span>
    </a>
  );
}

/** The issued invoice-receipt and credit notes, each opened as a PDF in a new window. */
function Invoice({ purchase }: { purchase: PurchaseRecord }) {
  const orderTexts = useTexts(portugueseOrderTexts);
  const texts = useTexts(portugueseAccountTexts).purchases;
  if (!purchase.invoice && purchase.creditNotes.length === 0) return null;
  return (
    <section className={styles.block}>
      <h3 className={styles.blockTitle}>{texts.invoice}</h3>
      <ul className={styles.documents}>
        {purchase.invoice && (
          <li>
            <PdfLink
              url={purchase.invoice.url}
              label={texts.invoiceLink(purchase.invoice.number)}
            />
          </li>
        )}
        {purchase.creditNotes.map((note) => (
          <li key={note.url}>
            <PdfLink url={note.url} label={orderTexts.creditNoteLink(note.number)} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A new link to the order's page, to open or share (the emails carry one too). */
function OrderLink({ purchaseId }: { purchaseId: number }) {
  const orderTexts = useTexts(portugueseOrderTexts);
  const link = useMutation({ mutationFn: () => newOrderLink(purchaseId) });
  if (link.data)
    return (
      <Link to={link.data.path} className="button button--secondary">
        {orderTexts.newLinkReady}
      </Link>
    );
  return (
    <>
      <button
        type="button"
        className="button button--secondary"
        disabled={link.isPending}
        onClick={() => link.mutate()}
      >
        {orderTexts.newLink}
      </button>
      {link.isError && <p className={styles.muted}>{failureMessage(link.error)}</p>}
    </>
  );
}

/** What the customer can do with the order: cancel it while allowed, open its own page. */
function Actions({ purchase }: { purchase: PurchaseRecord }) {
  const [message, setMessage] = useState<string | null>(null);
  return (
    <section className={`${styles.block} ${styles.actions}`}>
      <FormStatus message={message} />
      <div className={styles.actionButtons}>
        {purchase.cancel.allowed && (
          <CancelPurchase
            paid={purchase.state === "PAYED" ? purchase.priceTotal : null}
            needsIban={purchase.cancel.needsIban}
            send={(body) => cancelOwn(purchase.id, body)}
            onCanceled={(text) => {
              setMessage(text);
              void queryClient.invalidateQueries({ queryKey: purchasesQuery.queryKey });
              void queryClient.invalidateQueries({ queryKey: ownOrderQuery(purchase.id).queryKey });
            }}
          />
        )}
        <OrderLink purchaseId={purchase.id} />
      </div>
    </section>
  );
}

/** A cancelled purchase: what happens to the money the customer paid, if any. */
function Cancellation({ purchase }: { purchase: PurchaseRecord }) {
  const texts = useTexts(portugueseAccountTexts).purchases;
  if (purchase.state !== "CANCELED") return null;
  const { refund } = purchase;
  let text: string = texts.notCharged;
  if (refund?.method === "CARD") text = texts.refundCard(refund.done);
  if (refund?.method === "BANK_TRANSFER") text = texts.refundTransfer(refund.done);
  if (refund?.method === "MBWAY") text = texts.refundMbway(refund.done);
  return (
    <section className={styles.block}>
      <h3 className={styles.blockTitle}>{texts.canceled}</h3>
      <p>{text}</p>
    </section>
  );
}

function Products({ purchaseId }: { purchaseId: number }) {
  const accountTexts = useTexts(portugueseAccountTexts);
  const texts = accountTexts.purchases;
  const products = useQuery(purchaseProductsQuery(purchaseId));
  const lines = (products.data ?? []).flatMap((product) =>
    Object.entries(product.quantities).map(([size, quantity]) => ({ product, size, quantity })),
  );
  return (
    <section className={`${styles.block} ${styles.productsBlock}`}>
      <h3 className={styles.blockTitle}>{texts.products}</h3>
      {products.isPending && <p className={styles.muted}>{texts.productsLoading}</p>}
      {products.isError && <p className={styles.muted}>{accountTexts.loadFailed}</p>}
      {lines.length > 0 && (
        <ul className={styles.products}>
          {lines.map(({ product, size, quantity }) => (
            <li key={`${product.id}-${size}`} className={styles.product}>
              <ProductThumbnail product={product} size={64} lazy />
              <div>
                <Link to={`/product/${product.id}`}>{productTitle(product)}</Link>
                <p className={styles.muted}>
                  {texts.size}: {texts.sizeValue(size)} · {texts.quantity}: {quantity}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The opened purchase; its order page's view adds the order's moments and the store's hours. */
function PurchaseDetails({ purchase }: { purchase: PurchaseRecord }) {
  const order = useQuery(ownOrderQuery(purchase.id)).data;
  return (
    <div className={styles.details}>
      <Multibanco purchase={purchase} />
      <Tracking purchase={purchase} />
      {order && <Timeline order={order} level={3} />}
      <Cancellation purchase={purchase} />
      <Invoice purchase={purchase} />
      <Prices purchase={purchase} />
      <Addresses purchase={purchase} order={order} />
      <Products purchaseId={purchase.id} />
      <Actions purchase={purchase} />
      {purchase.state === "DELIVERED" && (
        <AccountReturns purchaseId={purchase.id} idShort={purchase.idShort} />
      )}
    </div>
  );
}

/**
 * One order: a header button (state, reference, date, total) that opens its details. The order a
 * link names (`?encomenda=`) comes open and scrolled into view.
 */
export function PurchaseItem({
  purchase,
  linked = false,
}: {
  purchase: PurchaseRecord;
  linked?: boolean;
}) {
  const formatEuros = useEuros();
  const texts = useTexts(portugueseAccountTexts).purchases;
  const id = useId();
  const [open, setOpen] = useState(linked);
  const item = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (linked) item.current?.scrollIntoView?.({ block: "start" });
  }, [linked]);
  const tag = texts.stateTag(purchase.state);
  return (
    <li ref={item} className={styles.item} data-open={open}>
      <h2 className={styles.heading}>
        <button
          id={`${id}-button`}
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={`${id}-body`}
          onClick={() => setOpen((value) => !value)}
        >
          <span className={styles.summary}>
            {tag && (
              <span className={styles.tag} data-state={purchase.state}>
                {tag}
              </span>
            )}
            <span className={styles.reference}>
              <span className="visually-hidden">{texts.reference} </span>
              {purchase.idShort}
            </span>
            <time className={styles.date} dateTime={purchase.date}>
              {formatDay(purchase.date)}
            </time>
            <span className={styles.total}>
              <span className="visually-hidden">{texts.total} </span>
              {formatEuros(purchase.priceTotal)}
            </span>
          </span>
          <ChevronDownIcon size={20} className={styles.chevron} />
        </button>
      </h2>
      <section
        id={`${id}-body`}
        aria-labelledby={`${id}-button`}
        className={styles.body}
        hidden={!open}
      >
        {open && <PurchaseDetails purchase={purchase} />}
      </section>
    </li>
  );
}
