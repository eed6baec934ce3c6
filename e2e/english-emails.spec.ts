import { expect, test } from "@playwright/test";
import { registerCustomer } from "./support/account.ts";
import { gotoAlive } from "./support/alive.ts";
import { waitForMailWith } from "./support/mailbox.ts";

// A signed-in customer who switches the storefront to English gets the account's emails in
// English from then on (issue 40): the switch keeps the language on the account.

test("the language switch keeps a signed-in customer's language for the account's emails", async ({
  browser,
  baseURL,
}) => {
  const customer = await registerCustomer(browser, String(baseURL), "english-emails");
  const context = await browser.newContext({ baseURL, storageState: customer.storageState });
  const page = await context.newPage();
  await gotoAlive(page, "/products");
  const saved = page.waitForResponse((response) =>
    response.url().endsWith("/api/users/client/language"),
  );
  await page.getByRole("banner").getByRole("link", { name: "English" }).first().click();
  await expect(page).toHaveURL(/\/en\/products$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  expect((await saved).status()).toBe(200);

  // The recovery email follows the account's language, whatever the asking request says.
  const sent = await context.request.post("/api/users/client/recover/send", {
    data: { email: customer.email },
    headers: { "accept-language": "pt-PT" },
  });
  expect(sent.ok()).toBe(true);
  const mail = await waitForMailWith(customer.email, "Set a new password");
  expect(mail).toContain('<html lang="en">');
  expect(mail).toMatch(/\/en\/sign\/recover\/\w+/);
  await context.close();
});
