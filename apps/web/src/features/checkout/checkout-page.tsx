import {
  type Cart,
  type CartTotals,
  deliveryLeadTime,
  type Language,
  type Persistent,
  shopVatRates,
  withGiftCards,
} from "@shop/shared";
import { type ReactNode, useState } from "react";
import { Navigate } from "react-router";
import { cartLines, cartTotals, useCartProducts } from "../../lib/cart/cart-products";
import { useCartStock } from "../../lib/cart/cart-stock";
import { useCartCode } from "../../lib/cart/discount-code";
import { giftCardLinesCents, useGiftCardLines } from "../../lib/cart/gift-card-lines";
import { useLanguage } from "../../lib/i18n/language";
import { useTexts } from "../../lib/i18n/use-texts";
import { usePersistent } from "../../lib/persistent";
import { AccordionSection } from "./accordion-section";
import { AccountSection } from "./account-section";
import styles from "./checkout.module.css";
import { type BarAction, CheckoutBar } from "./checkout-bar";
import { CheckoutSummary } from "./checkout-summary";
import { ContactsSection } from "./contacts-section";
import { DeliverySection } from "./delivery-section";
import {
  contactsSummary,
  deliverySummary,
  invoiceSummary,
  isCardsOnly,
  SECTION_ORDER,
  type SectionId,
} from "./draft";
import { LockIcon } from "./icons";
import { InvoiceSection } from "./invoice-section";
import { MissingFieldsAlert } from "./missing-fields-alert";
import { PaymentPanel } from "./payment-panel";
import { OBLIGATION_ID, PaymentSection } from "./payment-section";
import { PriceChangeNotice } from "./price-change-notice";
import { StockAlert } from "./stock-alert";
import {
  accountTexts as portugueseAccountTexts,
  checkoutTexts as portugueseCheckoutTexts,
  deliveryTexts as portugueseDeliveryTexts,
  invoiceTexts as portugueseInvoiceTexts,
  paymentTexts as portuguesePaymentTexts,
  vatNoteTexts as portugueseVatNoteTexts,
} from "./texts";
import { sectionDomId, useCheckout } from "./use-checkout";
import { vatNote } from "./vat-note";

type Checkout = ReturnType<typeof useCheckout>;

/** A step's title in the page's language: gift cards alone are delivered by email. */
function useSectionTitle(cart: Cart): (section: SectionId) => string {
  const checkoutTexts = useTexts(portugueseCheckoutTexts);
  const deliveryTexts = useTexts(portugueseDeliveryTexts);
  return (section) =>
    section === "delivery" && isCardsOnly(cart)
      ? deliveryTexts.titleByEmail
      : checkoutTexts.sections[section];
}

function LockNote({ checkout }: { checkout: Checkout }) {
  const checkoutTexts = useTexts(portugueseCheckoutTexts);
  const text = checkout.generating
    ? checkoutTexts.lockedGenerating
    : checkout.locked
      ? checkoutTexts.lockedGenerated
      : "";
  return (
    <div role="status" className={styles.lockNote}>
      {text && <LockIcon size={18} />}
      {text}
    </div>
  );
}

/** The open step's button, for the phone's bottom bar; none while no step is open or all is locked. */
function useBarAction(checkout: Checkout): BarAction | null {
  const accountTexts = useTexts(portugueseAccountTexts);
  const checkoutTexts = useTexts(portugueseCheckoutTexts);
  const paymentTexts = useTexts(portuguesePaymentTexts);
  const { open } = checkout;
  if (open === "payment") {
    return {
      label: checkout.generating ? paymentTexts.generating : paymentTexts.generate,
      onClick: checkout.generate,
      disabled: checkout.locked,
      describedBy: OBLIGATION_ID,
    };
  }
  if (!open || checkout.locked) return null;
  const label =
    open !== "account"
      ? checkoutTexts.continue
      : checkout.user
        ? accountTexts.continue
        : accountTexts.continueAsGuest;
  return { label, onClick: () => checkout.onContinue(open) };
}

function Sections({
  checkout,
  totals,
  cart,
}: {
  checkout: Checkout;
  totals: CartTotals | null;
  cart: Cart;
}) {
  const accountTexts = useTexts(portugueseAccountTexts);
  const deliveryTexts = useTexts(portugueseDeliveryTexts);
  const invoiceTexts = useTexts(portugueseInvoiceTexts);
  const sectionTitle = useSectionTitle(cart);
  const language = useLanguage();
  const { countries, stores } = usePersistent();
  const { form, locked } = checkout;
  const body: Record<SectionId, ReactNode> = {
    account: <AccountSection locked={locked} onContinue={() => checkout.onContinue("account")} />,
    contacts: (
      <ContactsSection
        form={form}
        locked={locked}
        onContinue={() => checkout.onContinue("contacts")}
      />
    ),
    delivery: (
      <DeliverySection
        form={form}
        locked={locked}
        countries={countries}
        stores={stores}
        cart={cart}
        onContinue={() => checkout.onContinue("delivery")}
      />
    ),
    invoice: (
      <InvoiceSection
        form={form}
        locked={locked}
        countries={countries}
        onContinue={() => checkout.onContinue("invoice")}
      />
    ),
    payment: (
      <PaymentSection
        form={form}
        locked={locked}
        generating={checkout.generating}
        totalCents={totals?.totalCents ?? null}
        payableCents={totals ? totals.totalCents - (totals.giftCardsCents ?? 0) : null}
        giftCards={checkout.giftCards}
        onGenerate={checkout.generate}
      />
    ),
  };
  const draft = form.getValues();
  const { user } = checkout;
  const summaries: Record<SectionId, string | null> = {
    account: user ? accountTexts.summarySignedIn(user.email) : accountTexts.summaryGuest,
    contacts: contactsSummary(draft.contacts, user?.name ?? null),
    delivery: deliverySummary(draft, stores, isCardsOnly(cart), deliveryTexts),
    invoice: invoiceSummary(draft, countries, invoiceTexts, language),
    payment: null,
  };
  return (
    <div className={styles.accordion}>
      {SECTION_ORDER.map((section, index) => (
        <AccordionSection
          key={section}
          id={sectionDomId(section)}
          step={index + 1}
          title={sectionTitle(section)}
          open={checkout.open === section}
          done={checkout.done(section)}
          onHeading={() => checkout.onHeading(section)}
          summary={summaries[section]}
          changeable={!locked}
        >
          {body[section]}
        </AccordionSection>
      ))}
    </div>
  );
}

