// Adds up the closing "Tests: N passed, N failed" lines of several `npm test` logs.
import { readFileSync } from "node:fs";

let passed = 0;
let failed = 0;
for (const log of process.argv.slice(2)) {
  const lines = readFileSync(log, "utf8").match(/^Tests: (\d+) passed, (\d+) failed/gm) ?? [];
  const last = lines.at(-1)?.match(/(\d+) passed, (\d+) failed/);
  if (!last) {
    console.error(`No test summary in ${log}`);
    process.exit(1);
  }
  passed += Number(last[1]);
  failed += Number(last[2]);
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
