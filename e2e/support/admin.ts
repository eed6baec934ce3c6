import { join } from "node:path";
import { type APIRequestContext, expect, type Locator, type Page } from "@playwright/test";
import type { ProductChoices, ProductDetail } from "@shop/shared";
import { apiData, generatedPurchase, stockedProduct } from "./checkout-shop.ts";
import { databasePass } from "./look.ts";

/** The demo shop's back office logins (docs/back-office.md). */
export const DEMO_STAFF_PASSWORD = "sapataria-demo-2026";
export const demoStaff = {
  owner: "dono@sapatarialisboa.pt",
  manager: "gestor@sapatarialisboa.pt",
  store: "chiado@sapatarialisboa.pt",
} as const;

/**
 * A publication date for products the tests make: they sort after the demo catalogue, so the
 * slots other specs count from the newest (or the oldest stocked) products stay where they were.
 */
export const LONG_AGO = "2000-01-01";

/** A word nothing else in the shop has, for the storefront's search to find. */
export const uniqueWord = (prefix: string) => `${prefix}${Date.now().toString(36)}`;

/** A product of the test's own, made (signed in as staff) through the API the product form uses. */
export async function newProduct(
  page: Page,
  word: string,
  overrides: Record<string, unknown> = {},
): Promise<ProductDetail> {
  const { data: choices } = (await (
    await page.request.get("/api/admin/products/choices")
  ).json()) as { data: ProductChoices };
  const created = await page.request.post("/api/admin/products", {
    data: {
      ref: `E2E-${word}`.toUpperCase(),
      title: `Mocassins ${word}`,
      price: "60,00",
      discount: 0,
      categoryId: choices.categories[0]?.id,
      brandId: null,
      colorId: null,
      colorManual: "",
      tagIds: [],
      sizes: ["40", "41"],
      pictures: [],
      thumbnailIndex: 0,
      newCollection: false,
      featured: false,
      active: true,
      description: "",
      publishedAt: LONG_AGO,
      ...overrides,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  return ((await created.json()) as { data: ProductDetail }).data;
}

/**
 * Sets the page's width and answers how far it stuck out sideways at the window's resize event:
 * before the ResizeObservers, so what they size (the dashboard's chart) still has its old width.
 */
async function resizeMeasuringOverflow(page: Page, width: number): Promise<number> {
  const measure = await page.evaluateHandle((wanted) => {
    const { documentElement } = document;
    const overflow = () => documentElement.scrollWidth - documentElement.clientWidth;
    // In an object: a promise returned alone would be awaited here, before the resize.
    return {
      atResize: new Promise<number>((resolve) => {
        if (window.innerWidth === wanted) return resolve(overflow());
        const atWidth = () => {
          if (window.innerWidth !== wanted) return;
          window.removeEventListener("resize", atWidth);
          resolve(overflow());
        };
        window.addEventListener("resize", atWidth);
      }),
    };
  }, width);
  await page.setViewportSize({ width, height: 900 });
  const overflow = await measure.evaluate(({ atResize }) => atResize);
  await measure.dispose();
  return overflow;
}

/**
 * The screenshots of a back-office page at 1280 and 390 px, in e2e/artifacts/ (kept out of git),
 * and nothing wider than the screen down to 360 px (store staff use phones), neither as the width
 * changes (a phone turned) nor after; left to the first pass on CI's database pass.
 */
export async function screenshots(page: Page, name: string) {
  if (databasePass) return;
  // The pointer left where the last click was would hover whatever comes under it at each width
  // (the dashboard chart's tooltip, moving across the page while the width changes).
  await page.mouse.move(0, 0);
  for (const width of [1280, 390, 360]) {
    const atResize = await resizeMeasuringOverflow(page, width);
    expect(atResize, `${name} sticks out as it turns ${width}px wide`).toBeLessThanOrEqual(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    if (width !== 360) {
      await page.screenshot({
        path: join(import.meta.dirname, "..", "artifacts", `${name}-${width}.png`),
        fullPage: true,
        animations: "disabled",
      });
    }
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${name} at ${width}px is wider than the screen`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/**
 * Nothing covers the element's middle: a page opened from a link scrolls its top into view, and
 * the sticky header must not hide what is there (the way back, the title).
 */
export async function expectUncovered(locator: Locator) {
  await expect
    .poll(() =>
      locator.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const onTop = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return onTop !== null && element.contains(onTop);
      }),
    )
    .toBe(true);
}

/** The sign-in form of /admin. */
export function signInForm(page: Page) {
  const form = page.getByRole("form", { name: "Iniciar sessão" });
  return {
    form,
    email: form.getByLabel("Email"),
    password: form.getByLabel("Palavra-passe"),
    submit: form.getByRole("button", { name: "Entrar" }),
  };
}

/** Types an email and password into the sign-in page the browser is on. */
export async function fillSignIn(page: Page, email: string, password = DEMO_STAFF_PASSWORD) {
  const form = signInForm(page);
  await form.email.fill(email);
  await form.password.fill(password);
  await form.submit.click();
}

/**
 * Signs a staff member in at /admin (a demo login by default password) and waits for the back
 * office's layout: the page the person lands on has the sections' navigation.
 */
export async function signInAsStaff(page: Page, email: string, password = DEMO_STAFF_PASSWORD) {
  await page.goto("/admin");
  await fillSignIn(page, email, password);
  await expect(backOfficeNav(page)).toBeVisible();
}

/** The back office's navigation of sections (a drawer behind "Abrir menu" on phones). */
export function backOfficeNav(page: Page) {
  return page.getByRole("navigation", { name: "Secções" });
}

/** Opens a section from the navigation, opening «Promoções» first when it holds it closed. */
export async function openSection(page: Page, name: string) {
  const nav = backOfficeNav(page);
  const link = nav.getByRole("link", { name, exact: true });
  if (!(await link.isVisible())) await nav.getByRole("button", { name: "Promoções" }).click();
  await link.click();
}

/** Opens Encomendas from the navigation and searches it; answers the list of orders. */
export async function searchOrders(page: Page, text: string) {
  await backOfficeNav(page).getByRole("link", { name: "Encomendas" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Encomendas" })).toBeVisible();
  await page.getByLabel("Procurar por referência, email, nome ou NIF").fill(text);
  // The search reaches the address after a pause: a click before then would be undone by it.
  await expect(page).toHaveURL((url) => [...url.searchParams.values()].includes(text));
  return page.getByRole("table", { name: "Encomendas da loja" });
}

/**
 * A MULTIBANCO purchase of one unit of the `slot`-th stocked product, generated and paid through
 * the sandbox's bank: a paid purchase waiting to be prepared. Answers its reference.
 */
export async function paidPurchase(request: APIRequestContext, slot: number): Promise<string> {
  const stocked = await stockedProduct(request, slot, { units: 3 });
  const buyer = { id: null, email: `gestao.${Date.now()}@example.pt` };
  const purchase = await generatedPurchase(request, stocked, buyer, {
    addressDelivery: {
      name: "Cliente Gestão",
      country: 1,
      street: "Rua Augusta 1",
      city: "Lisboa",
      postalCode: "1100-053",
    },
    paymentMethod: "MULTIBANCO",
  });
  await apiData(request, "/api/dev/payments/multibanco/pay", {
    entity: purchase.paymentEntity,
    reference: purchase.paymentReference,
    value: purchase.paymentValue,
  });
  return purchase.idShort;
}

/** The stock page's cell of `size` at the location named `place` (its column's header). */
export async function stockGridCell(page: Page, size: string, place: string) {
  const grid = page.getByRole("table", { name: "Stock por tamanho e local" });
  await expect(grid.getByRole("columnheader", { name: place, exact: true })).toBeVisible();
  const headers = await grid.getByRole("columnheader").allTextContents();
  const row = grid
    .locator("tbody tr")
    .filter({ has: page.getByRole("cell", { name: size, exact: true }) });
  return row.getByRole("cell").nth(headers.indexOf(place));
}

/**
 * Presses a step that cannot be undone (ask dispatch, delivered, ready, collected, refund) in
 * `scope`, reads its confirmation and presses the step again there.
 */
export async function clickAndConfirm(scope: Locator, name: string | RegExp) {
  await scope.getByRole("button", { name }).click();
  const dialog = scope.page().getByRole("dialog");
  await expect(dialog).toContainText("Este passo não pode ser desfeito.");
  await dialog.getByRole("button", { name }).click();
  await expect(dialog).toBeHidden();
}
