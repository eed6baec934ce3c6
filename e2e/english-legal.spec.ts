import { expect, type Page, test } from "@playwright/test";
import { gotoAlive } from "./support/alive.ts";
import { axeViolations } from "./support/axe.ts";

// The terms, the privacy policy and the made-to-measure page in English (issue 40): English
// headings under the notice that they are a translation, the Portuguese prevailing; both pages
// named to search engines; a Portuguese page never loading the English module.

const PAGES = [
  {
    english: "/en/terms",
    portuguese: "/terms",
    title: "Terms and Conditions",
    headings: ["8. Right of withdrawal and returns", "12. Complaints"],
  },
  {
    english: "/en/privacy",
    portuguese: "/privacy",
    title: "Privacy Policy",
    headings: ["1. Data controller", "9. Cookies and browser storage"],
  },
  {
    english: "/en/customize",
    portuguese: "/customize",
    title: "Made to measure",
    headings: ["Custom sizes", "Shall we make your pair?"],
  },
];

/** The page's `hreflang` alternates, as language → path. */
async function alternates(page: Page): Promise<Record<string, string>> {
  const links = await page
    .locator('head link[rel="alternate"][hreflang]')
    .evaluateAll((elements) =>
      elements.map((link) => [link.getAttribute("hreflang"), link.getAttribute("href")]),
    );
  return Object.fromEntries(links.map(([lang, href]) => [lang, new URL(href ?? "").pathname]));
}

for (const legal of PAGES) {
  test(`${legal.english} is in English, says it is a translation, and names both pages`, async ({
    page,
  }) => {
    await gotoAlive(page, legal.english);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page).toHaveTitle(`${legal.title} · Sapataria Lisboa`);
    await expect(page.getByRole("heading", { level: 1, name: legal.title })).toBeVisible();
    for (const heading of legal.headings)
      await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    const notice = page.getByRole("note");
    await expect(notice).toContainText("English translation of the Portuguese original");
    await expect(notice).toContainText("the Portuguese version prevails");
    await expect(notice.getByRole("link", { name: "ler em português" })).toHaveAttribute(
      "href",
      legal.portuguese,
    );
    const pair = { "pt-PT": legal.portuguese, en: legal.english, "x-default": legal.portuguese };
    expect(await alternates(page)).toEqual(pair);

    await gotoAlive(page, legal.portuguese);
    await expect(page.locator("html")).toHaveAttribute("lang", "pt-PT");
    await expect(page.getByRole("note")).toHaveCount(0);
    expect(await alternates(page)).toEqual(pair);
  });
}

test("the English terms' links stay English, and a Portuguese legal page loads no English module", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  for (const path of ["/terms", "/privacy", "/customize", "/about"]) {
    await gotoAlive(page, path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
  expect(scripts.filter((script) => /\.en-|english-texts/.test(script))).toEqual([]);
  const html = await (await page.request.get("/terms")).text();
  expect(html).not.toMatch(/terms-page\.en-|english-texts/);

  await gotoAlive(page, "/en/terms");
  expect(scripts.some((script) => /terms-page\.en-/.test(script))).toBe(true);
  const withdrawal = page.getByRole("region", { name: "8. Right of withdrawal and returns" });
  await withdrawal.getByRole("link", { name: "model withdrawal form" }).click();
  await expect(page).toHaveURL("/en/terms#formulario");
  await expect(page.getByText("— I/We (*) hereby give notice")).toBeVisible();
  await withdrawal.getByRole("link", { name: "to measure" }).click();
  await expect(page).toHaveURL("/en/customize");
  await expect(page.getByRole("heading", { level: 1, name: "Made to measure" })).toBeVisible();
});

test("axe finds no serious violation on the English pages, on a phone and a desktop", async ({
  page,
}) => {
  // Six pages loaded and analysed: as long as accessibility.spec.ts's (a slow machine took 38 s).
  test.setTimeout(120_000);
  const found: string[] = [];
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    for (const { english } of PAGES) {
      await gotoAlive(page, english);
      for (const { id, impact } of await axeViolations(page))
        if (impact === "serious" || impact === "critical") found.push(`${english} ${width}: ${id}`);
    }
  }
  expect(found).toEqual([]);
});

test("the English terms name the delivery groups in English, the Portuguese terms in Portuguese", async ({
  page,
}) => {
  await gotoAlive(page, "/en/terms");
  await expect(page.getByRole("listitem").filter({ hasText: "Mainland Portugal:" })).toHaveText(
    "Mainland Portugal: 1 to 2 working days",
  );
  await expect(page.getByText("Portugal Continental")).toHaveCount(0);
  await gotoAlive(page, "/terms");
  await expect(page.getByRole("listitem").filter({ hasText: "Portugal Continental:" })).toHaveText(
    "Portugal Continental: 1 a 2 dias úteis",
  );
});
