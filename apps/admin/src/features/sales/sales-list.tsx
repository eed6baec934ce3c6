import { centsToEuros, formatEuros, formatShopDateTime, type SaleItem } from "@shop/shared";
import { FormAlert, FormStatus, failureMessage } from "@shop/ui";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import items from "../../components/items.module.css";
import { ConfirmButton, LoadingState } from "../../components/page-parts";
import panel from "../../components/panel.module.css";
import { useListChanges } from "../../lib/use-list-changes";
import { sales, stopSale } from "./api";
import { SaleForm } from "./sale-form";
import styles from "./sales.module.css";
import { salesTexts as texts } from "./texts";

type Editing = { sale: SaleItem | null } | null;

const euros = (cents: number) => formatEuros(centsToEuros(cents));

function reductionOf(sale: SaleItem): string {
  return sale.kind === "price" ? euros(sale.priceCents ?? 0) : `−${sale.percent} %`;
}

function scopeOf(sale: SaleItem): string {
  if (sale.scope === "category") return `${texts.scopes.category}: ${sale.categoryName ?? ""}`;
  if (sale.scope === "brand") return `${texts.scopes.brand}: ${sale.brandName ?? ""}`;
  return texts.scopes.products;
}

/** The products a sale covers, each at its list price and its price in the sale. */
function CoveredProducts({ sale }: { sale: SaleItem }) {
  if (sale.products.length === 0) return <p className={items.detail}>{texts.noProducts}</p>;
  return (
    <details className={styles.products}>
      <summary>{texts.showProducts(sale.products.length)}</summary>
      <ul>
        {sale.products.map((product) => (
          <li key={product.id}>
            {product.ref} · {product.title ?? ""} · <s>{euros(product.priceCents)}</s>{" "}
            <strong>{euros(product.saleCents)}</strong>
          </li>
        ))}
      </ul>
    </details>
  );
}

/** The sales, newest start first, with their state, reduction, products and period. */
export function SalesList() {
  const list = useQuery(sales.query);
  const changes = useListChanges(sales);
  const [editing, setEditing] = useState<Editing>(null);
  const [stopFailure, setStopFailure] = useState<string | null>(null);
  const stop = useMutation({
    mutationFn: (sale: SaleItem) => stopSale(sale.id),
    onSuccess: (saved, sale) => changes.saved(saved, texts.stopped(sale.name)),
    onError: (error) => setStopFailure(failureMessage(error)),
  });
  const open = (sale: SaleItem | null) => {
    changes.clear();
    setStopFailure(null);
    setEditing({ sale });
  };

  return (
    <section className={`panel ${panel.section}`} aria-labelledby="sales-title">
      <div className={panel.heading}>
        <h2 id="sales-title">{texts.listTitle}</h2>
        {!editing && (
          <button type="button" className="button" onClick={() => open(null)}>
            {texts.add}
          </button>
        )}
      </div>
      <p className={panel.lead}>{texts.lead}</p>
      {editing && (
        <SaleForm
          key={editing.sale?.id ?? "new"}
          sale={editing.sale}
          onSaved={(saved, message) => {
            setEditing(null);
            changes.saved(saved, message);
          }}
          onCancel={() => setEditing(null)}
        />
      )}
      <FormStatus message={changes.status} />
      <FormAlert message={stopFailure ?? (list.error ? list.error.message : null)} />
      {list.isPending && <LoadingState text={texts.loading} />}
      {list.data?.length === 0 && <p>{texts.empty}</p>}
      <ul className={items.list}>
        {(list.data ?? []).map((sale) => (
          <li key={sale.id} className={items.item}>
            <div className={items.main}>
              <p className={items.name}>
                {sale.name}{" "}
                <span className={`${styles.state} ${styles[sale.state]}`}>
                  {texts.states[sale.state]}
                </span>
              </p>
              <p className={items.detail}>
                {reductionOf(sale)} · {scopeOf(sale)} · {texts.productsOf(sale.products.length)}
              </p>
              <p className={items.detail}>
                {texts.period(
                  formatShopDateTime(sale.startsAt),
                  formatShopDateTime(sale.stoppedAt ?? sale.endsAt),
                )}
              </p>
              <CoveredProducts sale={sale} />
            </div>
            {sale.state !== "ended" && (
              <div className={items.actions}>
                <button
                  type="button"
                  className="button button--secondary button--small"
                  aria-label={texts.editLabel(sale.name)}
                  onClick={() => open(sale)}
                >
                  {texts.edit}
                </button>
                <ConfirmButton
                  label={texts.stop}
                  ariaLabel={texts.stopLabel(sale.name)}
                  question={texts.confirmStop(sale.name)}
                  disabled={stop.isPending}
                  onConfirm={() => stop.mutate(sale)}
                />
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
