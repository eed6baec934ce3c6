import { type ComponentType, memo, useEffect, useId, useState } from "react";
import { MailIcon } from "../../../components/ui/icons";
import { useTexts } from "../../../lib/i18n/use-texts";
import { FacebookIcon, LinkIcon, PinterestIcon, WhatsAppIcon, XIcon } from "./icons";
import styles from "./product-page.module.css";
import { type ShareNetwork, type ShareTarget, shareLinks } from "./share";
import { productTexts } from "./texts";

const ICONS: Record<ShareNetwork, ComponentType<{ size?: number }>> = {
  facebook: FacebookIcon,
  x: XIcon,
  whatsapp: WhatsAppIcon,
  pinterest: PinterestIcon,
  email: MailIcon,
};

/** How long 'Ligação copiada.' stays on screen. */
const CONFIRMATION_MS = 4000;

/** Share links to the networks and by email, and a button copying the page's address. */
export const ShareLinks = memo(function ShareLinks({ target }: { target: ShareTarget }) {
  const texts = useTexts(productTexts);
  const headingId = useId();
  const [copy, setCopy] = useState<"idle" | "copied" | "failed">("idle");

  useEffect(() => {
    if (copy !== "copied") return;
    const timer = window.setTimeout(() => setCopy("idle"), CONFIRMATION_MS);
    return () => window.clearTimeout(timer);
  }, [copy]);

  async function copyLink() {
    try {
      if (!navigator.clipboard) throw new Error("no clipboard");
      await navigator.clipboard.writeText(target.url);
      setCopy("copied");
    } catch {
      setCopy("failed");
    }
  }

  return (
    <section className={styles.share} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.blockHeading}>
        {texts.shareHeading}
      </h2>
      <div className={styles.shareRow}>
        <ul className={styles.shareList}>
          {shareLinks(target).map((link) => {
            const Icon = ICONS[link.network];
            const label = link.network === "email" ? texts.shareByEmail : texts.shareOn(link.name);
            return (
              <li key={link.network}>
                <a
                  className={styles.shareLink}
                  href={link.href}
                  title={label}
                  {...(link.external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
                >
                  <Icon size={18} />
                  <span className="visually-hidden">
                    {label}
                    {link.external ? ` ${texts.newWindow}` : ""}
                  </span>
                </a>
              </li>
            );
          })}
        </ul>
        <button type="button" className={styles.copyButton} onClick={copyLink}>
          <LinkIcon size={18} />
          {texts.copyLink}
        </button>
      </div>
      <div role="status" className={styles.copyStatus}>
        {copy === "copied" && texts.linkCopied}
        {copy === "failed" && (
          <>
            {texts.copyFailed}{" "}
            <input
              className={`input ${styles.copyField}`}
              readOnly
              value={target.url}
              aria-label={texts.copyLink}
              onFocus={(event) => event.currentTarget.select()}
            />
          </>
        )}
      </div>
    </section>
  );
});
