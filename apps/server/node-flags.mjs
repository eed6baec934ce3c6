// How the shop's server process is started: `npm start`, the bench and Lighthouse spawn
// `process.execPath` with `serverArguments()`, and docs/operations.md's systemd unit writes the
// same flags out.
import { fileURLToPath } from "node:url";

/**
 * V8's young generation at 64 MB semi-spaces instead of 16: a page's first render allocates
 * about 850 kB, and with ten renders under way a scavenge every 17 ms copied the 1.8 MB they
 * held, a sixth of the event loop's time. Four times fewer scavenges: 8% more first renders
 * a second on two cores (docs/benchmarks.md, issue 41), for about 115 MB more memory at the
 * peak of that load (1.02 GB against 0.90 GB with 10,000 products).
 */
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=64"];

/** Node's arguments for the built server: its flags, then dist/server.js. */
export function serverArguments() {
  return [...SERVER_NODE_FLAGS, fileURLToPath(new URL("dist/server.js", import.meta.url))];
}
