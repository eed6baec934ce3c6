// `npm start`: builds the storefront, the back office and the server when their sources are newer
// than the build, then runs the shop (the server applies the migrations and the demo catalogue).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { serverArguments } from "../apps/server/node-flags.mjs";

const root = new URL("..", import.meta.url).pathname;

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((entry) => newestChange(join(path, entry))));
}

function buildIfStale(workspace, outputs, sources) {
  // Built when every output is newer than every source (the storefront has two: page and renderer).
  const builtAt = Math.min(...[outputs].flat().map((output) => newestChange(join(root, output))));
  const changedAt = Math.max(...sources.map((source) => newestChange(join(root, source))));
  if (builtAt >= changedAt) return;
  console.log(`Building ${workspace}...`);
  const result = spawnSync("npm", ["run", "build", "-w", workspace], {
    cwd: root,
    stdio: "inherit",
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// Both apps are built from the shared package and the form kit.
const shared = ["packages/shared/src", "packages/ui/src", "package-lock.json"];
buildIfStale(
  "@shop/web",
  ["apps/web/dist/index.html", "apps/web/dist-server/entry-server.js"],
  [
    "apps/web/src",
    "apps/web/index.html",
    "apps/web/vite.config.ts",
    "apps/web/page-assets.ts",
    ...shared,
  ],
);
buildIfStale("@shop/admin", "apps/admin/dist/index.html", [
  "apps/admin/src",
  "apps/admin/index.html",
  "apps/admin/vite.config.ts",
  ...shared,
]);
buildIfStale("@shop/server", "apps/server/dist/server.js", ["apps/server/src", ...shared]);

const server = spawn(process.execPath, serverArguments(), {
  cwd: root,
  stdio: "inherit",
});
// A stop sent to `npm start` alone (a process manager's SIGTERM) reaches the shop, which stops
// gracefully; left to itself it would go on running without a parent. A terminal's Ctrl-C
// reaches both, and the shop takes a second signal as the first.
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
