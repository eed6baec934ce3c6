import type { Alias } from "vite";

/**
 * The storefront's components are React components that run on Preact's React-compatible layer
 * in the browser and in the server's renderer: the same API at a tenth of React DOM's weight and
 * start-up time (docs/decisions/005-preact-for-the-storefront.md). The back office stays on React.
 */
export const preactAliases: Alias[] = [
  { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
  { find: /^react-dom\/server$/, replacement: "preact/compat/server" },
  { find: /^react-dom\/test-utils$/, replacement: "preact/compat/test-utils" },
  { find: /^react-dom$/, replacement: "preact/compat" },
  { find: /^react\/jsx-runtime$/, replacement: "preact/jsx-runtime" },
  { find: /^react\/jsx-dev-runtime$/, replacement: "preact/jsx-dev-runtime" },
  { find: /^react$/, replacement: "preact/compat" },
];
