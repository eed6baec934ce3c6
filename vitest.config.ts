import { defineConfig } from "vitest/config";

// Tests of what only PostgreSQL does (connections that drop, a database refusing connections):
// collected in the PostgreSQL pass of `npm test`, absent from the PGlite one.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL);

export default defineConfig({
  test: {
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
        test: {
          name: "web",
          root: "apps/web",
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
