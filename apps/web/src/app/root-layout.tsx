import { useQuery } from "@tanstack/react-query";
import { useEffect, useLayoutEffect } from "react";
import { Outlet, ScrollRestoration, useLocation, useMatches, useNavigation } from "react-router";
import { ModalProvider } from "../components/ui/modal-provider";
import { CheckoutHeader } from "../features/checkout/checkout-header";
import { loadUserOnce } from "../lib/auth/session";
import { formatDocumentTitle } from "../lib/document-title";
import { HydrateApart } from "../lib/hydrate-apart";
import { persistentQuery } from "../lib/persistent";
import { Footer } from "./layout/footer";
import { Header, MinimalHeader } from "./layout/header";
import { LanguageNotice } from "./layout/language-switch";
import styles from "./root-layout.module.css";
import { OFFLINE_PATH } from "./root-loader";
import { routeTitle } from "./route-handle";
import { keptPart } from "./ssr/kept-parts";

/** Every screen: header, the route's page, footer; modals; scroll to top after navigating. */
export function RootLayout() {
  const { data } = useQuery(persistentQuery);
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const minimal = !data || pathname === OFFLINE_PATH;
  // The checkout keeps the buyer on paying: a slim header without the menus.
  const header = minimal ? (
    <MinimalHeader />
  ) : pathname === "/checkout" ? (
    <CheckoutHeader />
  ) : (
    <Header />
  );
  useRouteTitle();
  // A page rendered by the server shows logged out; the customer is loaded once it is hydrated
  // (the root loader does the same on the first page the browser renders itself).
  useEffect(() => {
    void loadUserOnce();
  }, []);

  return (
    <ModalProvider>
      <div
        className={styles.progress}
        data-active={navigation.state !== "idle"}
        aria-hidden="true"
      />
      <div className={styles.shell}>
        <HydrateApart>{keptPart("header", header)}</HydrateApart>
        {!minimal && <LanguageNotice />}
        <main id="main" tabIndex={-1} className={styles.main}>
          <HydrateApart>
            <Outlet />
          </HydrateApart>
        </main>
        <HydrateApart>
          {keptPart("footer", <Footer settings={data?.settings} minimal={minimal} />)}
        </HydrateApart>
      </div>
      {/* New pages start at the top, back/forward restores. A screen that keeps its own scroll
          (the product list) can be exempted with getKey. */}
      <ScrollRestoration />
    </ModalProvider>
  );
}

/**
 * Sets the document title from the deepest route that declares one. A layout effect, so that a
 * page setting its own title with `useDocumentTitle` (a passive effect) wins. Routes without a
 * title leave it to their page (`useDocumentTitle`).
 */
function useRouteTitle() {
  const matches = useMatches();
  const title = matches
    .map((match) => routeTitle(match.handle))
    .filter((value) => value !== undefined)
    .at(-1);
  useLayoutEffect(() => {
    if (title) document.title = formatDocumentTitle(title);
  }, [title]);
}
