import { type Page, test } from "@playwright/test";

/**
 * A whole page's picture for a person to look at, kept with the test's output. A full-page capture
 * of a long page can take tens of seconds on a loaded two-core machine, so the test gets the slow
 * timeout; animations are stopped so the capture has a still page to draw.
 */
export async function lookScreenshot(page: Page, name: string): Promise<void> {
  test.slow();
  await page.screenshot({
    path: test.info().outputPath(name),
    fullPage: true,
    animations: "disabled",
  });
}
