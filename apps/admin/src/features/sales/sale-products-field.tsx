import type { SaleChosenProduct } from "@shop/shared";
import { Field, fieldAria } from "@shop/ui";
import { type KeyboardEvent, useId, useState } from "react";
import { ProductOptions, useProductSearch } from "../../components/product-search";
import styles from "./sales.module.css";
import { salesTexts as texts } from "./texts";

/** How a chosen product reads: its reference, then its title when it has one. */
export const productName = (product: SaleChosenProduct) =>
  product.title ? `${product.ref} · ${product.title}` : product.ref;

/**
 * The products a sale is set on: found by reference or name (the back office's product search)
 * and added one by one, listed by reference and title, each removable.
 */
export function SaleProductsField(props: {
  value: SaleChosenProduct[];
  onChange: (products: SaleChosenProduct[]) => void;
  error: string | undefined;
}) {
  const id = useId();
  const [query, setQuery] = useState("");
  const [notFound, setNotFound] = useState(false);
  const found = useProductSearch(query);
  const { value, onChange } = props;

  function add() {
    const product = found.match ?? (found.products.length === 1 ? found.products[0] : undefined);
    if (!product) {
      setNotFound(query.trim() !== "");
      return;
    }
    if (!value.some((chosen) => chosen.id === product.id))
      onChange([...value, { id: product.id, ref: product.ref, title: product.title }]);
    setQuery("");
    setNotFound(false);
  }

  // Enter adds the product typed, not the whole form.
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== "Enter") return;
    event.preventDefault();
    add();
  }

  const error = props.error ?? (notFound ? texts.productNotFound : undefined);
  return (
    <div className={styles.productsField}>
      <Field
        id={`${id}-search`}
        label={texts.productSearch}
        hint={texts.productSearchHint}
        error={error}
        required
        compact
      >
        <div className={styles.productSearch}>
          <input
            className="input"
            autoComplete="off"
            list={`${id}-options`}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setNotFound(false);
            }}
            onKeyDown={onKeyDown}
            {...fieldAria(`${id}-search`, error, true)}
          />
          <button type="button" className="button button--secondary" onClick={add}>
            {texts.addProduct}
          </button>
        </div>
      </Field>
      <ProductOptions id={`${id}-options`} products={found.products} />
      {value.length > 0 && (
        <ul className={styles.chosen} aria-label={texts.chosenProducts}>
          {value.map((product) => (
            <li key={product.id}>
              <span>{productName(product)}</span>
              <button
                type="button"
                className="button button--secondary button--small"
                aria-label={texts.removeProductLabel(productName(product))}
                onClick={() => onChange(value.filter((chosen) => chosen.id !== product.id))}
              >
                {texts.removeProduct}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
