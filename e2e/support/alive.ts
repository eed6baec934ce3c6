import type { Locator, Page } from "@playwright/test";

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

/** The storefront's entry script, and the listing page's code, which the entry loads. */
export const ENTRY_SCRIPT = /\/assets\/index-[^/]+\.js$/;
export const LISTING_SCRIPT = /\/assets\/products-page-[^/]+\.js$/;

/**
 * Holds back a script of the storefront from now on (its entry by default: the page stays its
 * server's HTML, with its clicks held by the loader) until the returned function lets it arrive.
 */
export async function holdScript(page: Page, script = ENTRY_SCRIPT): Promise<() => void> {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  await page.route(script, async (route) => {
    await arrived;
    await route.continue();
  });
  return arrive;
}

/**
 * Waits until an element's animations have ended: a click while it still moves lands where it
 * was, and a retried click scrolls the page (for a sticky element, away from where it shows).
 */
export async function untilStill(target: Locator): Promise<void> {
  await target.evaluate((element) =>
    Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  );
}
