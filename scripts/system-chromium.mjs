import { existsSync } from "node:fs";

const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

/**
 * The browser the journeys and Lighthouse run: `CHROMIUM_PATH`, else Debian's old headless shell
 * when installed (`chromium-headless-shell`: a quarter less CPU than the full browser's headless
 * mode, whose own threads take the cores a page's main thread waits for on a two-core machine),
 * else Debian's Chromium. No tool here may download a browser of its own.
 */
export function systemChromium() {
  return (
    process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium")
  );
}
