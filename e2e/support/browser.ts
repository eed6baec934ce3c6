import type { LaunchOptions } from "@playwright/test";
import { systemChromium } from "../../scripts/system-chromium.mjs";

export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: systemChromium(),
  args: [
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};
