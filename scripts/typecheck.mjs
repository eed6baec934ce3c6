// `npm run typecheck`: `tsc` for every workspace, as many at once as the machine has cores (each
// tsc is single-threaded); prints each project's errors and fails when any has one.
import { spawn } from "node:child_process";
import { availableParallelism } from "node:os";

// Longest first, so that the last one to start is a short one.
const projects = ["apps/server", "apps/web", "apps/admin", "e2e", "packages/ui", "packages/shared"];
const root = new URL("..", import.meta.url).pathname;

function check(project) {
  return new Promise((resolve) => {
    const tsc = spawn("npx", ["tsc", "-p", project], { cwd: root });
    let output = "";
    tsc.stdout.on("data", (chunk) => (output += chunk));
    tsc.stderr.on("data", (chunk) => (output += chunk));
    tsc.on("close", (code) => {
      if (output) process.stdout.write(`--- ${project}\n${output}`);
      resolve(code === 0);
    });
  });
}

const queue = [...projects];
const results = [];
async function worker() {
  for (let project = queue.shift(); project; project = queue.shift())
    results.push(await check(project));
}
await Promise.all(Array.from({ length: Math.min(availableParallelism(), queue.length) }, worker));
process.exit(results.every(Boolean) ? 0 : 1);
