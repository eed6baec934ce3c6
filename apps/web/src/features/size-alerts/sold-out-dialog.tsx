import type { Product } from "@shop/shared";
import { useId, useState } from "react";
import { Link } from "react-router";
import { productTitle } from "../../components/product/product-display";
import { Dialog } from "../../components/ui/dialog";
import { useTexts } from "../../lib/i18n/use-texts";
import { SizeAlert } from "./size-alert";
import styles from "./size-alert.module.css";
import { sizeAlertTexts as portugueseSizeAlertTexts } from "./texts";

/** A sold-out product's "Avisem-me": the size sought, then the alert for it. */
export function SoldOutDialog({
  product,
  onClose,
  onProductPage = false,
}: {
  product: Product;
  onClose: () => void;
  onProductPage?: boolean;
}) {
  const texts = useTexts(portugueseSizeAlertTexts);
  const legendId = useId();
  const only = product.sizes.length === 1 ? product.sizes[0] : undefined;
  const [size, setSize] = useState<string | null>(only ?? null);
  return (
    <Dialog title={texts.soldOutTitle} onClose={onClose} footer={null}>
      <p className={styles.lead}>{texts.soldOutLead(productTitle(product))}</p>
      {!only && (
        <fieldset className={styles.sizes} aria-labelledby={legendId}>
          <legend id={legendId} className={styles.legend}>
            {texts.soldOutSizes}
          </legend>
          <ul className={styles.sizeList}>
            {product.sizes.map((each) => (
              <li key={each}>
                <button
                  type="button"
                  className={styles.size}
                  aria-pressed={each === size}
                  onClick={() => setSize(each)}
                >
                  {texts.sizeButton(each)}
                </button>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      {size !== null && <SizeAlert key={size} productId={product.id} size={size} />}
      {!onProductPage && (
        <p className={styles.lead}>
          <Link to={`/product/${product.id}`} onClick={onClose}>
            {texts.inStores}
          </Link>
        </p>
      )}
    </Dialog>
  );
}