function CheckoutView({
  cartProducts: { cart, products, query },
  onLeave,
}: {
  cartProducts: ReturnType<typeof useCartProducts>;
  onLeave: () => void;
}) {
  const checkoutTexts = useTexts(portugueseCheckoutTexts);
  const vatNoteTexts = useTexts(portugueseVatNoteTexts);
  const language = useLanguage();
  const sectionTitle = useSectionTitle(cart);
  const persistent = usePersistent();
  const { stock, above } = useCartStock(cart);
  const checkout = useCheckout({ cart, products: products ?? [], aboveStock: above, onLeave });
  // Gift cards alone go by email: neither a pickup nor a country.
  const cardsOnly = isCardsOnly(cart);
  const pickup = !cardsOnly && checkout.draft.fulfilment === "pickup";
  // A pickup has no delivery and the mainland VAT: the totals of no country.
  const country = pickup ? null : Number(checkout.draft.addressDelivery.country) || null;
  const code = useCartCode(cart, products ? cartLines(cart, products) : null, country, pickup);
  const { lines } = code;
  const giftCards = useGiftCardLines();
  const giftCardsCents = giftCardLinesCents(giftCards);
  // Gift cards alone travel by email: no delivery.
  const totals = lines
    ? withGiftCards(
        cartTotals(
          lines,
          persistent,
          lines.length > 0 ? country : null,
          code.applied?.freeDelivery,
        ),
        giftCardsCents,
      )
    : null;
  const barAction = useBarAction(checkout);
  const steps = SECTION_ORDER.map((id) => ({
    id,
    title: sectionTitle(id),
    done: checkout.done(id),
  }));
  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        <h1>{checkoutTexts.title}</h1>
        <p className={styles.lead}>{checkoutTexts.lead}</p>
      </header>
      <div className={styles.layout}>
        <div className={styles.main}>
          {checkout.missing && (
            <MissingFieldsAlert missing={checkout.missing} onPick={checkout.onPickMissing} />
          )}
          {lines && above.length > 0 && !checkout.purchase && (
            <StockAlert above={above} lines={lines} />
          )}
          {products && !checkout.purchase && <PriceChangeNotice products={products} />}
          <LockNote checkout={checkout} />
          <Sections checkout={checkout} totals={totals} cart={cart} />
          {checkout.purchase && (
            <PaymentPanel
              purchase={checkout.purchase}
              billingName={(pickup
                ? checkout.draft.pickup.name
                : checkout.draft.addressDelivery.name
              ).trim()}
              contactPhone={checkout.draft.contacts.phone}
              onPaid={checkout.onPaid}
              onSwitched={checkout.onSwitched}
              onRequested={checkout.onRequested}
            />
          )}
        </div>
        <CheckoutBar totalCents={totals?.totalCents ?? null} action={barAction} />
        <CheckoutSummary
          steps={steps}
          onStep={checkout.onStep}
          lines={lines}
          giftCards={giftCards}
          stock={stock}
          totals={totals}
          countryChosen={pickup || cardsOnly || country !== null}
          leadTime={pickup || cardsOnly ? null : leadTimeTo(persistent, country, language)}
          vatNote={
            totals &&
            vatNote(
              persistent.countries.find((c) => c.id === country),
              totals,
              shopVatRates(persistent.settings).mainland,
              vatNoteTexts,
              language,
            )
          }
          failed={query.isError}
          onRetry={() => void query.refetch()}
          code={code}
        />
      </div>
    </div>
  );
}

/** /checkout: the five steps and the totals; an empty cart goes back to the cart page. */
/** The delivery lead time to a country, from its delivery group; null before one is chosen. */
function leadTimeTo(
  persistent: Persistent,
  countryId: number | null,
  language: Language,
): string | null {
  const groupId = persistent.countries.find((c) => c.id === countryId)?.groupId;
  const group = groupId === undefined ? undefined : persistent.countryGroups[String(groupId)];
  return group ? deliveryLeadTime(group.deliveryDays, language) : null;
}

export function CheckoutPage() {
  const cartProducts = useCartProducts();
  const giftCards = useGiftCardLines();
  const [leaving, setLeaving] = useState(false);
  if (Object.keys(cartProducts.cart).length === 0 && giftCards.length === 0) {
    return leaving ? null : <Navigate to="/cart" replace />;
  }
  return <CheckoutView cartProducts={cartProducts} onLeave={() => setLeaving(true)} />;
}
