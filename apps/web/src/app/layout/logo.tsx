import { Link } from "react-router";
import { useTexts } from "../../lib/i18n/use-texts";
import { headerTexts } from "../texts";
import styles from "./logo.module.css";

/** The shop's mark: a pump in profile and the name; links to the home page. */
export function Logo({ tone = "dark" }: { tone?: "dark" | "light" }) {
  const texts = useTexts(headerTexts);
  return (
    // Named by the words it shows and then where it leads: a label apart from them would not
    // hold "1978" (label in name: voice control users say what they see).
    <Link to="/home" className={`${styles.logo} ${tone === "light" ? styles.light : ""}`}>
      <svg className={styles.mark} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <circle cx="24" cy="24" r="23" className={styles.markBg} />
        <path
          className={styles.markShoe}
          d="M9 31.5c0-2.2 3.4-3 7.6-4.1 4-1 7.6-4.2 11.2-8.4 1.6-1.8 3.6-3.1 6-3.1h1.5c1.4 2.6 2 5.6 1.6 8.6l-.5 10.8h-2.3l-1-7.4c-4.2 1.7-9.2 5.5-15.4 6.2H12c-1.8 0-3-1.1-3-2.6z"
        />
        <path className={styles.markLine} d="M9.5 35.5h18" />
      </svg>
      <span className={styles.words}>
        <span className={styles.name}>Sapataria</span>
        <span className={styles.city}>Lisboa · 1978</span>
      </span>
      <span className="visually-hidden">{texts.homeLink}</span>
    </Link>
  );
}
