import type { guaranteeNotice, Translation, WithdrawalForm } from "@shop/shared";
import { useTexts } from "../../lib/i18n/use-texts";
import styles from "./content.module.css";
import { browserStorage as portugueseBrowserStorage, privacyTexts } from "./texts";

/**
 * The parts the terms and the privacy policy show alike in both languages: each page gives them
 * its language's words, so a Portuguese page carries no English.
 */

/** The model withdrawal form of the annex of Decreto-Lei n.º 24/2014, ready to fill in. */
export function WithdrawalFormBox({ form }: { form: WithdrawalForm }) {
  return (
    <div className={styles.form}>
      <p className={styles.formTitle}>{form.title}</p>
      <p className={styles.formSubtitle}>{form.subtitle}</p>
      <ul className={styles.formList}>
        {form.lines.map((line) => (
          <li key={line.text}>
            {line.text}
            {Array.from({ length: line.fill }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: blank lines to write on, all alike
              <FillLine key={i} />
            ))}
          </li>
        ))}
      </ul>
      <p className={styles.note}>{form.note}</p>
    </div>
  );
}

function FillLine() {
  return <span className={styles.fillLine} aria-hidden="true" />;
}

/** The harmonised notice on the legal guarantee (Regulation (EU) 2025/1960), Portugal's periods. */
export function GuaranteeNoticeBox({ notice }: { notice: Translation<typeof guaranteeNotice> }) {
  return (
    <div className={styles.form}>
      <p className={styles.formTitle}>{notice.title}</p>
      {notice.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  );
}

/** A section heading without its number: `Trocas` for `9. Trocas`. */
export function withoutNumber(heading: string): string {
  return heading.replace(/^\d+\.\s*/, "");
}

/** Every key the shop keeps in the browser, in a table that scrolls sideways on a phone. */
export function BrowserStorageTable({ label }: { label: string }) {
  const columns = useTexts(privacyTexts).storageColumns;
  const browserStorage = useTexts(portugueseBrowserStorage);
  return (
    // Scrolls sideways on a phone: a keyboard stop of its own, its arrows scroll it.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region the keyboard must reach
    <section className={styles.tableScroll} tabIndex={0} aria-label={label}>
      <table>
        <thead>
          <tr>
            <th scope="col">{columns.name}</th>
            <th scope="col">{columns.kind}</th>
            <th scope="col">{columns.what}</th>
            <th scope="col">{columns.lasts}</th>
          </tr>
        </thead>
        <tbody>
          {browserStorage.map((item) => (
            <tr key={item.key}>
              <td>
                <code>{item.key}</code>
              </td>
              <td>{item.kind}</td>
              <td>{item.what}</td>
              <td>{item.lasts}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
