import { staffRoleNames } from "@shop/shared";
import { StatusAsToast } from "@shop/ui";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState } from "react";
import { Link, NavLink, Outlet, useLocation, useNavigate } from "react-router";
import { AccountIcon, CloseIcon, MenuIcon, SignOutIcon } from "../../components/icons";
import { ACCOUNT_PATH, navEntries, sectionsFor } from "../nav";
import { sections } from "../sections";
import { sessionQuery, signOut, useStaff } from "../session/session";
import { layoutTexts, navTexts, SHOP_NAME } from "../texts";
import styles from "./admin-layout.module.css";
import { useRouteTitle } from "./document-title";
import { NavGroup, SectionLink } from "./nav-group";

/** The signed-in back office: header, the role's sections (a drawer on phones) and the page. */
export function AdminLayout() {
  useRouteTitle();
  const staff = useStaff();
  // Someone who must first turn on two-step verification has only their account.
  const ready = useQuery(sessionQuery).data?.step === "ready";
  const navId = useId();
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  const navigate = useNavigate();

  const main = useRef<HTMLElement>(null);
  const firstPage = useRef(true);

  // A new page closes the phone menu and takes the focus, so keyboards and screen readers start
  // reading it (the first page leaves the focus where the browser put it).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation
  useEffect(() => {
    setMenuOpen(false);
    if (firstPage.current) firstPage.current = false;
    else main.current?.focus();
  }, [location.pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === "Escape") setMenuOpen(false);
    };
    document.addEventListener("keydown", closeOnEscape);
    return () => document.removeEventListener("keydown", closeOnEscape);
  }, [menuOpen]);

  async function leave() {
    await signOut();
    navigate("/", { replace: true });
  }

  return (
    <div className={styles.shell}>
      <a href="#conteudo" className={styles.skip}>
        {layoutTexts.skipToContent}
      </a>
      <header className={styles.header}>
        <button
          type="button"
          className={styles.menuButton}
          aria-expanded={menuOpen}
          aria-controls={navId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <CloseIcon /> : <MenuIcon />}
          <span className="visually-hidden">
            {menuOpen ? layoutTexts.closeMenu : layoutTexts.openMenu}
          </span>
        </button>
        <p className={styles.brand}>
          {SHOP_NAME} <span className={styles.brandPart}>{layoutTexts.backOffice}</span>
        </p>
        <Link to={ACCOUNT_PATH} className={styles.person}>
          <span className="visually-hidden">{layoutTexts.signedInAs} </span>
          <span className={styles.personName}>{staff.name}</span>
          <span className={styles.role}>{staffRoleNames[staff.role]}</span>
        </Link>
      </header>
      <nav
        id={navId}
        className={`${styles.nav} ${menuOpen ? styles.navOpen : ""}`}
        aria-label={layoutTexts.navigation}
      >
        <ul className={`${styles.navList} ${styles.navSections}`}>
          {navEntries(sectionsFor(ready ? sections : [], staff.permissions)).map((entry) =>
            "group" in entry ? (
              <NavGroup key={entry.group.label} group={entry.group} sections={entry.sections} />
            ) : (
              <li key={entry.section.path}>
                <SectionLink section={entry.section} />
              </li>
            ),
          )}
        </ul>
        <ul className={`${styles.navList} ${styles.navFoot}`}>
          <li>
            <NavLink to={ACCOUNT_PATH} className={styles.navLink}>
              <AccountIcon />
              {navTexts.account}
            </NavLink>
          </li>
          <li>
            <button type="button" className={styles.navLink} onClick={leave}>
              <SignOutIcon />
              {layoutTexts.signOut}
            </button>
          </li>
        </ul>
      </nav>
      {menuOpen && (
        <button
          type="button"
          className={styles.backdrop}
          tabIndex={-1}
          aria-hidden="true"
          onClick={() => setMenuOpen(false)}
        />
      )}
      <main id="conteudo" ref={main} className={styles.main} tabIndex={-1}>
        {/* A form's «Guardado» shows at the bottom of the window, where its sticky bar is. */}
        <StatusAsToast>
          <Outlet />
        </StatusAsToast>
      </main>
    </div>
  );
}
