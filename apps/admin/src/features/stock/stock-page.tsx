import { stockScope } from "@shop/shared";
import { FormStatus } from "@shop/ui";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link, type LoaderFunctionArgs, useParams } from "react-router";
import { useDocumentTitle } from "../../app/layout/document-title";
import { useStaff } from "../../app/session/session";
import page from "../../components/page.module.css";
import { PageHeader } from "../../components/page-parts";
import { queryClient } from "../../lib/query-client";
import { gridQuery } from "./api";
import { MovementForm } from "./movement-form";
import { RecountForm } from "./recount-form";
import styles from "./stock.module.css";
import { StockGrid } from "./stock-grid";
import { StockHistory } from "./stock-history";
import { stockTexts as texts } from "./texts";
import { ProductThreshold } from "./threshold-field";
import { TransferForm } from "./transfer-form";

type Mode = "record" | "recount" | "transfer";

export const loader = ({ params }: LoaderFunctionArgs) =>
  queryClient.ensureQueryData(gridQuery(params.productId ?? ""));

/**
 * A product's stock: its grid of sizes by location, the changes the person may make (each with a
 * reason and a note), and the history of every movement below.
 */
export function Component() {
  const productId = useParams().productId ?? "";
  const { data: grid } = useQuery(gridQuery(productId));
  const [mode, setMode] = useState<Mode | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const staff = useStaff();
  const mayWrite = staff.permissions.includes("stock.write");
  useDocumentTitle(grid && `${texts.title}: ${grid.product.title ?? grid.product.ref}`);
  if (!grid) return null;

  const editable = mayWrite ? grid.locations.filter((location) => location.editable).length : 0;
  const open = (next: Mode) => {
    setSaved(null);
    setMode(next);
  };
  const done = {
    grid,
    onSaved: () => {
      setMode(null);
      setSaved(texts.saved);
    },
    onCancel: () => setMode(null),
  };
  const actions: [Mode, string, boolean][] = [
    ["record", texts.record, editable > 0],
    ["recount", texts.recount, editable > 0],
    ["transfer", texts.transfer, editable > 1],
  ];

  return (
    <article className={page.page}>
      <Link to="..">{texts.backToStock}</Link>
      <PageHeader title={grid.product.title ?? grid.product.ref}>
        {mode === null &&
          grid.sizes.length > 0 &&
          actions
            .filter(([, , shown]) => shown)
            .map(([value, label]) => (
              <button
                key={value}
                type="button"
                className={value === "record" ? "button" : "button button--secondary"}
                onClick={() => open(value)}
              >
                {label}
              </button>
            ))}
      </PageHeader>
      <p className={styles.meta}>
        <span>
          {texts.ref}: {grid.product.ref}
        </span>
        {!grid.product.active && <span className={styles.tag}>{texts.inactive}</span>}
        <a href={`/product/${grid.product.id}`}>{texts.viewInStore}</a>
      </p>
      <FormStatus message={saved} />
      {mode === "recount" && <RecountForm {...done} />}
      {mode === "transfer" && <TransferForm {...done} />}
      {mode === "record" ? <MovementForm {...done} /> : <StockGrid grid={grid} />}
      {mode === null && (
        <ProductThreshold
          key={grid.product.id}
          grid={grid}
          mayWrite={mayWrite && stockScope(staff) === "all"}
        />
      )}
      <section className={page.page} aria-labelledby="stock-history">
        <h2 id="stock-history">{texts.history}</h2>
        <StockHistory productId={productId} sizes={grid.sizes.map((row) => row.size)} />
      </section>
    </article>
  );
}
