import { expect, type Page, test } from "@playwright/test";
import { demoStaff, openSection, screenshots, signInAsStaff } from "./support/admin.ts";
import { waitForMailWith } from "./support/mailbox.ts";

const CODE = /\b([0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4})\b/;

/** The back office's «Cartões-presente», opened from the navigation at the page's width. */
async function giftCardsPage(page: Page, account: string, width: number) {
  await signInAsStaff(page, account);
  await page.setViewportSize({ width, height: 900 });
  if (width < 900) await page.getByRole("button", { name: "Abrir menu" }).click();
  await openSection(page, "Cartões-presente");
  await expect(page.getByRole("heading", { level: 1, name: "Cartões-presente" })).toBeVisible();
}

test("the owner gives a card, its holder gets the code by email, a store deducts a purchase and the holder sees the new balance", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const email = `presente.${Date.now()}@example.pt`;

  // The owner issues a 50 € card by hand, for today.
  await giftCardsPage(page, demoStaff.owner, 1440);
  const issue = page.getByRole("region", { name: "Emitir um cartão à mão" });
  await issue.getByLabel("Valor (€)").fill("50");
  await issue.getByLabel("Nome de quem recebe").fill("Rita Lopes");
  await issue.getByLabel("Email de quem recebe").fill(email);
  await issue.getByLabel("Mensagem (opcional)").fill("Desculpe o atraso da sua encomenda.");
  await issue.getByLabel("Motivo").fill("Encomenda atrasada");
  await issue.getByRole("button", { name: "Emitir cartão" }).click();
  await expect(issue.getByRole("status")).toContainText(
    `Cartão-presente emitido. Enviamos o código para ${email}.`,
  );

  // The email carries the code, the value and the message.
  const mail = await waitForMailWith(email, "Desculpe o atraso da sua encomenda.");
  const code = CODE.exec(mail)?.[1] ?? "";
  expect(code).not.toBe("");
  expect(mail).toContain("50,00");
  expect(mail).toContain("Content-Type: application/pdf");

  // The list shows it, its code masked.
  const list = page.getByRole("table", { name: "Cartões-presente" });
  await expect(list.getByRole("row").filter({ hasText: code.slice(-4) })).toContainText("Ativo");

  // At the Chiado counter, on a phone: the code looked up and 32,50 € deducted.
  const counter = await (await browser.newContext({ baseURL })).newPage();
  await giftCardsPage(counter, demoStaff.store, 375);
  const redeem = counter.getByRole("region", { name: "Descontar numa compra na loja" });
  await redeem.getByLabel("Código do cartão").fill(code.toLowerCase());
  await redeem.getByRole("button", { name: "Procurar" }).click();
  const card = redeem.getByRole("region", { name: `Cartão terminado em ${code.slice(-4)}` });
  await expect(card).toContainText("Saldo50,00\u00a0€");
  await expect(counter.getByRole("table", { name: "Cartões-presente" })).toHaveCount(0);
  await redeem.getByLabel("Valor a descontar (€)").fill("32,50");
  await redeem.getByRole("button", { name: "Descontar" }).click();
  await expect(redeem.getByRole("status")).toHaveText(
    "Descontámos 32,50\u00a0€. Saldo: 17,50\u00a0€.",
  );
  await expect(card).toContainText("Saldo17,50\u00a0€");
  await screenshots(counter, "gift-card-counter");

  // The holder's page shows the new balance and where it was spent, nobody's name.
  await page.goto("/cartao-presente");
  await page.getByLabel("Código do cartão").fill(code);
  await page.getByRole("button", { name: "Ver o saldo" }).click();
  const shown = page.getByRole("region", { name: `Cartão terminado em ${code.slice(-4)}` });
  await expect(shown).toContainText("Saldo17,50\u00a0€");
  await expect(shown.getByRole("row").nth(2)).toContainText("Utilizado (Chiado");
  await expect(shown.getByRole("row").nth(2)).toContainText("-32,50\u00a0€");
  await expect(shown).not.toContainText("Rita");
});

test("the holder's page refuses an unknown code in Portuguese", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/cartao-presente");
  await page.getByLabel("Código do cartão").fill("ABCD-EFGH-JKLM-NPQR");
  await page.getByRole("button", { name: "Ver o saldo" }).click();
  await expect(
    page.getByText("Não encontramos nenhum cartão-presente com este código."),
  ).toBeVisible();
  await expect(page.getByLabel("Código do cartão")).toHaveAttribute("aria-invalid", "true");
});
