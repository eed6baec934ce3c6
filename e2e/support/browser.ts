import { existsSync } from "node:fs";
import type { LaunchOptions } from "@playwright/test";

// Debian's old headless shell when installed (`chromium-headless-shell`: the journeys take a
// quarter less CPU than in the full browser's headless mode), else Debian's Chromium. No tool
// here may download a browser of its own.
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

export const chromiumLaunchOptions: LaunchOptions = {
  executablePath:
    process.env.CHROMIUM_PATH ??
    (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium"),
  args: [
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};
