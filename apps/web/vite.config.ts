import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";
import { compileHints } from "./compile-hints";
import { pageAssets } from "./page-assets";
import { preactAliases } from "./preact-aliases";

const apiTarget = "http://localhost:3000";

/**
 * The server renderer's build gives the app's code `src/app/ssr/server-router.ts` for
 * `react-router`: the router with a `Link` that writes plain addresses without its hooks.
 */
function serverLinks(): Plugin {
  const shim = fileURLToPath(new URL("src/app/ssr/server-router.ts", import.meta.url));
  return {
    name: "server-links",
    enforce: "pre",
    resolveId(source, importer) {
      if (source !== "react-router" || !importer) return null;
      if (importer === shim || importer.includes("/node_modules/")) return null;
      return shim;
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  root: fileURLToPath(new URL(".", import.meta.url)),
  resolve: { alias: preactAliases },
  // No React plugin: its fast refresh works with React DOM only (a change reloads the page instead);
  // esbuild compiles the JSX for React's runtime, which the aliases make Preact's.
  esbuild: { jsx: "automatic" },
  plugins: isSsrBuild ? [serverLinks()] : [pageAssets(), compileHints()],
  // The server renderer carries its libraries, built for production whatever the server's
  // NODE_ENV (a development build renders several times slower).
  ...(isSsrBuild
    ? {
        ssr: { noExternal: true },
        // Preact writes kept HTML as it is (src/app/ssr/kept-parts.ts).
        define: { "process.env.NODE_ENV": '"production"', __KEPT_PARTS__: "true" },
      }
    : {}),
  build: isSsrBuild
    ? {
        // The server renderer (`vite build --ssr`), imported by the server at start.
        outDir: "dist-server",
        emptyOutDir: true,
        rollupOptions: { input: "src/entry-server.tsx" },
      }
    : {
        outDir: "dist",
        emptyOutDir: true,
        // dist/.vite/manifest.json: which chunks a route loads (read by `npm run size`).
        manifest: true,
        rollupOptions: {
          output: {
            // The libraries change less often than our code: a separate chunk stays cached across releases.
            manualChunks: {
              preact: ["preact", "preact/compat", "preact/hooks"],
              // Apart from Preact: the page's loader evaluates each library chunk in a task of
              // its own (apps/server/src/http/page-assets.ts), and together they made a long one.
              router: ["react-router", "react-router/dom"],
              query: ["@tanstack/react-query"],
            },
          },
        },
      },
  server: {
    port: 5173,
    proxy: {
      "/api": apiTarget,
      "/media": apiTarget,
    },
  },
  preview: { port: 5173 },
}));
