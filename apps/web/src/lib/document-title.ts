import { useEffect } from "react";

/** The shop's name, as it appears in titles and the footer. */
export const SHOP_NAME = "Sapataria Lisboa";

/** `Quem somos · Sapataria Lisboa`; the shop's name alone without a page title. */
export function formatDocumentTitle(title?: string | null): string {
  return title ? `${title} · ${SHOP_NAME}` : SHOP_NAME;
}

/**
 * Sets the document title from a screen whose title is only known at run time (a product's name).
 * Routes with a fixed title declare it as `handle: { title }` instead, and leave this hook alone.
 */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (title) document.title = formatDocumentTitle(title);
  }, [title]);
}
