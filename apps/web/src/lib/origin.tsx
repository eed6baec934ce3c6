import { createContext, useContext } from "react";

const OriginContext = createContext<string | null>(null);

/** The server renders a page with the origin its request came to (see entry-server.tsx). */
export const OriginProvider = OriginContext.Provider;

/** The shop's address as the visitor reached it, the same on the server and in the browser. */
export function useOrigin(): string {
  return useContext(OriginContext) ?? window.location.origin;
}
