import { type Page, test } from "@playwright/test";

/**
 * CI's second pass (`npm test -- --database-pass`) repeats the journeys for their database work:
 * the pictures for a person to look at, and the layout checks made with them, were taken on the
 * first pass.
 */
export const databasePass = Boolean(process.env.E2E_DATABASE_PASS);

/** How long a whole page's capture may take before the first screen is kept instead. */
const WHOLE_PAGE_MS = 30_000;

/**
 * A whole page's picture for a person to look at, kept with the test's output. A full-page capture
 * of a long page can take tens of seconds on a loaded two-core machine, so the test gets the slow
 * timeout; animations are stopped so the capture has a still page to draw. Chromium's whole-page
 * capture now and then never ends under load (once in a full run, on the home page at 1280 px):
 * after WHOLE_PAGE_MS the first screen is kept instead, and the test says so in its annotations.
 */
export async function lookScreenshot(page: Page, name: string): Promise<void> {
  if (databasePass) return;
  test.slow();
  const path = test.info().outputPath(name);
  try {
    await page.screenshot({ path, fullPage: true, animations: "disabled", timeout: WHOLE_PAGE_MS });
  } catch {
    test.info().annotations.push({ type: "look", description: `${name}: the first screen only` });
    await page.screenshot({ path, animations: "disabled" });
  }
}
