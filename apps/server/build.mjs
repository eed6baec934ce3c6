// Bundles the server into dist/server.js: our workspace code inlined, npm packages left external.
import { rm } from "node:fs/promises";
import { build } from "esbuild";

const here = new URL(".", import.meta.url);

await rm(new URL("dist", here), { recursive: true, force: true });
await build({
  entryPoints: [
    new URL("src/server.ts", here).pathname,
    new URL("src/shop-server.ts", here).pathname,
    new URL("src/operations/tracing.ts", here).pathname,
    new URL("src/cli/settings.ts", here).pathname,
    new URL("src/cli/mail-retry.ts", here).pathname,
    new URL("src/cli/backup.ts", here).pathname,
    new URL("src/cli/restore.ts", here).pathname,
    new URL("src/cli/staff.ts", here).pathname,
  ],
  outdir: new URL("dist", here).pathname,
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  sourcemap: true,
  logLevel: "warning",
  banner: {
    js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
  },
  plugins: [
    {
      name: "external-packages",
      setup(builder) {
        // Entries of their own, imported at run time: tracing must load before the shop's packages.
        builder.onResolve({ filter: /^\.\/(shop-server|operations\/tracing)\.js$/ }, (args) => ({
          path: args.path,
          external: true,
        }));
        builder.onResolve({ filter: /^[^./#]/ }, (args) =>
          args.path.startsWith("@shop/") ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
