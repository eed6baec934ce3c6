// `npm test`: lint, types, unit and API tests (PGlite, and PostgreSQL when DATABASE_URL or
// TEST_DATABASE_URL is set), then the build, the home page's JavaScript budget (`npm run size`) and
// the browser journeys against the built shop.
// Ends with one line counting every test: "Tests: N passed, N failed".
// `npm test -- --vitest-only` runs the unit and API tests alone.
// `npm test -- --database-pass` runs only what depends on the database (API tests and journeys,
// without the journeys that only read the catalogue: e2e/playwright.config.ts DATABASE_BLIND):
// CI's second database, after a full pass on the first, whose build it reuses (it builds only when
// there is none). `--project NAME` (repeatable) narrows the unit and API tests to those vitest
// projects.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const reports = join(root, "test-results");
mkdirSync(reports, { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };

function run(title, command, args, env = {}) {
  console.log(`\n=== ${title}`);
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, ...env },
  });
  return result.status === 0;
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, "utf8"));
  } catch {
    return null;
  }
}

function countVitest(path) {
  const report = readJson(path);
  if (!report) return;
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
}

function countPlaywright(path) {
  const stats = readJson(path)?.stats;
  if (!stats) return;
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
}

function finish(ok) {
  console.log(
    `\nTests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`,
  );
  process.exit(ok ? 0 : 1);
}

const args = process.argv.slice(2);
const vitestOnly = args.includes("--vitest-only");
const databasePass = args.includes("--database-pass");
const projects = args.flatMap((arg, i) => (args[i - 1] === "--project" ? ["--project", arg] : []));
if (databasePass) projects.push("--project", "server");
if (!vitestOnly && !databasePass) {
  if (!run("lint", "npx", ["biome", "check", "."])) finish(false);
  if (!run("typecheck", "npm", ["run", "--silent", "typecheck"])) finish(false);
}

const vitestReport = join(reports, "vitest.json");
const vitestOk = run("unit and API tests", "npx", [
  "vitest",
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${vitestReport}`,
  ...projects,
]);
countVitest(vitestReport);
if (!vitestOk || vitestOnly) finish(vitestOk);

const built = existsSync(join(root, "apps/server/dist/server.js"));
if (!(databasePass && built) && !run("build", "npm", ["run", "--silent", "build"])) finish(false);
if (!databasePass && !run("home first-load JavaScript budget", "npm", ["run", "--silent", "size"]))
  finish(false);
const playwrightReport = join(reports, "playwright.json");
const e2eOk = run(
  "browser journeys",
  "npx",
  ["playwright", "test", "-c", "e2e/playwright.config.ts"],
  {
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
    ...(databasePass ? { E2E_DATABASE_PASS: "1" } : {}),
  },
);
countPlaywright(playwrightReport);
finish(e2eOk);
