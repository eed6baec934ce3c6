import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { currentQueryClient } from "../lib/query-client";

/** Providers above the router. The modal provider sits in the root layout, inside the router. */
export function AppProviders({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={currentQueryClient()}>{children}</QueryClientProvider>;
}
