import {
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
  useId,
  useLayoutEffect,
  useRef,
} from "react";
import { createPortal } from "react-dom";
import { useTexts } from "../../lib/i18n/use-texts";
import styles from "./dialog.module.css";
import { CloseIcon } from "./icons";
import { uiTexts } from "./texts";

export interface DialogProps {
  /** Visible heading; also the dialog's accessible name. */
  title: ReactNode;
  onClose: () => void;
  children?: ReactNode;
  /**
   * Buttons at the bottom. Left out, the dialog gets a single 'Fechar' button there; given
   * (even `null`), the dialog gets a 'Fechar' icon button in its top corner instead.
   */
  footer?: ReactNode;
  /** The element to focus on opening; by default the first focusable element. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /**
   * `drawer`: as tall as the screen allows, the body scrolling between a fixed title and footer.
   * `sheet`: the same, rising from the bottom edge as wide as the screen on a phone.
   */
  size?: "sm" | "md" | "lg" | "drawer" | "sheet";
  /** `alertdialog` for errors and confirmations that need an answer. */
  role?: "dialog" | "alertdialog";
  /** Whether a click on the dimmed page around the dialog closes it (default true). */
  closeOnBackdrop?: boolean;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

let openDialogs = 0;

/** Makes the page behind the dialogs inert and unscrollable while at least one is open. */
function lockPage(): () => void {
  openDialogs += 1;
  const root = document.getElementById("root");
  if (openDialogs === 1) {
    if (root) root.inert = true;
    document.body.style.overflow = "hidden";
  }
  return () => {
    openDialogs -= 1;
    if (openDialogs === 0) {
      if (root) root.inert = false;
      document.body.style.overflow = "";
    }
  };
}

function focusableIn(element: HTMLElement): HTMLElement[] {
  return [...element.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((node) =>
    // Without checkVisibility (older browsers, jsdom) every candidate counts as visible.
    typeof node.checkVisibility === "function" ? node.checkVisibility() : true,
  );
}

/**
 * An accessible modal dialog: labelled by its title, focus kept inside and given back on close,
 * Escape closes, the page behind is inert. Render it only while open.
 */
export function Dialog({
  title,
  onClose,
  children,
  footer,
  initialFocusRef,
  size = "sm",
  role = "dialog",
  closeOnBackdrop = true,
}: DialogProps) {
  const texts = useTexts(uiTexts);
  const titleId = useId();
  const bodyId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  // Before the dialog is painted: a key pressed as soon as it shows (Escape) already reaches it.
  useLayoutEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const unlock = lockPage();
    const panel = panelRef.current;
    const target = initialFocusRef?.current ?? (panel ? focusableIn(panel)[0] : undefined) ?? panel;
    target?.focus();
    return () => {
      unlock();
      if (previous?.isConnected) previous.focus();
    };
  }, [initialFocusRef]);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === "Escape") {
      event.stopPropagation();
      event.preventDefault();
      onCloseRef.current();
      return;
    }
    if (event.key !== "Tab" || !panelRef.current) return;
    const focusable = focusableIn(panelRef.current);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === panelRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  }

  function handleBackdrop(event: MouseEvent<HTMLDivElement>) {
    if (closeOnBackdrop && event.target === event.currentTarget) onClose();
  }

  const withFooter = footer === undefined;

  return createPortal(
    // biome-ignore lint/a11y/noStaticElementInteractions: the backdrop only catches pointer clicks; the keyboard closes with Escape.
    <div className={styles.backdrop} onMouseDown={handleBackdrop}>
      {/* biome-ignore lint/a11y: the role is dialog or alertdialog, given as a prop, which the linter cannot see. */}
      <div
        ref={panelRef}
        className={`${styles.panel} ${styles[size]}`}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={children ? bodyId : undefined}
        tabIndex={-1}
        onKeyDown={handleKeyDown}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {!withFooter && (
            <button
              type="button"
              className={styles.iconClose}
              onClick={onClose}
              aria-label={texts.close}
            >
              <CloseIcon />
            </button>
          )}
        </div>
        {children && (
          <div id={bodyId} className={styles.body}>
            {children}
          </div>
        )}
        {withFooter ? (
          <div className={styles.footer}>
            <button type="button" className="button" onClick={onClose}>
              {texts.close}
            </button>
          </div>
        ) : (
          footer && <div className={styles.footer}>{footer}</div>
        )}
      </div>
    </div>,
    document.body,
  );
}
