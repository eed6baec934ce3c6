import { useEffect, useRef } from "react";
import { NavLink, Outlet, useLocation, useNavigate } from "react-router";
import { requireUser, SIGN_PATH } from "../../../lib/auth/guards";
import { useUser } from "../../../lib/auth/hooks";
import { useTexts } from "../../../lib/i18n/use-texts";
import { accountTexts as portugueseAccountTexts } from "../texts";
import styles from "./account-layout.module.css";

const MENU = [
  { to: "/account/settings", label: "settings" },
  { to: "/account/purchases", label: "purchases" },
  { to: "/account/wishlist", label: "wishlist" },
  { to: "/account/delete", label: "delete" },
] as const;

/** Logged-out visitors never reach the account pages: they go to sign. */
export const accountLoader = requireUser;

/**
 * Set while the account is being left on purpose (deleted): losing the user then must not send
 * the customer to sign.
 */
export const accountExit = { leaving: false };

/** On phones the tab bar scrolls sideways: the current tab is brought into view. */
function useCurrentTabInView() {
  const menuRef = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    const current = menuRef.current?.querySelector<HTMLElement>(`a[href="${pathname}"]`);
    const menu = menuRef.current;
    if (!current || !menu || menu.scrollWidth <= menu.clientWidth) return;
    menu.scrollLeft = current.offsetLeft - (menu.clientWidth - current.offsetWidth) / 2;
  }, [pathname]);
  return menuRef;
}

/** The account area: side menu (a tab bar on phones) and the page. Logging out here goes to sign. */
export function AccountLayout() {
  const texts = useTexts(portugueseAccountTexts).layout;
  const user = useUser();
  const navigate = useNavigate();
  const menuRef = useCurrentTabInView();

  useEffect(() => {
    if (!user && !accountExit.leaving) void navigate(SIGN_PATH, { replace: true });
  }, [user, navigate]);

  useEffect(
    () => () => {
      accountExit.leaving = false;
    },
    [],
  );

  if (!user) return null;

  return (
    <div className={`container ${styles.area}`}>
      <aside className={styles.aside}>
        <p className={styles.greeting}>{texts.greeting(user.name)}</p>
        <nav aria-label={texts.menuLabel}>
          <ul className={styles.menu} ref={menuRef}>
            {MENU.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className={styles.link}>
                  {texts[item.label]}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className={styles.content}>
        <Outlet />
      </div>
    </div>
  );
}
