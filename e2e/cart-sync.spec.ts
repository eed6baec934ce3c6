import { expect, test } from "@playwright/test";
import { logIn, registerCustomer } from "./support/account.ts";
import { cartOf, seedCart, stockedProduct } from "./support/checkout-shop.ts";

// A slot of the stocked catalogue no other spec buys or changes.
const SYNC_SLOT = 20;

test("a signed-in customer's cart follows them to another browser", async ({
  browser,
  baseURL,
}) => {
  const customer = await registerCustomer(browser, String(baseURL), "cartsync");
  const first = await browser.newContext({
    baseURL: String(baseURL),
    storageState: customer.storageState,
  });
  const page = await first.newPage();
  const stocked = await stockedProduct(page.request, SYNC_SLOT, { units: 2 });
  const size = stocked.sizes[0] as string;
  await seedCart(page, cartOf(stocked));
  await page.goto("/cart");
  const title = stocked.product.title ?? `Ref: ${stocked.product.ref}`;
  await expect(page.getByRole("link", { name: title })).toBeVisible();
  // A change in this browser is saved on the account too.
  await page
    .getByRole("button", { name: /^Aumentar quantidade do/ })
    .first()
    .click();
  await expect
    .poll(async () => {
      const response = await page.request.get("/api/users/client");
      const { data } = (await response.json()) as { data: { cart: string } };
      return JSON.parse(data.cart)[stocked.product.id]?.quantities[size];
    })
    .toBe(2);
  await first.close();

  // Another browser, empty, signs in and finds the same cart.
  const second = await browser.newContext({ baseURL: String(baseURL) });
  const other = await second.newPage();
  await other.goto("/sign");
  await logIn(other, customer.email, customer.password);
  await expect(other).toHaveURL(/\/account\/settings$/);
  await other.goto("/cart");
  await expect(other.getByRole("link", { name: title })).toBeVisible();
  await second.close();
});
