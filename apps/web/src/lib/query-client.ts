import { QueryClient } from "@tanstack/react-query";

/** The one query cache of the storefront; route loaders and components share it. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // One retry is enough: a server that is really down must lead to the offline page quickly.
      retry: 1,
      refetchOnWindowFocus: false,
    },
  },
});
