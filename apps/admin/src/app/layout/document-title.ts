import { useEffect } from "react";
import { useMatches } from "react-router";
import { routeTitle } from "../route-handle";
import { layoutTexts, SHOP_NAME } from "../texts";

export function formatTitle(title: string | undefined): string {
  return [title, layoutTexts.backOffice, SHOP_NAME].filter(Boolean).join(" · ");
}

/** The document's title: the deepest route's own, then the back office and the shop. */
export function useRouteTitle(): void {
  const matches = useMatches();
  const title = matches.map((match) => routeTitle(match.handle)).findLast(Boolean);
  useEffect(() => {
    document.title = formatTitle(title);
  }, [title]);
}

/** For pages whose title is known only once their data is (a message's sender). */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (title) document.title = formatTitle(title);
  }, [title]);
}
