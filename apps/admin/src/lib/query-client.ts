import { worthRetrying } from "@shop/shared";
import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";

type ErrorListener = (error: unknown) => void;
const listeners = new Set<ErrorListener>();

/** Hears every failed query and mutation (the app sends people whose session ended to sign-in). */
export function onApiError(listener: ErrorListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const tellListeners = (error: unknown) => {
  for (const listener of listeners) listener(error);
};

/** The one query cache of the back office; route loaders and components share it. */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: tellListeners }),
  mutationCache: new MutationCache({ onError: tellListeners }),
  defaultOptions: {
    queries: { retry: worthRetrying, refetchOnWindowFocus: false, staleTime: 10_000 },
  },
});
