import type { ChosenPaymentMethod } from "@shop/shared";
import { useQuery } from "@tanstack/react-query";
import { useTexts } from "../../lib/i18n/use-texts";
import { paymentsConfigQuery } from "./api";
import styles from "./checkout-header.module.css";
import { secureHeaderTexts as portugueseSecureHeaderTexts } from "./checkout-header-texts";

/** Small marks in the look people know from the methods' own logos (not the trademarked files). */
const LOGOS: Record<ChosenPaymentMethod, React.ReactNode> = {
  MULTIBANCO: (
    <>
      <rect width="40" height="26" rx="4" fill="#1d5ea8" />
      <text x="20" y="18" textAnchor="middle" fontSize="13" fontWeight="700" fill="#fff">
        MB
      </text>
    </>
  ),
  MBWAY: (
    <>
      <rect width="40" height="26" rx="4" fill="#fff" stroke="#c4c4c4" />
      <text x="20" y="12" textAnchor="middle" fontSize="9" fontWeight="700" fill="#222">
        MB
      </text>
      <text x="20" y="21" textAnchor="middle" fontSize="7.5" fontWeight="700" fill="#d6001c">
        WAY
      </text>
    </>
  ),
  CREDIT: (
    <>
      <rect width="40" height="26" rx="4" fill="#fff" stroke="#c4c4c4" />
      <circle cx="16" cy="13" r="7" fill="#eb001b" />
      <circle cx="24" cy="13" r="7" fill="#f79e1b" fillOpacity="0.9" />
    </>
  ),
};

/** The methods the shop offers (GET /public/payments/config), as logos with text alternatives. */
export function PaymentLogos() {
  const secureHeaderTexts = useTexts(portugueseSecureHeaderTexts);
  const methods = useQuery(paymentsConfigQuery).data?.methods;
  if (!methods?.length) return null;
  return (
    <ul className={styles.logos} aria-label={secureHeaderTexts.methods}>
      {methods.map((method) => (
        <li key={method}>
          <svg
            viewBox="0 0 40 26"
            width="40"
            height="26"
            role="img"
            aria-label={secureHeaderTexts.logos[method]}
            fontFamily="Arial, Helvetica, sans-serif"
          >
            {LOGOS[method]}
          </svg>
        </li>
      ))}
    </ul>
  );
}
