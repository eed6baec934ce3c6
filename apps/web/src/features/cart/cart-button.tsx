import { CART_POPUP_MIN_WIDTH, cartUnits } from "@shop/shared";
import { type MouseEvent, type RefObject, useCallback, useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { BagIcon } from "../../components/ui/icons";
import { useCart } from "../../lib/cart/cart-store";
import { useGiftCardLines } from "../../lib/cart/gift-card-lines";
import { useTexts } from "../../lib/i18n/use-texts";
import { useMediaQuery } from "../../lib/use-media-query";
import styles from "./cart-button.module.css";
import { CartPopup } from "./cart-popup";
import { cartPopupTexts } from "./popup-texts";

/** From this width the cart button opens the popup (product.md: 1200 px). */
export const CART_POPUP_QUERY = `(min-width: ${CART_POPUP_MIN_WIDTH}px)`;
const POPUP_ID = "cart-popup";
const MAX_BADGE = 99;

function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** Closes the popup on a pointer press outside `area` and on Escape (focus back to the button). */
function useDismiss(
  open: boolean,
  area: RefObject<HTMLElement | null>,
  button: RefObject<HTMLElement | null>,
  close: () => void,
) {
  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: PointerEvent) {
      if (area.current && !area.current.contains(event.target as Node)) close();
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== "Escape") return;
      close();
      button.current?.focus();
    }
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open, area, button, close]);
}

/**
 * The header's cart button with the number of units. It is a link to /cart; from 1200 px a plain
 * click toggles the cart popup instead (a modified click still opens the page, e.g. in a new
 * tab). The popup closes on any navigation, a press outside it and Escape.
 */
export function CartButton({
  className,
  labelClassName,
}: {
  className?: string;
  /** For the visible word 'Carrinho' (the header hides it on phones). */
  labelClassName?: string;
}) {
  const cartTexts = useTexts(cartPopupTexts);
  // Gift cards count as lines of the cart, one each.
  const units = cartUnits(useCart()) + useGiftCardLines().length;
  const wide = useMediaQuery(CART_POPUP_QUERY);
  const location = useLocation();
  // The popup remembers the page it was opened on: any navigation closes it.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const open = wide && openedAt === location.key;
  const areaRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLAnchorElement>(null);
  const close = useCallback(() => setOpenedAt(null), []);
  useDismiss(open, areaRef, buttonRef, close);

  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    if (!wide || !isPlainClick(event)) return;
    event.preventDefault();
    setOpenedAt(open ? null : location.key);
  }

  return (
    <div ref={areaRef} className={styles.area}>
      <Link
        ref={buttonRef}
        to="/cart"
        className={`${className ?? ""} ${styles.button}`}
        aria-label={cartTexts.button.label(units)}
        aria-expanded={wide ? open : undefined}
        aria-controls={wide ? POPUP_ID : undefined}
        onClick={handleClick}
      >
        <BagIcon />
        <span className={labelClassName}>{cartTexts.button.text}</span>
        {/* A word apart from the badge's number: the name («Carrinho, 3 artigos») holds both. */}{" "}
        {units > 0 && (
          <span className={styles.badge} aria-hidden="true">
            {units > MAX_BADGE ? `${MAX_BADGE}+` : units}
          </span>
        )}
      </Link>
      {open && <CartPopup id={POPUP_ID} />}
    </div>
  );
}
