import type { CartTotals, OnlineStock } from "@shop/shared";
import { useRef } from "react";
import { Link } from "react-router";
import { productTitle } from "../../components/product/product-display";
import { ProductThumbnail } from "../../components/product/product-thumbnail";
import type { CartLine } from "../../lib/cart/cart-products";
import { unitsOnline } from "../../lib/cart/cart-stock";
import type { CartCode } from "../../lib/cart/discount-code";
import type { GiftCardLine } from "../../lib/cart/gift-card-lines";
import { useCents } from "../../lib/i18n/money";
import { useTexts } from "../../lib/i18n/use-texts";
import { useScrollsInside } from "../../lib/use-scrolls-inside";
import { codeLine } from "../cart/cart-summary";
import { lineCents } from "../cart/cart-view-model";
import { DiscountCodeForm } from "../cart/discount-code-form";
import { discountCodeTexts as portugueseDiscountCodeTexts } from "../cart/discount-code-texts";
import { GiftCardItems } from "../cart/gift-card-items";
import { StockNotice } from "../cart/stock-notice";
import { TotalsLines } from "../cart/totals-lines";
import type { SectionId } from "./draft";
import { CheckIcon } from "./icons";
import styles from "./summary.module.css";
import {
  checkoutTexts as portugueseCheckoutTexts,
  summaryTexts as portugueseSummaryTexts,
} from "./texts";

export interface StepState {
  id: SectionId;
  title: string;
  done: boolean;
}

function Steps({ steps, onStep }: { steps: StepState[]; onStep: (id: SectionId) => void }) {
  const checkoutTexts = useTexts(portugueseCheckoutTexts);
  const summaryTexts = useTexts(portugueseSummaryTexts);
  return (
    <nav aria-label={summaryTexts.steps}>
      <ol className={styles.steps}>
        {steps.map((step, index) => (
          <li key={step.id}>
            <button
              type="button"
              className={styles.step}
              data-done={step.done || undefined}
              onClick={() => onStep(step.id)}
            >
              <span className={styles.stepMark} aria-hidden="true">
                {step.done ? <CheckIcon size={14} /> : index + 1}
              </span>
              {step.title}
              {step.done && <span className="visually-hidden"> ({checkoutTexts.done})</span>}
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}

function Lines({ lines, stock }: { lines: CartLine[]; stock: OnlineStock | undefined }) {
  const cents = useCents();
  const discountCodeTexts = useTexts(portugueseDiscountCodeTexts);
  const summaryTexts = useTexts(portugueseSummaryTexts);
  const list = useRef<HTMLUListElement>(null);
  // Many lines beside the steps scroll inside their list, and the totals stay in view.
  const scrolls = useScrollsInside(list);
  return (
    <ul
      ref={list}
      className={styles.lines}
      aria-label={summaryTexts.products}
      tabIndex={scrolls ? 0 : undefined}
    >
      {lines.map(({ product, size, quantity, codeDiscountCents = 0 }) => (
        <li key={`${product.id}-${size}`} className={styles.line}>
          <ProductThumbnail product={product} size={56} className={styles.thumb} lazy />
          <div className={styles.lineText}>
            <p className={styles.lineTitle}>{productTitle(product)}</p>
            <p className={styles.lineMeta}>
              {summaryTexts.size} {size} · <span aria-hidden="true">{summaryTexts.quantity}</span>
              <span className="visually-hidden">{summaryTexts.quantityLabel}:</span> {quantity}
            </p>
          </div>
          <p className={styles.linePrice}>
            {cents(lineCents({ product, quantity }))}
            {codeDiscountCents > 0 && (
              <span className={styles.codeShare}>
                {discountCodeTexts.lineShare(codeDiscountCents)}
              </span>
            )}
          </p>
          <StockNotice
            line={{ product, size, quantity }}
            available={unitsOnline(stock, product.id, size)}
          />
        </li>
      ))}
    </ul>
  );
}

/** The totals (the cart's lines: «Subtotal», «Envio», «Total (IVA incluído)», then without VAT). */
function Totals({
  totals,
  countryChosen,
  vatNote,
  leadTime,
  code,
}: {
  totals: CartTotals;
  countryChosen: boolean;
  vatNote: string | null;
  leadTime: string | null;
  code: CartCode;
}) {
  const summaryTexts = useTexts(portugueseSummaryTexts);
  return (
    <>
      <div className={styles.totals}>
        <TotalsLines
          totals={totals}
          deliveryPending={countryChosen ? null : summaryTexts.deliveryPending}
          code={codeLine(code)}
        />
      </div>
      {leadTime && <p className={styles.vatNote}>{summaryTexts.leadTime(leadTime)}</p>}
      <p className={styles.vatNote} role="status">
        {vatNote}
      </p>
    </>
  );
}

export interface CheckoutSummaryProps {
  steps: StepState[];
  onStep: (id: SectionId) => void;
  lines: CartLine[] | null;
  /** The gift cards it buys, listed under the products as the cart page shows them. */
  giftCards: readonly GiftCardLine[];
  /** The online stock of the cart's products, once loaded. */
  stock: OnlineStock | undefined;
  totals: CartTotals | null;
  countryChosen: boolean;
  /** Why the total differs from the shown prices (VAT of the destination), if it does. */
  vatNote: string | null;
  /** The chosen destination's delivery lead time («1 a 2 dias úteis»); null for a pickup. */
  leadTime: string | null;
  failed: boolean;
  onRetry: () => void;
  /** The discount code the cart keeps, checked against this destination. */
  code: CartCode;
}

/** The sidebar: the steps, the cart's lines and the totals of the chosen country. */
export function CheckoutSummary(props: CheckoutSummaryProps) {
  const checkoutTexts = useTexts(portugueseCheckoutTexts);
  const summaryTexts = useTexts(portugueseSummaryTexts);
  const { lines, totals } = props;
  return (
    <aside className={styles.summary} aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title" className={styles.title}>
        {summaryTexts.title}
      </h2>
      <Steps steps={props.steps} onStep={props.onStep} />
      {props.failed && (
        <div className={styles.failed} role="alert">
          <p>{checkoutTexts.cartError}</p>
          <button type="button" className="button button--secondary" onClick={props.onRetry}>
            {checkoutTexts.retry}
          </button>
        </div>
      )}
      {!props.failed && (!lines || !totals) && (
        <p className={styles.loading} role="status">
          {checkoutTexts.loadingCart}
        </p>
      )}
      {lines && totals && (
        <>
          <Lines lines={lines} stock={props.stock} />
          <GiftCardItems lines={props.giftCards} readOnly />
          <Link to="/cart" className={styles.editCart}>
            {summaryTexts.editCart}
          </Link>
          <DiscountCodeForm check={props.code} />
          <Totals
            totals={totals}
            countryChosen={props.countryChosen}
            vatNote={props.vatNote}
            leadTime={props.leadTime}
            code={props.code}
          />
          <p className={styles.eurosNote}>{summaryTexts.eurosNote}</p>
        </>
      )}
    </aside>
  );
}
