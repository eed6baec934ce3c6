import type { Page } from "@playwright/test";

/**
 * Opens a storefront page and waits until it has come alive (the signal its script loader waits
 * for). Clicks and ticks before then are held or replayed by the loader; a hover is not, and a
 * pointer already resting on a control when the page comes alive is not seen entering it.
 */
export async function gotoAlive(page: Page, url: string): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener("storefront:hydrated", () => {
      document.documentElement.dataset.alive = "";
    });
  });
  await page.goto(url);
  await page.locator("html[data-alive]").waitFor({ state: "attached" });
}
