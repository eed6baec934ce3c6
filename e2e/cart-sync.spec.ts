import { expect, type Page, test } from "@playwright/test";
import { headerAccount, logIn, registerCustomer } from "./support/account.ts";
import { cartOf, seedCart, stockedProduct } from "./support/checkout-shop.ts";

// Slots of the stocked catalogue no other spec buys or changes.
const SYNC_SLOT = 20;
const PHONE_SLOT = 21;

type SavedCart = Record<string, { quantities: Record<string, number> }>;

/** The cart the account keeps, as the server answers it to this browser's session. */
async function accountCart(page: Page): Promise<SavedCart> {
  const response = await page.request.get("/api/users/client");
  const { data } = (await response.json()) as { data: { cart: string } };
  return JSON.parse(data.cart) as SavedCart;
}

test("one account on two browsers: the carts merge at sign-in, follow each other, and logging out empties the browser", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const customer = await registerCustomer(browser, String(baseURL), "cartsync");
  const laptop = await browser.newContext({
    baseURL: String(baseURL),
    storageState: customer.storageState,
  });
  const laptopPage = await laptop.newPage();
  const first = await stockedProduct(laptopPage.request, SYNC_SLOT, { units: 2 });
  const second = await stockedProduct(laptopPage.request, PHONE_SLOT, { units: 2 });
  const firstTitle = first.product.title ?? `Ref: ${first.product.ref}`;
  const secondTitle = second.product.title ?? `Ref: ${second.product.ref}`;
  const size = first.sizes[0] as string;

  await seedCart(laptopPage, cartOf(first));
  await laptopPage.goto("/cart");
  await expect(laptopPage.getByRole("link", { name: firstTitle })).toBeVisible();
  // A change in this browser is saved on the account too.
  await laptopPage
    .getByRole("button", { name: /^Aumentar quantidade do/ })
    .first()
    .click();
  await expect
    .poll(async () => (await accountCart(laptopPage))[first.product.id]?.quantities[size])
    .toBe(2);

  // On the phone, a guest cart with another product signs in: both carts become one.
  const phone = await browser.newContext({ baseURL: String(baseURL) });
  const phonePage = await phone.newPage();
  await seedCart(phonePage, cartOf(second));
  await phonePage.goto("/sign");
  await logIn(phonePage, customer.email, customer.password);
  await expect(phonePage).toHaveURL(/\/account\/settings$/);
  await phonePage.goto("/cart");
  await expect(phonePage.getByRole("link", { name: firstTitle })).toBeVisible();
  await expect(phonePage.getByRole("link", { name: secondTitle })).toBeVisible();
  await expect
    .poll(async () => Object.keys(await accountCart(phonePage)).sort())
    .toEqual([String(first.product.id), String(second.product.id)].sort());

  // The laptop's tab comes back to the front: it shows the phone's product.
  await laptopPage.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
  await expect(laptopPage.getByRole("link", { name: secondTitle })).toBeVisible();

  // The phone removes the first product; the laptop, opened again, no longer has it.
  await phonePage.getByRole("button", { name: `Remover produto ${firstTitle}` }).click();
  await expect
    .poll(async () => Object.keys(await accountCart(phonePage)))
    .toEqual([String(second.product.id)]);
  await laptopPage.reload();
  await expect(laptopPage.getByRole("link", { name: secondTitle })).toBeVisible();
  await expect(laptopPage.getByRole("link", { name: firstTitle })).toHaveCount(0);

  // Logging out on the phone leaves nothing there; the account keeps the cart.
  await headerAccount(phonePage).signOut.click();
  await expect(headerAccount(phonePage).sign).toBeVisible();
  await expect.poll(() => phonePage.evaluate(() => window.localStorage.getItem("cart"))).toBe("{}");
  expect(Object.keys(await accountCart(laptopPage))).toEqual([String(second.product.id)]);
  await laptop.close();
  await phone.close();
});
