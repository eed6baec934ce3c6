import { worthRetrying } from "@shop/shared";
import { QueryClient } from "@tanstack/react-query";

/** A query cache with the storefront's defaults. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // An unknown product answers 404 at once, not after a second try a second later.
        retry: worthRetrying,
        refetchOnWindowFocus: false,
      },
    },
  });
}

/**
 * The one query cache of the browser; route loaders and components share it. Code that also runs
 * on the server (route loaders, providers) reads `currentQueryClient()` instead.
 */
export const queryClient = createQueryClient();

let requestClient: (() => QueryClient | undefined) | null = null;

/**
 * The server renderer gives each request a cache of its own (entry-server.tsx): data must never
 * pass from one visitor's page to another's.
 */
export function scopeQueryClients(current: () => QueryClient | undefined): void {
  requestClient = current;
}

/** The cache of this page: the browser's, or on the server the current request's. */
export function currentQueryClient(): QueryClient {
  if (!requestClient) return queryClient;
  const client = requestClient();
  if (!client) throw new Error("A query cache was asked for outside a rendered request");
  return client;
}
