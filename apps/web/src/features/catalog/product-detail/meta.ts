import { useEffect } from "react";

/** One `<meta>` of the document head: `name="description"` or `property="og:title"`. */
export interface MetaTag {
  attribute: "name" | "property";
  key: string;
  content: string;
}

/**
 * Sets `<meta>` tags of the document head while a screen is shown, and puts back what was there
 * before when it goes. index.html already carries a description: updating that one element (rather
 * than adding a second, as React's hoisted `<meta>` would) keeps exactly one per key.
 */
export function applyMetaTags(tags: readonly MetaTag[], head: HTMLElement = document.head) {
  const undo: Array<() => void> = [];
  for (const { attribute, key, content } of tags) {
    const existing = [...head.querySelectorAll<HTMLMetaElement>(`meta[${attribute}]`)].find(
      (element) => element.getAttribute(attribute) === key,
    );
    if (existing) {
      const previous = existing.getAttribute("content");
      existing.setAttribute("content", content);
      undo.push(() => {
        if (previous === null) existing.removeAttribute("content");
        else existing.setAttribute("content", previous);
      });
    } else {
      const element = head.ownerDocument.createElement("meta");
      element.setAttribute(attribute, key);
      element.setAttribute("content", content);
      head.append(element);
      undo.push(() => element.remove());
    }
  }
  return () => {
    for (const step of undo.reverse()) step();
  };
}

/** The page's description and Open Graph tags, for search results and shared links. */
export function usePageMeta(tags: readonly MetaTag[]): void {
  // The tags as one string, so that a new but equal array does not redo the work.
  const serialized = JSON.stringify(tags);
  useEffect(() => applyMetaTags(JSON.parse(serialized) as MetaTag[]), [serialized]);
}
