import { expect, type Page, test } from "@playwright/test";
import { demoStaff, signInAsStaff, uniqueWord } from "./support/admin.ts";
import { checkoutPage, confirmedOrderId } from "./support/checkout-page.ts";
import { cartOf, eurosPattern, guest, seedCart, stockedProduct } from "./support/checkout-shop.ts";
import { waitForMailWith } from "./support/mailbox.ts";

// The product this journey buys (one unit, paid by card).
const SLOT = 141;

test.use({ viewport: { width: 375, height: 800 } });

const summary = (page: Page) => page.getByRole("complementary", { name: "Resumo" });

/** A code of 10% made in the back office (through its API, as the owner, at a desktop's width). */
async function newCode(page: Page): Promise<string> {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsStaff(page, demoStaff.owner);
  await page.setViewportSize({ width: 375, height: 800 });
  const code = uniqueWord("DEZ").toUpperCase();
  const made = await page.request.post("/api/admin/discount-codes", {
    data: { code, kind: "PERCENT", percent: "10", perCustomerLimit: "1" },
  });
  expect(made.status(), await made.text()).toBe(200);
  return code;
}

test("a customer enters a code in the cart, sees it line by line, pays, and the order and the email show it", async ({
  page,
  request,
}) => {
  const code = await newCode(page);
  const stocked = await stockedProduct(request, SLOT, { units: 3 });
  const { price, discount } = stocked.product;
  const unitCents = Math.round(price * (1 - discount / 100) * 100);
  const offCents = Math.round(unitCents / 10);
  await seedCart(page, cartOf(stocked));
  await page.goto("/cart");
  const field = summary(page).getByRole("textbox", { name: "Código de desconto" });

  // A wrong code says why, in Portuguese.
  await field.fill("NAOEXISTE1");
  await summary(page).getByRole("button", { name: "Aplicar" }).click();
  await expect(summary(page).getByRole("alert")).toHaveText(
    "Este código não existe. Confirme se o escreveu bem.",
  );
  await expect(field).toHaveAttribute("aria-invalid", "true");

  await field.fill(code.toLowerCase());
  await summary(page).getByRole("button", { name: "Aplicar" }).click();
  await expect(summary(page).getByRole("status").first()).toContainText(`Código ${code} aplicado.`);
  const share = new RegExp(`Código: −${eurosPattern(offCents / 100).source}`);
  await expect(page.getByRole("region", { name: "Artigos no carrinho" })).toContainText(share);
  await expect(
    summary(page)
      .locator("dl > div")
      .filter({ hasText: `Código ${code}` }),
  ).toContainText(eurosPattern(offCents / 100));
  await page.screenshot({ path: test.info().outputPath("cart-code-375.png"), fullPage: true });

  const checkout = checkoutPage(page);
  await checkout.open();
  await expect(checkout.summary).toContainText(share);
  await expect(checkout.totalRow(`Código ${code}`)).toContainText(eurosPattern(offCents / 100));
  const email = `${uniqueWord("codigo")}@example.pt`;
  await checkout.fillAll({ ...guest, email });
  await checkout.generate("CREDIT");
  await checkout.payWithTestCard();
  const idShort = await confirmedOrderId(page);

  const mail = await waitForMailWith(email, `Código de desconto: ${code}`);
  expect(mail.replace(/\s/g, " ")).toMatch(
    new RegExp(`${code} \\(−${eurosPattern(offCents / 100).source}\\)`),
  );
  await page.goto(`/admin/encomendas/${idShort}`);
  await expect(page.getByText(`Código de desconto: ${code}`)).toBeVisible();
});

test("the owner makes a batch of single-use codes in the back office, sees its state and exports it", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsStaff(page, demoStaff.owner);
  await page.goto("/admin/codigos");
  await page.getByRole("button", { name: "Novo código" }).click();
  const prefix = uniqueWord("NL").toUpperCase().slice(0, 12);
  await page.getByRole("textbox", { name: /^Código/ }).fill(prefix);
  await page.getByRole("spinbutton", { name: /^Gerar códigos de uso único/ }).fill("5");
  await page.getByRole("combobox", { name: "Tipo de desconto" }).selectOption("FIXED");
  await page.getByRole("textbox", { name: /^Valor/ }).fill("5,00");
  await page.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText(`Código ${prefix} criado.`)).toBeVisible();
  const item = page.getByRole("listitem").filter({ hasText: `${prefix} · Ativo` });
  await expect(item).toContainText("5,00 € · 5 códigos de uso único");
  const download = page.waitForEvent("download");
  await item.getByRole("link", { name: `Exportar os códigos de ${prefix} em CSV` }).click();
  const csv = await (await download).path();
  const { readFileSync } = await import("node:fs");
  const rows = readFileSync(csv, "utf8").trim().split("\r\n");
  expect(rows).toHaveLength(6);
  expect(rows[1]).toMatch(new RegExp(`^"${prefix}-[A-Z2-9]{8}"`));
});
