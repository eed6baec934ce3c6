import type { createBrowserRouter } from "react-router";
import { onApiError, queryClient } from "../../lib/query-client";
import { BASENAME, withoutBasename } from "../basename";
import { isSessionEnd, signInPathFrom } from "./sign-in-path";

type Router = ReturnType<typeof createBrowserRouter>;

/**
 * Any call answered "no session" (signed out elsewhere, idle too long) sends the person to
 * sign-in, which brings them back to the page they were on (or going to) afterwards. The router's
 * state holds the address bar's path, `basename` (/admin) included.
 */
export function sendToSignInWhenSessionEnds(router: Router, basename = BASENAME): () => void {
  return onApiError((error) => {
    if (!isSessionEnd(error)) return;
    const { navigation, location } = router.state;
    const current = navigation.location ?? location;
    const path = signInPathFrom({
      ...current,
      pathname: withoutBasename(current.pathname, basename),
    });
    if (!path) return;
    // What is cached belongs to the session that ended.
    queryClient.removeQueries();
    void router.navigate(path, { replace: true });
  });
}
