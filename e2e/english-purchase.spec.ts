import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { gotoAlive } from "./support/alive.ts";
import { stockedProduct } from "./support/checkout-shop.ts";
import { waitForMail } from "./support/mailbox.ts";

// A purchase in English from end to end (issue 40): on /en a guest puts a product in the cart,
// checks out (the form's messages in English), pays with the sandbox's test card or a MULTIBANCO
// reference paid at the sandbox's bank, and lands on the English confirmation and order pages with
// € prices written the English way; the order's confirmation email is in English.

// Products of the stocked catalogue of their own (each spec buys from its own slots).
const CARD_SLOT = 133;
const MULTIBANCO_SLOT = 134;

const stepName = (name: string) => new RegExp(`^\\d\\. ${name}`);
/** A label, with or without the ' *' and '(required)' of a required field. */
const labelled = (label: string) => new RegExp(`^${label}(\\s*\\*)?(\\s*\\(required\\))?$`);
/** Euros as an English page writes them: €89.90. */
const ENGLISH_EUROS = /^€\d[\d,]*\.\d\d$/;
const PORTUGUESE_EUROS = /\d,\d\d\s€/;

function checkoutPage(page: Page) {
  const main = page.getByRole("main");
  const section = (name: string) => main.getByRole("region", { name: stepName(name) });
  return {
    main,
    step: (name: string) => main.getByRole("button", { name: stepName(name) }),
    section,
    field: (where: string, label: string) => section(where).getByLabel(labelled(label)),
    summary: page.getByRole("complementary", { name: "Order summary" }),
  };
}

/** The product's name on an English page: its English title, the Portuguese where it has none. */
async function englishTitle(request: APIRequestContext, id: number): Promise<string> {
  const response = await request.get(`/api/public/products/product/${id}`, {
    headers: { "accept-language": "en" },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { title: string } }).data.title;
}

/**
 * From the English product page to the checkout, through the «added» dialog and the cart; answers
 * the product's English name.
 */
async function addToCartAndCheckOut(
  page: Page,
  request: APIRequestContext,
  slot: number,
): Promise<string> {
  const { product, sizes } = await stockedProduct(request, slot, { units: 2 });
  const size = sizes[0] as string;
  await page.setViewportSize({ width: 1280, height: 900 });
  await gotoAlive(page, `/en/product/${product.id}`);
  // An accessory's one size ('U') is chosen already.
  if (size !== "U") {
    await page
      .getByRole("group", { name: "Size" })
      .getByRole("button", { name: new RegExp(`^${size.replace(".", "\\.")}$`) })
      .click();
  }
  await page.getByRole("button", { name: "Add to cart" }).first().click();
  const added = page.getByRole("dialog", { name: "Added to your cart!" });
  await expect(added).toBeVisible();
  await added.getByRole("link", { name: "View cart" }).click();
  await expect(page).toHaveURL(/\/en\/cart$/);
  await page.getByRole("link", { name: "Check out" }).first().click();
  await expect(page).toHaveURL(/\/en\/checkout$/);
  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
  return englishTitle(request, product.id);
}

/** The guest's contacts, the delivery address in Lisbon and the invoice step as it is. */
async function fillInEnglish(page: Page, email: string) {
  const checkout = checkoutPage(page);
  await expect(checkout.summary.getByRole("list", { name: "Products" })).toBeVisible();
  await checkout
    .section("Guest checkout or sign up")
    .getByRole("button", { name: "Continue as a guest" })
    .click();
  const contacts = "Contact details";
  await expect(checkout.step(contacts)).toHaveAttribute("aria-expanded", "true");
  const emailField = checkout.field(contacts, "Email");
  await emailField.fill(email);
  const phone = checkout.field(contacts, "Phone");
  await phone.pressSequentially("912345678");
  await expect(phone).toHaveValue("(351) 912345678");
  await checkout.section(contacts).getByRole("button", { name: "Continue" }).click();

  const delivery = "Delivery address";
  await expect(checkout.step(delivery)).toHaveAttribute("aria-expanded", "true");
  await checkout.field(delivery, "Recipient's name").fill("Ann Tester");
  await checkout.field(delivery, "Country").selectOption({ label: "Portugal" });
  await checkout.field(delivery, "Address").fill("Rua Augusta 100");
  await checkout.field(delivery, "City").fill("Lisboa");
  const postal = checkout.field(delivery, "Postal code");
  await postal.pressSequentially("1100048");
  await expect(postal).toHaveValue("1100-048");
  await checkout.section(delivery).getByRole("button", { name: "Continue" }).click();
  await expect(checkout.summary).toContainText(
    "Delivery in 1 to 2 working days after the payment is confirmed.",
  );
  await expect(checkout.summary).toContainText("All payments are processed in euros.");

  await expect(checkout.step("Invoice details")).toHaveAttribute("aria-expanded", "true");
  await checkout.section("Invoice details").getByRole("button", { name: "Continue" }).click();
  await expect(
    checkout.section("Payment").getByRole("group", { name: "Payment method" }),
  ).toBeVisible();
}

