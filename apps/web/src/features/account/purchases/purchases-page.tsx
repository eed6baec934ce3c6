import { useQuery } from "@tanstack/react-query";
import { Link, useSearchParams } from "react-router";
import { purchasesQuery } from "../../../lib/auth/queries";
import { useTexts } from "../../../lib/i18n/use-texts";
import { accountTexts as portugueseAccountTexts } from "../texts";
import { PurchaseItem } from "./purchase-item";
import styles from "./purchases.module.css";

/** /account/purchases: the customer's orders, newest first, each opening to its details. */
export function PurchasesPage() {
  const accountTexts = useTexts(portugueseAccountTexts);
  const texts = accountTexts.purchases;
  const purchases = useQuery(purchasesQuery);
  const [params] = useSearchParams();
  const linked = params.get("encomenda");
  return (
    <>
      <h1 className={styles.title}>{texts.title}</h1>
      {purchases.isPending && <p className={styles.muted}>{accountTexts.loading}</p>}
      {purchases.isError && (
        <div className={styles.muted}>
          <p>{accountTexts.loadFailed}</p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => purchases.refetch()}
          >
            {accountTexts.retry}
          </button>
        </div>
      )}
      {purchases.data?.length === 0 && (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{texts.emptyTitle}</p>
          <p>{texts.emptyText}</p>
          <Link to="/products" className="button">
            {texts.browse}
          </Link>
        </div>
      )}
      {purchases.data && purchases.data.length > 0 && (
        <ul className={styles.list}>
          {purchases.data.map((purchase) => (
            <PurchaseItem
              key={purchase.id}
              purchase={purchase}
              linked={purchase.idShort === linked}
            />
          ))}
        </ul>
      )}
    </>
  );
}
