import { formatDocumentTitle } from "@shop/shared";
import { useEffect } from "react";

export { formatDocumentTitle, SHOP_NAME } from "@shop/shared";

/**
 * Sets the document title from a screen whose title is only known at run time (a product's name).
 * Routes with a fixed title declare it as `handle: { title }` instead, and leave this hook alone.
 */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (title) document.title = formatDocumentTitle(title);
  }, [title]);
}
