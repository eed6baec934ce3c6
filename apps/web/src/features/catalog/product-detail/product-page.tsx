import { categoryGroupNames, pageDescriptions, productDescription } from "@shop/shared";
import { useQuery, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useRef, useState } from "react";
import { Link, type LoaderFunctionArgs, useLoaderData } from "react-router";
import { notFoundWithHelp } from "../../../app/routes/not-found-page";
import {
  brandName,
  colorName,
  productPictureUrl,
  productTitle,
} from "../../../components/product/product-display";
import { ProductPrice } from "../../../components/product/product-price";
import { useModal } from "../../../components/ui/modal-provider";
import { ApiRequestError } from "../../../lib/api-client";
import { useDocumentTitle } from "../../../lib/document-title";
import { HydrateApart } from "../../../lib/hydrate-apart";
import { useLanguage } from "../../../lib/i18n/language";
import { useTexts } from "../../../lib/i18n/use-texts";
import { useOrigin } from "../../../lib/origin";
import { usePersistent } from "../../../lib/persistent";
import { currentQueryClient } from "../../../lib/query-client";
import { useSizePicker } from "../../cart/size-picker";
import { StoreReservation } from "../../reservations/store-reservation";
import { SoldOutButton } from "../../size-alerts/sold-out-button";
import { priceQuery, productQuery, stockQuery } from "../api";
import { ProductSuggestions } from "../product-suggestions/product-suggestions";
import { tagNames } from "../product-taxonomy";
import { PurchasePromise } from "../purchase-promise/purchase-promise";
import { useAddToCart } from "./add-to-cart";
import { BuyBar } from "./buy-bar";
import { ColourChoices } from "./colour-choices";
import { useFavourite } from "./favourite";
import { Gallery } from "./gallery";
import { HeartIcon } from "./icons";
import { usePageMeta } from "./meta";
import { productPlace } from "./place";
import { applyFreshPrice } from "./price-sync";
import { FitNote, ProductDetails } from "./product-details";
import styles from "./product-page.module.css";
import { canonicalProductUrl } from "./share";
import { ShareLinks } from "./share-links";
import { SizeSelector } from "./size-selector";
import {
  checkAddToCart,
  locationHasStock,
  onlineSizes,
  onlineUnits,
  pickupTodayStores,
  stockSummary,
} from "./stock";
import { StockTable } from "./stock-table";
import { productTexts } from "./texts";

/** A product id as the address may carry it: digits only, like the server's ids. */
export function parseProductId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

/**
 * Loads the product before the page shows; an id that is not a number, or a product the server
 * does not know (404) or refuses (400), shows the 404 page through the route's error boundary.
 */
export async function productLoader({ params }: LoaderFunctionArgs): Promise<{ id: number }> {
  const id = parseProductId(params.id);
  if (id === null) return notFoundWithHelp();
  try {
    await currentQueryClient().ensureQueryData(productQuery(id));
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) {
      return notFoundWithHelp();
    }
    throw error;
  }
  return { id };
}

/** /product/{id}: gallery, details, sizes, stock per store, price, favourite, cart and share. */
export function ProductPage() {
  const { id } = useLoaderData<typeof productLoader>();
  // A new product starts afresh: first picture, no size selected.
  return <ProductDetail key={id} id={id} />;
}

/**
 * The price asked again each time the page opens, every cached copy of the product following it.
 * A part of its own that shows nothing: its answer, arriving after the page has come alive,
 * re-renders this alone, as the stock's re-renders only what follows the stock (the parts that do
 * not are memoised): re-rendering the whole page for each was a task of 7–11 ms on a computer,
 * four to eight times as long on a phone.
 */
function FreshPrice({ id }: { id: number }) {
  const client = useQueryClient();
  const { data } = useQuery(priceQuery(id));
  useEffect(() => {
    if (data) applyFreshPrice(client, id, data.price);
  }, [client, id, data]);
  return null;
}

