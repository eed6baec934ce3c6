import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { preactAliases } from "./apps/web/preact-aliases";

const testingLibraryModule = fileURLToPath(
  new URL(
    "./node_modules/@testing-library/react/dist/@testing-library/react.esm.js",
    import.meta.url,
  ),
);

// Tests of what only PostgreSQL does (connections that drop, a database refusing connections):
// collected in the PostgreSQL pass of `npm test`, absent from the PGlite one.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL);

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on CI's two, where the API tests'
    // embedded databases leave a core idle (server project 470 s with one, 357 s with two).
    maxWorkers: "100%",
    projects: [
      {
        test: {
          name: "shared",
          root: "packages/shared",
          include: ["src/**/*.test.ts"],
        },
      },
      {
        test: {
          name: "ui",
          root: "packages/ui",
          include: ["src/**/*.test.{ts,tsx}"],
          environment: "jsdom",
          isolate: false,
        },
      },
      {
        // The storefront's tests run on what it ships, Preact's React layer: the libraries that
        // import React go through Vite (inline), in their ES module builds, to get the aliases.
        resolve: { conditions: ["module", "browser", "development|production"] },
        test: {
          name: "web",
          root: "apps/web",
          alias: [
            ...preactAliases,
            // Its ES module build: its CommonJS one would load React DOM past the aliases.
            { find: /^@testing-library\/react$/, replacement: testingLibraryModule },
          ],
          server: {
            deps: {
              inline: [
                /@testing-library\/react/,
                /react-router/,
                /@tanstack\/react-query/,
                /react-hook-form/,
                /@hookform/,
                /@stripe\/react-stripe-js/,
              ],
            },
          },
          include: ["src/**/*.test.{ts,tsx}"],
          environment: "jsdom",
          setupFiles: ["src/test-setup.ts"],
          isolate: false,
        },
      },
      {
        test: {
          name: "admin",
          root: "apps/admin",
          include: ["src/**/*.test.{ts,tsx}"],
          environment: "jsdom",
          setupFiles: ["src/test-setup.ts"],
          isolate: false,
        },
      },
      {
        test: {
          name: "scripts",
          root: "scripts",
          include: ["*.test.mjs"],
        },
      },
      {
        test: {
          name: "server",
          root: "apps/server",
          include: ["src/**/*.test.ts", "test/**/*.test.ts"],
          exclude: onPostgres ? [] : ["**/*.postgres.test.ts"],
          globalSetup: ["test/migrated-template.ts"],
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
