import { HYDRATED_EVENT } from "./hydration";

const addressBar = () => window.location.pathname + window.location.search + window.location.hash;

/**
 * Back and Forward before the page has come alive. The server's HTML is the page of one address:
 * hydrated as another address's page, Preact keeps the server's attributes on elements that now
 * mean something else (a 'Limpar filtros' button named after a colour). A reload keeps the page's
 * pushed addresses within this document, so Back or Forward can come at any moment while the
 * page comes alive: the router is not told of them until it is alive, and the address bar is set
 * back to the page's own address before the router reads it. Once alive, the page goes where the
 * address bar went. Call it before the router is made.
 */
export function holdBackAndForward() {
  let wentTo: string | null = null;
  const hold = (event: PopStateEvent) => {
    // A capturing listener of the window runs before the router's own.
    event.stopImmediatePropagation();
    wentTo = addressBar();
  };
  window.addEventListener("popstate", hold, { capture: true });
  const alive = new Promise<void>((resolve) => {
    document.addEventListener(HYDRATED_EVENT, () => resolve(), { once: true });
  });
  void alive.then(() => window.removeEventListener("popstate", hold, { capture: true }));

  return {
    /** Sets the address bar back to `page` (its path and query) if it has gone elsewhere. */
    backTo(page: string): void {
      const { pathname, search } = window.location;
      if (pathname + search === page) return;
      wentTo = addressBar();
      window.history.replaceState(window.history.state, "", page);
    },
    /** Once the page is alive, `go` is told where the address bar went, if it went anywhere. */
    whenAlive(go: (address: string) => void): void {
      void alive.then(() => {
        if (wentTo !== null) go(wentTo);
      });
    },
  };
}

/** The path and query this document was loaded for, or null where the browser does not say. */
export function loadedAddress(): string | null {
  const [navigation] = performance.getEntriesByType("navigation");
  if (!navigation) return null;
  const { pathname, search } = new URL(navigation.name);
  return pathname + search;
}
