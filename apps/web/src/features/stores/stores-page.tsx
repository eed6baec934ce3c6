import { hoursLines, type Store } from "@shop/shared";
import { Link } from "react-router";
import { NO_IMAGE } from "../../components/product/product-display";
import { PhoneIcon, PinIcon } from "../../components/ui/icons";
import { StoredPicture } from "../../components/ui/stored-picture";
import { mediaUrl } from "../../lib/api-client";
import { useLanguage } from "../../lib/i18n/language";
import { useTexts } from "../../lib/i18n/use-texts";
import { usePersistent } from "../../lib/persistent";
import { telHref } from "../../lib/phone";
import styles from "./stores-page.module.css";
import { storesTexts } from "./texts";

/** One store: picture, name, address, phone, opening hours and a link to the map. */
export function StoreCard({ store }: { store: Store }) {
  const texts = useTexts(storesTexts);
  const language = useLanguage();
  const headingId = `store-${store.id}`;
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <StoredPicture
        name={store.thumbnail || NO_IMAGE}
        sizes="(min-width: 700px) 420px, 100vw"
        className={styles.picture}
        alt={texts.pictureAlt(store.name)}
        width={640}
        height={400}
        loading="lazy"
        fallbackSrc={mediaUrl(NO_IMAGE)}
      />
      <div className={styles.body}>
        <h2 id={headingId} className={styles.name}>
          {store.name}
        </h2>
        <address className={styles.address}>
          <span className="visually-hidden">{texts.address}: </span>
          {store.address}
        </address>
        {store.phone && (
          <p className={styles.phone}>
            <PhoneIcon size={18} />
            <span>
              <a href={telHref(store.phone)}>
                <span className="visually-hidden">{texts.phone}: </span>
                {store.phone}
              </a>{" "}
              <span className={styles.note}>({texts.phoneNote})</span>
            </span>
          </p>
        )}
        {store.hours && (
          <div className={styles.hours}>
            <h3 className={styles.hoursTitle}>{texts.hours}</h3>
            <dl>
              {hoursLines(store.hours, language).map((line) => (
                <div key={line.days} className={styles.hoursLine}>
                  <dt>{line.days}</dt>
                  <dd>{line.times}</dd>
                </div>
              ))}
            </dl>
          </div>
        )}
        {store.mapLink && (
          <a
            className={`button button--secondary ${styles.map}`}
            href={store.mapLink}
            target="_blank"
            rel="noopener noreferrer"
          >
            <PinIcon size={18} />
            {texts.map}
            <span className="visually-hidden"> {texts.newWindow}</span>
          </a>
        )}
      </div>
    </article>
  );
}

/** /stores: the physical stores, in the shop's order (the persistent data comes sorted). */
export function StoresPage() {
  const texts = useTexts(storesTexts);
  const { stores } = usePersistent();
  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        <h1>{texts.title}</h1>
        <p className={styles.lead}>{texts.lead}</p>
      </header>
      {stores.length === 0 ? (
        <p>{texts.empty}</p>
      ) : (
        <ul className={styles.grid}>
          {stores.map((store) => (
            <li key={store.id}>
              <StoreCard store={store} />
            </li>
          ))}
        </ul>
      )}
      <p className={styles.more}>
        <Link to="/contacts">{texts.contactsLink}</Link>
      </p>
    </div>
  );
}
