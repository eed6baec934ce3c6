import { MOBILE_MAX_WIDTH, SUBMENU_FADE_MS } from "@shop/shared";
import {
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { Link, NavLink, useLocation } from "react-router";
import { ChevronDownIcon, CloseIcon } from "../../components/ui/icons";
import { HydrateApart } from "../../lib/hydrate-apart";
import { useTexts } from "../../lib/i18n/use-texts";
import { usePersistent } from "../../lib/persistent";
import { headerTexts, menuTexts } from "../texts";
import { LanguageSwitch } from "./language-switch";
import { buildMenu, type MenuColumn, type MenuItem, type MenuLink } from "./menu-items";
import styles from "./nav-menu.module.css";

const MOBILE_QUERY = `(max-width: ${MOBILE_MAX_WIDTH}px)`;

/**
 * Asked when it matters rather than held as state: the server cannot know the width, and a state
 * that differs after hydration re-renders the whole menu at once on every phone. The drawer's
 * `data-open` only shows it on phones (CSS); hover opens submenus only on wider screens.
 */
const isPhone = () => window.matchMedia(MOBILE_QUERY).matches;

interface NavMenuProps {
  /** Id of the element the header's menu toggle controls. */
  id: string;
  /** Whether the phone drawer is open (ignored on wider screens, where the menu is a bar). */
  drawerOpen: boolean;
  onDrawerClose: () => void;
}

/** Which submenu is open, and on which page: a route change closes it without an effect. */
interface OpenGroup {
  id: string;
  locationKey: string;
  byHover: boolean;
}

/**
 * The main navigation. From 768 px a bar whose submenus fade in on hover or open on click;
 * up to 767 px a full-height drawer with accordion submenus. Any route change closes it.
 */
export function NavMenu({ id, drawerOpen, onDrawerClose }: NavMenuProps) {
  const texts = useTexts(headerTexts);
  const menu = useTexts(menuTexts);
  const { categoryTree } = usePersistent();
  const items = useMemo(() => buildMenu(categoryTree, menu), [categoryTree, menu]);
  const location = useLocation();
  const [openGroup, setOpenGroup] = useState<OpenGroup | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const drawerRef = useRef<HTMLDivElement>(null);
  const openId = openGroup?.locationKey === location.key ? openGroup.id : null;

  function open(groupId: string, byHover: boolean) {
    setOpenGroup({ id: groupId, locationKey: location.key, byHover });
  }

  function close() {
    setOpenGroup(null);
  }

  // A click or tap anywhere else closes the open submenu.
  useEffect(() => {
    if (!openId) return;
    function onPointerDown(event: globalThis.PointerEvent) {
      if (navRef.current && !navRef.current.contains(event.target as Node)) setOpenGroup(null);
    }
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [openId]);

  // The phone drawer takes the focus when it opens.
  useEffect(() => {
    if (drawerOpen && isPhone()) {
      drawerRef.current?.querySelector<HTMLElement>("a, button")?.focus();
    }
  }, [drawerOpen]);

  function handleKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key !== "Escape") return;
    if (openId) {
      event.stopPropagation();
      navRef.current?.querySelector<HTMLElement>(`[data-group="${openId}"]`)?.focus();
      close();
    } else if (drawerOpen) {
      event.stopPropagation();
      onDrawerClose();
    }
  }

  const style = { "--submenu-fade": `${SUBMENU_FADE_MS}ms` } as CSSProperties;

  return (
    <nav
      ref={navRef}
      className={styles.nav}
      aria-label={texts.mainNavigation}
      onKeyDown={handleKeyDown}
      style={style}
    >
      <div
        className={styles.scrim}
        data-open={drawerOpen}
        onClick={onDrawerClose}
        aria-hidden="true"
      />
      <div ref={drawerRef} id={id} className={styles.drawer} data-open={drawerOpen}>
        <div className={styles.drawerHeader}>
          <span className={styles.drawerTitle}>{texts.openMenu}</span>
          <button
            type="button"
            className={styles.drawerClose}
            onClick={onDrawerClose}
            aria-label={texts.closeMenu}
          >
            <CloseIcon />
          </button>
        </div>
        <ul className={`container ${styles.list}`}>
          {items.map((item) =>
            item.kind === "link" ? (
              <li key={item.id} className={styles.item}>
                <NavLink to={item.to} className={styles.topLink}>
                  {item.label}
                </NavLink>
              </li>
            ) : (
              <HydrateApart key={item.id}>
                <MenuGroup
                  item={item}
                  isOpen={openId === item.id}
                  onOpen={(byHover) => open(item.id, byHover)}
                  onToggle={() => {
                    if (openId === item.id && !openGroup?.byHover) close();
                    else open(item.id, false);
                  }}
                  onClose={close}
                />
              </HydrateApart>
            ),
          )}
        </ul>
        {/* The header's language switch, on a phone (the top bar keeps its room for the phone). */}
        <p className={styles.drawerLanguage}>
          <LanguageSwitch />
        </p>
      </div>
    </nav>
  );
}

