import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { MenuIcon, PhoneIcon, SearchIcon } from "../../components/ui/icons";
import { CartButton } from "../../features/cart/cart-button";
import { HydrateApart } from "../../lib/hydrate-apart";
import { useTexts } from "../../lib/i18n/use-texts";
import { usePersistent } from "../../lib/persistent";
import { telHref } from "../../lib/phone";
import { headerTexts } from "../texts";
import { AccountLinks } from "./account-links";
import styles from "./header.module.css";
import { LanguageSwitch } from "./language-switch";
import { Logo } from "./logo";
import { NavMenu } from "./nav-menu";
import { SearchPopup } from "./search-popup";

const MENU_ID = "site-menu";

/** The shared header: top bar, main bar and navigation menu. */
export function Header() {
  const texts = useTexts(headerTexts);
  const { settings } = usePersistent();
  const location = useLocation();
  // The drawer remembers the page it was opened on: any navigation closes it.
  const [menuOpenedAt, setMenuOpenedAt] = useState<string | null>(null);
  const [searchOpen, setSearchOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuOpen = menuOpenedAt === location.key;

  // The page behind the phone drawer stays put (global.css: phones only, where the drawer is).
  useEffect(() => {
    if (!menuOpen) return;
    document.documentElement.dataset.scrollLock = "menu";
    return () => {
      delete document.documentElement.dataset.scrollLock;
    };
  }, [menuOpen]);

  function closeDrawer() {
    setMenuOpenedAt(null);
    toggleRef.current?.focus();
  }

  return (
    <header className={styles.header}>
      <a href="#main" className={styles.skip}>
        {texts.skipToContent}
      </a>
      <div className={styles.topBar}>
        <div className={`container ${styles.topBarInner}`}>
          {settings.contact_phone ? (
            <p className={styles.phone}>
              <PhoneIcon size={16} />
              <a href={telHref(settings.contact_phone)} className={styles.phoneLink}>
                <span className="visually-hidden">{texts.phoneLabel}: </span>
                {settings.contact_phone}
              </a>
              <span className={styles.phoneNote}>({texts.phoneNote})</span>
            </p>
          ) : (
            <span />
          )}
          <div className={styles.topActions}>
            <LanguageSwitch className={styles.language} />
            <button
              ref={toggleRef}
              type="button"
              className={styles.menuToggle}
              aria-expanded={menuOpen}
              aria-controls={MENU_ID}
              onClick={() => setMenuOpenedAt(menuOpen ? null : location.key)}
            >
              <MenuIcon size={20} />
              {texts.openMenu}
            </button>
          </div>
        </div>
      </div>

      <div className={`container ${styles.mainBar}`}>
        <Logo />
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.action}
            onClick={() => setSearchOpen(true)}
            aria-haspopup="dialog"
          >
            <SearchIcon />
            <span className={styles.actionLabel}>{texts.search}</span>
          </button>
          <AccountLinks actionClassName={styles.action} labelClassName={styles.actionLabel} />
          {settings.store_online && (
            <CartButton
              className={`${styles.action} ${styles.cart}`}
              labelClassName={styles.actionLabel}
            />
          )}
        </div>
      </div>

      <HydrateApart>
        <NavMenu id={MENU_ID} drawerOpen={menuOpen} onDrawerClose={closeDrawer} />
      </HydrateApart>

      {searchOpen && <SearchPopup onClose={() => setSearchOpen(false)} />}
    </header>
  );
}

/** The header of the offline page, and of any page shown before the shop's data is there. */
export function MinimalHeader() {
  const texts = useTexts(headerTexts);
  return (
    <header className={`${styles.header} ${styles.minimal}`}>
      <a href="#main" className={styles.skip}>
        {texts.skipToContent}
      </a>
      <div className={`container ${styles.mainBar}`}>
        <Logo />
      </div>
    </header>
  );
}
