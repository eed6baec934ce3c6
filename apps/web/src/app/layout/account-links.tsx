import type { SVGProps } from "react";
import { Link } from "react-router";
import { UserIcon } from "../../components/ui/icons";
import { useUser } from "../../lib/auth/hooks";
import { signOut } from "../../lib/auth/session";
import { useTexts } from "../../lib/i18n/use-texts";
import { headerTexts } from "../texts";
import styles from "./account-links.module.css";

function Glyph({ children, ...props }: SVGProps<SVGSVGElement>) {
  return (
    <svg
      width={22}
      height={22}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

function HeartGlyph() {
  return (
    <Glyph>
      <path d="M12 20s-7.5-4.6-9.2-9.3C1.7 7.5 3.8 4.5 7 4.5c2 0 3.3 1.1 5 3 1.7-1.9 3-3 5-3 3.2 0 5.3 3 4.2 6.2C19.5 15.4 12 20 12 20z" />
    </Glyph>
  );
}

function SignOutGlyph() {
  return (
    <Glyph>
      <path d="M14 4h4a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-4M10 16l-4-4 4-4M6 12h10" />
    </Glyph>
  );
}

export interface AccountLinksProps {
  /** The header's class of an action (link or button). */
  actionClassName?: string | undefined;
  /** The header's class of an action's text (hidden on phones, still read aloud). */
  labelClassName?: string | undefined;
}

/**
 * The header's account actions: 'Registar / Entrar' for a visitor; for a signed-in customer,
 * 'A minha conta', 'Favoritos' and 'Sair' (on an account page, signing out leads to /sign). On
 * phones 'Favoritos' is left to the account menu, so that the header fits 360 px.
 */
export function AccountLinks({ actionClassName, labelClassName }: AccountLinksProps) {
  const texts = useTexts(headerTexts);
  const user = useUser();
  if (!user) {
    return (
      <Link to="/sign" className={actionClassName}>
        <UserIcon />
        <span className={labelClassName}>{texts.sign}</span>
      </Link>
    );
  }
  return (
    <>
      <Link to="/account/settings" className={actionClassName}>
        <UserIcon />
        <span className={labelClassName}>{texts.account}</span>
      </Link>
      <Link to="/account/wishlist" className={`${actionClassName} ${styles.wideOnly}`}>
        <HeartGlyph />
        <span className={labelClassName}>{texts.favourites}</span>
      </Link>
      <button type="button" className={actionClassName} onClick={() => void signOut()}>
        <SignOutGlyph />
        <span className={labelClassName}>{texts.signOut}</span>
      </button>
    </>
  );
}
