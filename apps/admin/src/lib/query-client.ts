import { worthRetrying } from "@shop/shared";
import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { ApiRequestError } from "./api-client";

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

const shouldRetry = (failures: number, error: unknown) =>
  worthRetrying(failures, error instanceof ApiRequestError ? error.status : null);

/** The one query cache of the back office; route loaders and components share it. */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: tellListeners }),
  mutationCache: new MutationCache({ onError: tellListeners }),
  defaultOptions: {
    queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 10_000 },
  },
});
