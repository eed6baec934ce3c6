import type { Settings } from "@shop/shared";
import { type MouseEvent, type ReactNode, useEffect } from "react";
import { useTexts } from "../../lib/i18n/use-texts";
import styles from "./content.module.css";
import { commonTexts as portugueseCommonTexts, type SectionText, SHOP_NAME } from "./texts";

/** The company name from settings, or the shop's name while none is set. */
export function companyName(settings: Settings): string {
  return settings.contact_name.trim() || SHOP_NAME;
}

/** A `tel:` address for a Portuguese number written in any usual way. */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  if (digits.length === 9) return `tel:+351${digits}`;
  if (digits.length === 12 && digits.startsWith("351")) return `tel:+${digits}`;
  return `tel:${digits}`;
}

/** A link that opens another site in a new window. */
export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  const commonTexts = useTexts(portugueseCommonTexts);
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span style={visuallyHidden}> {commonTexts.newWindow}</span>
    </a>
  );
}

const visuallyHidden = {
  position: "absolute",
  width: 1,
  height: 1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
} as const;

/** The shop's email as a `mailto:` link. */
export function EmailLink({ settings }: { settings: Settings }) {
  return <a href={`mailto:${settings.contact_email}`}>{settings.contact_email}</a>;
}

/** Who the company is and how to reach it, from the settings. */
export function ContactDetails({
  settings,
  withShareCapital = false,
}: {
  settings: Settings;
  withShareCapital?: boolean;
}) {
  const commonTexts = useTexts(portugueseCommonTexts);
  return (
    <dl className={styles.contactList}>
      <dt>{commonTexts.company}</dt>
      <dd>{companyName(settings)}</dd>
      <dt>{commonTexts.nif}</dt>
      <dd>{settings.contact_nif}</dd>
      <dt>{commonTexts.address}</dt>
      <dd>{settings.contact_address}</dd>
      {withShareCapital && (
        <>
          <dt>{commonTexts.shareCapital}</dt>
          <dd>{commonTexts.shareCapitalAmount}</dd>
        </>
      )}
      <dt>{commonTexts.email}</dt>
      <dd>
        <EmailLink settings={settings} />
      </dd>
      <dt>{commonTexts.phone}</dt>
      <dd>
        <a href={telHref(settings.contact_phone)}>{settings.contact_phone}</a>{" "}
        <span className={styles.note}>({commonTexts.phoneNote})</span>
      </dd>
    </dl>
  );
}

/**
 * A link to an anchor of the same page. It scrolls by itself and only replaces the URL's hash,
 * so the router sees no navigation (which would scroll the page back to the top).
 */
export function AnchorLink({
  targetId,
  className,
  children,
}: {
  targetId: string;
  className?: string;
  children: ReactNode;
}) {
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    scrollToElement(target);
    window.history.replaceState(window.history.state, "", `#${targetId}`);
  }
  return (
    <a className={className} href={`#${targetId}`} onClick={onClick}>
      {children}
    </a>
  );
}

function scrollToElement(target: HTMLElement) {
  const reduceMotion = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? true;
  target.scrollIntoView?.({ behavior: reduceMotion ? "auto" : "smooth", block: "start" });
  if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
  target.focus({ preventScroll: true });
}

/** Scrolls to the section named by the URL's hash once the page has rendered (deep links). */
export function useScrollToHash() {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (!id) return;
    // After the shell's own scroll-to-top on navigation, which runs in a parent effect.
    const frame = window.requestAnimationFrame(() => {
      const target = document.getElementById(id);
      if (target) scrollToElement(target);
    });
    return () => window.cancelAnimationFrame(frame);
  }, []);
}

/** An on-page table of contents linking to the sections' anchors. */
export function TableOfContents({ sections }: { sections: Record<string, SectionText> }) {
  const commonTexts = useTexts(portugueseCommonTexts);
  return (
    <nav className={styles.toc} aria-labelledby="content-toc-heading">
      <h2 id="content-toc-heading" className={styles.tocHeading}>
        {commonTexts.tocHeading}
      </h2>
      <ul className={styles.tocList}>
        {Object.values(sections).map((section) => (
          <li key={section.id}>
            <AnchorLink targetId={section.id}>{section.heading}</AnchorLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A titled section of a legal page, its heading the anchor target. */
export function Section({ section, children }: { section: SectionText; children: ReactNode }) {
  return (
    <section aria-labelledby={section.id}>
      <h2 id={section.id}>{section.heading}</h2>
      {children}
    </section>
  );
}

/** A link back to the page's main heading. */
export function BackToTop({ targetId }: { targetId: string }) {
  const commonTexts = useTexts(portugueseCommonTexts);
  return (
    <AnchorLink className={styles.backToTop} targetId={targetId}>
      ↑ {commonTexts.backToTop}
    </AnchorLink>
  );
}

/**
 * A legal page's frame: its title (the target of «back to top»), a translation's notice when it is
 * one, the lead paragraph, its sections, and the link back to the top.
 */
export function LegalPage(props: {
  titleId: string;
  title: string;
  notice?: ReactNode;
  lead: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={styles.page}>
      <article className={styles.prose}>
        <h1 id={props.titleId} className={styles.title}>
          {props.title}
        </h1>
        {props.notice}
        <p className={styles.lead}>{props.lead}</p>
        {props.children}
        <BackToTop targetId={props.titleId} />
      </article>
    </div>
  );
}