/** The summary's total (VAT included), as the page writes it. */
async function checkoutTotal(page: Page): Promise<string> {
  const term = checkoutPage(page)
    .summary.getByRole("term")
    .filter({ hasText: "Total (VAT included" });
  const text = ((await term.locator("..").getByRole("definition").textContent()) ?? "").trim();
  expect(text).toMatch(ENGLISH_EUROS);
  return text;
}

/** The English confirmation page, paid: answers the order's reference. */
async function confirmedInEnglish(page: Page, method: string, total: string): Promise<string> {
  await expect(page).toHaveURL(/\/en\/order\/confirmed\/[\w-]+$/, { timeout: 15_000 });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you for your purchase!");
  await expect(page.getByRole("status").filter({ hasText: "payment received" })).toBeVisible();
  const main = page.getByRole("main");
  const values = main.getByRole("definition");
  await expect(values.nth(1)).toHaveText(method);
  await expect(values.nth(2)).toHaveText(total);
  await expect(main.getByRole("heading", { name: "What happens next" })).toBeVisible();
  await expect(main).not.toContainText(PORTUGUESE_EUROS);
  return ((await values.first().textContent()) ?? "").trim();
}

test("a guest buys in English by card: English messages, checkout, confirmation and order page", async ({
  page,
  request,
}) => {
  // A product page, the checkout's five steps and a card payment: a long journey.
  test.setTimeout(150_000);
  const title = await addToCartAndCheckOut(page, request, CARD_SLOT);
  const checkout = checkoutPage(page);
  await checkout
    .section("Guest checkout or sign up")
    .getByRole("button", { name: "Continue as a guest" })
    .click();

  // An empty field's message is English: the shared schema's own text, translated on the page.
  const contacts = checkout.section("Contact details");
  await contacts.getByRole("button", { name: "Continue" }).click();
  const emailField = checkout.field("Contact details", "Email");
  await expect(emailField).toHaveAttribute("aria-invalid", "true");
  await expect(emailField).toHaveAccessibleDescription("Enter: contact email.");
  await expect(contacts.getByText("Enter: contact phone.")).toBeVisible();
  await emailField.fill("ann@");
  await contacts.getByRole("button", { name: "Continue" }).click();
  await expect(emailField).toHaveAccessibleDescription("Enter a valid email.");
  await checkout.step("Guest checkout or sign up").click();

  await fillInEnglish(page, `english.card.${Date.now()}@example.com`);
  const payment = checkout.section("Payment");
  await payment.getByLabel("Credit/debit card").check();
  const total = await checkoutTotal(page);
  await payment.getByRole("button", { name: "Order with obligation to pay" }).click();

  const card = page.getByRole("region", { name: "Card payment" });
  await card.getByLabel("Card number").fill("4242 4242 4242 4242");
  await card.getByLabel("Expiry date (MM/YY)").fill("12/39");
  await card.getByLabel("CVC").fill("123");
  await card.getByRole("button", { name: `Pay ${total}` }).click();
  const idShort = await confirmedInEnglish(page, "Credit/debit card", total);

  // The order's own page, in English too.
  const main = page.getByRole("main");
  await main.getByRole("link", { name: "View the order" }).click();
  await expect(page).toHaveURL(/\/en\/order\/[\w-]+$/);
  await expect(page.getByRole("heading", { level: 1, name: `Order ${idShort}` })).toBeVisible();
  await expect(main.getByRole("heading", { name: "Order history" })).toBeVisible();
  await expect(main.getByText("Payment received", { exact: true })).toBeVisible();
  await expect(main.getByRole("button", { name: "Cancel order" })).toBeVisible();
  // The products are named in the purchase's language.
  await expect(main.getByRole("link", { name: title, exact: true })).toBeVisible();
  await expect(main).toContainText(total);
  await expect(main).not.toContainText(PORTUGUESE_EUROS);
});

