import type { Product } from "@shop/shared";
import { useState } from "react";
import { productTitle } from "../../components/product/product-display";
import { acceptPrices, priceChanges } from "../../lib/cart/cart-prices";
import { useCents } from "../../lib/i18n/money";
import { useTexts } from "../../lib/i18n/use-texts";
import styles from "./checkout.module.css";
import { priceChangeTexts as portuguesePriceChangeTexts } from "./texts";

/**
 * Says which prices changed since their products went into the cart (a discount began or ended,
 * the shop changed a price), before the buyer pays; «Entendido» takes today's prices as seen.
 */
export function PriceChangeNotice({ products }: { products: Product[] }) {
  const priceChangeTexts = useTexts(portuguesePriceChangeTexts);
  const euros = useCents();
  const [, setSeen] = useState(0);
  const changes = priceChanges(products);
  if (changes.length === 0) return null;
  return (
    <div className={styles.priceNotice} role="status">
      <p className={styles.priceNoticeTitle}>{priceChangeTexts.title}</p>
      <ul>
        {changes.map(({ product, beforeCents, nowCents }) => (
          <li key={product.id}>
            {priceChangeTexts.line(productTitle(product), euros(beforeCents), euros(nowCents))}
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="button button--secondary"
        onClick={() => {
          acceptPrices(products);
          setSeen((count) => count + 1);
        }}
      >
        {priceChangeTexts.accept}
      </button>
    </div>
  );
}
