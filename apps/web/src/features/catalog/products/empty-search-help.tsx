import { categoryGroupNames, categoryListPath, findCategory, searchFromParams } from "@shop/shared";
import { useInfiniteQuery } from "@tanstack/react-query";
import { useId } from "react";
import { Link } from "react-router";
import { useTexts } from "../../../lib/i18n/use-texts";
import { usePersistent } from "../../../lib/persistent";
import { type ProductSearch, productSearchQuery } from "../api";
import { ProductCard } from "../components/product-card";
import styles from "./product-results.module.css";
import { useUnderstood } from "./search-understood";
import { productsTexts } from "./texts";

/** The new collection's list, as /products?newP=1 asks for it (one cache entry for both). */
export const NEW_COLLECTION_SEARCH: ProductSearch = searchFromParams(new URLSearchParams("newP=1"));

const NEW_COLLECTION_CARDS = 4;

/** For a search that found nothing: the categories nearest to its text, as links. */
export function ClosestCategories({ search }: { search: ProductSearch }) {
  const groupNames = useTexts(categoryGroupNames);
  const texts = useTexts(productsTexts);
  const { categoryTree } = usePersistent();
  const found = (useUnderstood(search)?.closestCategories ?? [])
    .map((id) => findCategory(categoryTree, id))
    .filter((place) => place !== null);
  if (found.length === 0) return null;
  return (
    <>
      <p className={styles.emptyIntro}>{texts.closestCategories}</p>
      <ul className={styles.closest}>
        {found.map(({ category, group }) => (
          <li key={category.id}>
            <Link to={categoryListPath(category)} className={styles.closestLink}>
              {texts.categoryInGroup(category.name, groupNames[group])}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

/** For a search that found nothing: a few of the new collection's products, and a way to all. */
export function NewCollectionSample() {
  const texts = useTexts(productsTexts);
  const headingId = useId();
  const query = useInfiniteQuery(productSearchQuery(NEW_COLLECTION_SEARCH));
  const products = (query.data?.pages[0] ?? []).slice(0, NEW_COLLECTION_CARDS);
  if (products.length === 0) return null;
  return (
    <section className={styles.sample} aria-labelledby={headingId}>
      <div className={styles.sampleHead}>
        <h2 id={headingId} className={styles.sampleTitle}>
          {texts.newCollection}
        </h2>
        <Link to="/products?newP=1" className={styles.sampleLink}>
          {texts.seeNewCollection}
        </Link>
      </div>
      <ul className={styles.grid} aria-labelledby={headingId}>
        {products.map((product) => (
          <li key={product.id} className={styles.item}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
}
