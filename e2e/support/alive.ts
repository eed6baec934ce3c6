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
  await untilAlive(page);
}

/** Waits until the page opened by `gotoAlive` (or reloaded since) has come alive. */
export async function untilAlive(page: Page): Promise<void> {
  await page.locator("html[data-alive]").waitFor({ state: "attached" });
}

/**
 * Holds back the storefront's entry script from now on: the page stays its server's HTML, with
 * its clicks held by the loader, until the returned function lets the script arrive.
 */
export async function holdEntryScript(page: Page): Promise<() => void> {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await arrived;
    await route.continue();
  });
  return arrive;
}
