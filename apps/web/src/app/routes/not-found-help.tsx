import { CATEGORY_GROUPS, categoryGroupNames, categoryListPath, groupPath } from "@shop/shared";
import { useId } from "react";
import { Form, Link } from "react-router";
import { productSearchQuery, soldOutQuery } from "../../features/catalog/api";
import {
  NEW_COLLECTION_SEARCH,
  NewCollectionSample,
} from "../../features/catalog/products/empty-search-help";
import { useTexts } from "../../lib/i18n/use-texts";
import { usePersistent } from "../../lib/persistent";
import { currentQueryClient } from "../../lib/query-client";
import { routeTexts, searchTexts } from "../texts";
import styles from "./not-found-help.module.css";

/** The new collection's cards (and which are sold out) for the page the server renders. */
export async function prefetchNotFoundHelp(): Promise<void> {
  const client = currentQueryClient();
  await Promise.all([
    client.prefetchInfiniteQuery(productSearchQuery(NEW_COLLECTION_SEARCH)),
    client.prefetchQuery(soldOutQuery),
  ]);
}

/**
 * Ways on from the 404 page: a search box (a plain form, working before the script), the shop's
 * categories by group and a few of the new collection.
 */
export function NotFoundHelp() {
  const groupNames = useTexts(categoryGroupNames);
  const texts = useTexts(routeTexts);
  const search = useTexts(searchTexts);
  const searchId = useId();
  const categoriesId = useId();
  const { categoryTree } = usePersistent();
  return (
    <div className={styles.help}>
      <Form method="get" action="/products" role="search" className={styles.search}>
        <label htmlFor={searchId} className={styles.label}>
          {search.fieldLabel}
        </label>
        <div className={styles.row}>
          <input
            id={searchId}
            name="search"
            type="search"
            className="input"
            placeholder={search.placeholder}
            enterKeyHint="search"
            maxLength={100}
            required
          />
          <button type="submit" className="button">
            {search.submit}
          </button>
        </div>
      </Form>
      <nav aria-labelledby={categoriesId} className={styles.categories}>
        <h2 id={categoriesId} className={styles.heading}>
          {texts.notFoundCategories}
        </h2>
        <div className={styles.groups}>
          {CATEGORY_GROUPS.map(({ key }) => (
            <section key={key} aria-label={groupNames[key]}>
              <Link to={groupPath(key)} className={styles.group}>
                {groupNames[key]}
              </Link>
              <ul className={styles.list}>
                {categoryTree[key].map((category) => (
                  <li key={category.id}>
                    <Link to={categoryListPath(category)} className={styles.category}>
                      {category.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </nav>
      <NewCollectionSample />
    </div>
  );
}