interface MenuGroupProps {
  item: Extract<MenuItem, { kind: "group" }>;
  isOpen: boolean;
  onOpen: (byHover: boolean) => void;
  onToggle: () => void;
  onClose: () => void;
}

function MenuGroup({ item, isOpen, onOpen, onToggle, onClose }: MenuGroupProps) {
  const panelId = `submenu-${item.id}`;

  function handlePointerEnter(event: PointerEvent) {
    if (event.pointerType === "mouse" && !isPhone()) onOpen(true);
  }

  function handlePointerLeave(event: PointerEvent) {
    if (event.pointerType === "mouse" && !isPhone()) onClose();
  }

  function handleBlur(event: FocusEvent<HTMLLIElement>) {
    // Tabbing past the last link of a submenu closes it.
    if (!isPhone() && !event.currentTarget.contains(event.relatedTarget as Node | null)) {
      if (isOpen && event.relatedTarget) onClose();
    }
  }

  return (
    <li
      className={styles.item}
      onPointerEnter={handlePointerEnter}
      onPointerLeave={handlePointerLeave}
      onBlur={handleBlur}
    >
      <button
        type="button"
        className={styles.groupButton}
        aria-expanded={isOpen}
        aria-controls={panelId}
        data-group={item.id}
        onClick={onToggle}
      >
        {item.label}
        <ChevronDownIcon className={styles.chevron} size={16} />
      </button>
      <div id={panelId} className={styles.panel} data-open={isOpen}>
        <div className={`container ${styles.panelInner}`}>
          {item.columns.map((column) => (
            <MenuColumnList key={column.heading} groupId={item.id} column={column} />
          ))}
          {item.seeAll && (
            <div className={styles.panelAside}>
              <MenuAnchor link={item.seeAll} className="button" />
            </div>
          )}
        </div>
      </div>
    </li>
  );
}

function MenuColumnList({ groupId, column }: { groupId: string; column: MenuColumn }) {
  const texts = useTexts(menuTexts);
  const headingId = `submenu-${groupId}-${column.heading}`;
  return (
    <div className={styles.column}>
      <p id={headingId} className={styles.columnHeading}>
        {column.heading}
      </p>
      <ul className={styles.columnList} aria-labelledby={headingId}>
        {column.links.length === 0 && <li className={styles.empty}>{texts.noCategories}</li>}
        {column.links.map((link) => (
          <li key={link.to}>
            <MenuAnchor link={link} className={styles.link} />
          </li>
        ))}
        {column.seeAll && (
          <li className={styles.seeAllItem}>
            <MenuAnchor link={column.seeAll} className={styles.seeAll} />
          </li>
        )}
      </ul>
    </div>
  );
}

function MenuAnchor({ link, className }: { link: MenuLink; className?: string }) {
  return (
    <Link to={link.to} className={className}>
      {link.label}
      {link.hint && <span className="visually-hidden"> — {link.hint}</span>}
    </Link>
  );
}