function ProductDetail({ id }: { id: number }) {
  const texts = useTexts(productTexts);
  const persistent = usePersistent();
  const { showError } = useModal();
  const { data: product } = useSuspenseQuery(productQuery(id));
  const stock = useQuery(stockQuery(id));
  const onAddToCart = useAddToCart();
  const favourite = useFavourite(product);
  const openSizePicker = useSizePicker();
  const actionsRef = useRef<HTMLDivElement>(null);
  // A one-size product has its size chosen already: one tap adds it.
  const [selectedSize, setSelectedSize] = useState<string | null>(
    product.sizes.length === 1 ? (product.sizes[0] ?? null) : null,
  );
  const [sizeMessage, setSizeMessage] = useState<string | null>(null);

  const title = productTitle(product);
  const language = useLanguage();
  const groupNames = useTexts(categoryGroupNames);
  const descriptions = useTexts(pageDescriptions);
  const place = productPlace(persistent, product, groupNames);
  const color = colorName(persistent, product);
  const brand = brandName(persistent, product);
  const tags = tagNames(persistent, product);
  const available = useMemo(
    () => (stock.data ? onlineSizes(stock.data, product.sizes) : null),
    [stock.data, product.sizes],
  );
  const rows = stock.data
    ? stockSummary(stock.data, persistent.stores, product.sizes, selectedSize)
    : [];
  const pickupToday = stock.data
    ? pickupTodayStores(stock.data, persistent.stores, selectedSize, new Date())
    : [];
  const soldOutOnline = available !== null && available.size === 0;
  const inAStore =
    stock.data !== undefined &&
    persistent.stores.some((store) =>
      locationHasStock(stock.data, String(store.id), product.sizes, null),
    );

  useDocumentTitle(title);
  const origin = useOrigin();
  const pageUrl = canonicalProductUrl(origin, product.id, language);
  const imageUrl = new URL(productPictureUrl(product), origin).toString();
  const shareTarget = useMemo(
    () => ({ url: pageUrl, title, imageUrl }),
    [pageUrl, title, imageUrl],
  );
  const description = productDescription(persistent, product, {
    language,
    pageDescriptions: descriptions,
    groups: groupNames,
  });
  usePageMeta([
    { attribute: "name", key: "description", content: description },
    { attribute: "property", key: "og:type", content: "product" },
    { attribute: "property", key: "og:title", content: title },
    { attribute: "property", key: "og:description", content: description },
    { attribute: "property", key: "og:image", content: imageUrl },
    { attribute: "property", key: "og:url", content: pageUrl },
  ]);

  function selectSize(size: string | null) {
    setSelectedSize(size);
    setSizeMessage(null);
  }

  function addToCart() {
    const check = checkAddToCart(persistent.settings.store_online, selectedSize, available);
    if (check === "storeOffline") showError(texts.storeOffline);
    else if (check === "chooseSize") setSizeMessage(texts.chooseSize);
    else if (check === "notOnline") setSizeMessage(texts.sizeNotOnline);
    else if (selectedSize !== null) {
      setSizeMessage(null);
      onAddToCart(product, selectedSize, stock.data && onlineUnits(stock.data, selectedSize));
    }
  }

  /** The phone's buy bar: the chosen size when it can go to the cart, else the size picker. */
  function addFromBuyBar() {
    if (selectedSize !== null && (available === null || available.has(selectedSize))) addToCart();
    else openSizePicker(product);
  }

  return (
    <div className={`container ${styles.page}`}>
      <FreshPrice id={id} />
      <nav aria-label={texts.breadcrumbLabel} className={styles.breadcrumb}>
        <ol>
          <li>
            <Link to="/home">{texts.home}</Link>
          </li>
          {place && (
            <>
              <li>
                <Link to={place.group.to}>{place.group.name}</Link>
              </li>
              <li>
                <Link to={place.category.to}>{place.category.name}</Link>
              </li>
            </>
          )}
          <li>
            <span aria-current="page">{title}</span>
          </li>
        </ol>
      </nav>

      <div className={styles.layout}>
        <HydrateApart>
          <Gallery title={title} pictures={product.pictures} />
        </HydrateApart>

        <div className={styles.details}>
          {place && (
            <p className={styles.eyebrow}>
              {place.group.name} · {place.category.name}
            </p>
          )}
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.ref}>{texts.refLine(product.ref)}</p>

          <ProductPrice product={product} size="lg" />

          <dl className={styles.facts}>
            {color && (
              <div>
                <dt>{texts.color}</dt>
                <dd>{color}</dd>
              </div>
            )}
            <div>
              <dt>{texts.brand}</dt>
              <dd>{brand}</dd>
            </div>
          </dl>

          <ColourChoices colours={product.colours} current={product.id} />

          {tags.length > 0 && (
            <ul className={styles.tags} aria-label={texts.tagsLabel}>
              {tags.map((tag) => (
                <li key={tag}>{tag}</li>
              ))}
            </ul>
          )}

          {product.description && (
            <div className={styles.description}>
              <h2 className="visually-hidden">{texts.descriptionHeading}</h2>
              <p>{product.description}</p>
            </div>
          )}

          <FitNote details={product.details} />

          {product.sizes.length > 0 && (
            <SizeSelector
              productId={product.id}
              sizes={product.sizes}
              selected={selectedSize}
              onChange={selectSize}
              onlineSizes={available}
              message={sizeMessage}
              sizeGuideId={product.sizeGuideId}
            />
          )}

          {soldOutOnline && (
            <div className={styles.notice}>
              <p>{inAStore ? texts.soldOutInStores : texts.soldOutNowhere}</p>
            </div>
          )}

          <div className={styles.actions} ref={actionsRef}>
            {soldOutOnline ? (
              <div className={styles.soldOutActions}>
                <button type="button" className={`button ${styles.addToCart}`} disabled>
                  {texts.soldOutOnline}
                </button>
                <SoldOutButton
                  product={product}
                  onProductPage
                  className={`button button--secondary ${styles.notifyMe}`}
                />
              </div>
            ) : (
              <button type="button" className={`button ${styles.addToCart}`} onClick={addToCart}>
                {texts.addToCart}
              </button>
            )}
            <button
              type="button"
              className={styles.favourite}
              aria-pressed={favourite.active}
              onClick={favourite.toggle}
              title={favourite.active ? texts.favouriteRemove : texts.favouriteAdd}
            >
              <HeartIcon filled={favourite.active} />
              <span className="visually-hidden">{texts.favouriteToggle}</span>
            </button>
          </div>
          <PurchasePromise />

          <HydrateApart>
            <StockTable
              rows={rows}
              pickupToday={pickupToday}
              selectedSize={selectedSize}
              status={stock.status}
              onRetry={() => stock.refetch()}
            />
          </HydrateApart>
          <HydrateApart>
            <StoreReservation product={product} stock={stock.data} selectedSize={selectedSize} />
          </HydrateApart>
          <ProductDetails details={product.details} />
          <HydrateApart>
            <ShareLinks target={shareTarget} />
          </HydrateApart>
        </div>
      </div>
      <ProductSuggestions productId={product.id} />
      {!soldOutOnline && (
        <BuyBar
          product={product}
          title={title}
          selectedSize={selectedSize}
          watched={actionsRef}
          onAdd={addFromBuyBar}
        />
      )}
    </div>
  );
}