test("a guest orders in English with a MULTIBANCO reference: the email in English, paid at the test bank", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(150_000);
  const email = `english.multibanco.${Date.now()}@example.com`;
  const title = await addToCartAndCheckOut(page, request, MULTIBANCO_SLOT);
  await fillInEnglish(page, email);
  const payment = checkoutPage(page).section("Payment");
  await expect(payment.getByLabel("MULTIBANCO reference")).toBeChecked();
  const total = await checkoutTotal(page);
  await payment.getByRole("button", { name: "Order with obligation to pay" }).click();

  // The reference is paid later: the buyer lands on the order's English page, waiting for it.
  await expect(page).toHaveURL(/\/en\/order\/confirmed\/[\w-]+$/, { timeout: 15_000 });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Order placed");
  const panel = page.getByRole("region", { name: "Payment by MULTIBANCO reference" });
  await expect(panel.getByRole("status")).toHaveText("Waiting for the payment…");
  await expect(panel.getByRole("definition").nth(2)).toContainText(total);
  const status = page.getByRole("main").getByRole("status").filter({ hasText: "awaiting payment" });
  const idShort = ((await status.textContent()) ?? "").match(/Order (\w+):/)?.[1] ?? "";
  expect(idShort).not.toBe("");

  // The order's confirmation email speaks the language it was placed in.
  const mail = await waitForMail(email, `Order ${idShort} placed`);
  expect(mail).toContain("Thank you for your order");
  expect(mail).toContain(total);
  expect(mail).toContain(title);

  const [bank] = await Promise.all([
    context.waitForEvent("page"),
    panel.getByRole("link", { name: /Pay at the test bank/ }).click(),
  ]);
  await expect(bank).toHaveURL(/\/en\/sandbox\/multibanco\?/);
  await expect(bank.getByRole("heading", { name: "Test bank" })).toBeVisible();
  await bank.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(bank.getByRole("status")).toContainText("Payment made.");
  await bank.close();

  await confirmedInEnglish(page, "MULTIBANCO", total);
});

test("the gift card pages are in English: giving one, its messages, and looking one up", async ({
  page,
}) => {
  await gotoAlive(page, "/en/gift-card/give");
  await expect(page.getByRole("heading", { level: 1, name: "Give a gift card" })).toBeVisible();
  const values = page.getByRole("group", { name: "Value" });
  await expect(values.getByLabel("€50.00")).toBeChecked();
  await expect(values.getByLabel("Another value")).toBeVisible();
  await page.getByRole("button", { name: "Add to cart" }).click();
  const name = page.getByLabel(labelled("Recipient's name"));
  await expect(name).toHaveAccessibleDescription("Enter the recipient's name.");
  await name.fill("Rita Lopes");
  await page.getByLabel(labelled("Recipient's email")).fill("rita.lopes@example.com");
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByText("Gift card added to your cart.")).toBeVisible();

  // The holder's page: the API's refusal of an unknown code is English too.
  await gotoAlive(page, "/en/gift-card");
  await expect(page.getByRole("heading", { level: 1, name: "Gift card" })).toBeVisible();
  const code = page.getByLabel(labelled("Card code"));
  await code.fill("AAAA-BBBB-CCCC-DDDD");
  await page.getByRole("button", { name: "Check the balance" }).click();
  await expect(code).toHaveAccessibleDescription(/^We found no gift card with this code/);
});
