import type { Product, Reservation } from "@shop/shared";
import { useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useCallback, useState } from "react";
import { productTitle } from "../../components/product/product-display";
import { Dialog } from "../../components/ui/dialog";
import { useModal } from "../../components/ui/modal-provider";
import { withEnglishMore } from "../../lib/i18n/english-more";
import { useTexts } from "../../lib/i18n/use-texts";
import { usePersistent } from "../../lib/persistent";
import { type StockByLocation, stockQuery } from "../catalog/api";
import { sizesInStores, storesWith } from "./availability";
import styles from "./reservation.module.css";
import { ReservationDone } from "./reservation-done";
import { reservationTexts as portugueseReservationTexts } from "./texts";

// The card step loads the card provider's form: only when a customer pays a reservation online.
const ReservationPayment = lazy(() =>
  import("./reservation-payment").then((module) => ({ default: module.ReservationPayment })),
);

// The form and its rules (the shared schemas, zod) load on the first click: a product page's first
// load carries none of them, which a slow phone would evaluate before it can respond.
const loadForm = withEnglishMore(() => import("./reservation-form"));
type FormModule = Awaited<ReturnType<typeof loadForm>>;

/** Where the dialog is: the form, the card step of a reservation to pay, or its confirmation. */
type Step = { reservation: Reservation; name: string } | null;

export interface StoreReservationProps {
  product: Pick<Product, "id" | "sizes"> & Parameters<typeof productTitle>[0];
  /** The product's stock by location, once known. */
  stock: StockByLocation | undefined;
  selectedSize: string | null;
}

/**
 * «Reservar em loja»: shown when a physical store has the chosen size (or any size, none chosen);
 * opens the reservation's dialog, and reads the page's stock again once a pair is held.
 */
export function StoreReservation({ product, stock, selectedSize }: StoreReservationProps) {
  const texts = useTexts(portugueseReservationTexts);
  const { stores } = usePersistent();
  const client = useQueryClient();
  const { showError } = useModal();
  const [form, setForm] = useState<FormModule | null>(null);
  const open = form !== null;
  const [done, setDone] = useState<Step>(null);
  const storesFor = useCallback(
    (size: string | null) => (stock ? storesWith(stock, stores, product.sizes, size) : []),
    [stock, stores, product.sizes],
  );
  // Always the same one element, empty when no store has the size: the page hydrates it apart, a
  // part must render one element (see HydrateApart), and Preact's hydration keeps the server's
  // attributes, so showing it must not depend on one (a `hidden` from the server would stay).
  if (!stock || (!open && storesFor(selectedSize).length === 0))
    return <div className={styles.entry} />;
  const sizes = sizesInStores(stock, stores, product.sizes);
  const initialSize = selectedSize !== null && sizes.includes(selectedSize) ? selectedSize : null;

  function reserved(reservation: Reservation, name: string) {
    setDone({ reservation, name });
    void client.invalidateQueries({ queryKey: stockQuery(product.id).queryKey });
  }
  const paying = done?.reservation.payment === "AWAITING";
  const title = done ? (paying ? texts.payTitle : texts.doneTitle) : texts.title;
  function openDialog() {
    loadForm().then(setForm, () => showError(texts.openFailed));
  }
  function close() {
    setForm(null);
    setDone(null);
  }

  return (
    <div className={styles.entry}>
      <button type="button" className="button button--secondary" onClick={openDialog}>
        {texts.open}
      </button>
      {form && (
        <Dialog title={title} onClose={close} size="drawer">
          {done && paying ? (
            <Suspense fallback={<p role="status">{texts.loadingPayment}</p>}>
              <ReservationPayment
                reservation={done.reservation}
                billingName={done.name}
                onPaid={() =>
                  setDone({ ...done, reservation: { ...done.reservation, payment: "PAID" } })
                }
              />
            </Suspense>
          ) : done ? (
            <ReservationDone reservation={done.reservation} />
          ) : (
            <>
              <p className={styles.lead}>{texts.lead(productTitle(product))}</p>
              <form.ReservationForm
                productId={product.id}
                sizes={sizes}
                initialSize={initialSize}
                storesFor={storesFor}
                onReserved={reserved}
              />
            </>
          )}
        </Dialog>
      )}
    </div>
  );
}
