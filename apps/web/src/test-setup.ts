import { cartStore } from "./lib/cart/cart-store";
import { queryClient } from "./lib/query-client";

// The test files of a worker share one module graph and one jsdom (vitest's `isolate: false`):
// each file starts from an empty browser, with no stored cart, session or cached query.
window.localStorage.clear();
window.sessionStorage.clear();
queryClient.clear();
cartStore.clear();
