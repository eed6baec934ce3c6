import { expect, test } from "@playwright/test";
import { demoStaff, newProduct, screenshots, signInAsStaff, uniqueWord } from "./support/admin.ts";

test("«Duplicar» makes an unpublished copy with a new reference and opens it", async ({ page }) => {
  const word = uniqueWord("Copia");
  await signInAsStaff(page, demoStaff.owner);
  const original = await newProduct(page, word);
  await page.goto(`/admin/produtos/${original.id}`);
  await page.getByRole("button", { name: "Duplicar este produto (cópia não publicada)" }).click();
  await expect(page).not.toHaveURL(new RegExp(`/admin/produtos/${original.id}$`));
  await expect(page).toHaveURL(/\/admin\/produtos\/\d+$/);
  await expect(
    page.getByRole("status").filter({ hasText: "Cópia criada como rascunho" }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Mocassins ${word} (cópia)`);
  await expect(page.getByRole("textbox", { name: "Referência (obrigatório)" })).toHaveValue(
    `E2E-${word}-COPIA`.toUpperCase(),
  );
  await expect(page.getByLabel("Ativo: à venda na loja")).not.toBeChecked();
  // Not on the storefront until someone publishes it.
  const copyId = page.url().split("/").at(-1);
  const storefront = await page.request.get(`/api/public/products/product/${copyId}`);
  expect(storefront.status()).toBe(404);
});

test("several products are published and repriced at once, after a confirmation", async ({
  page,
}) => {
  const word = uniqueWord("Lote");
  await signInAsStaff(page, demoStaff.owner);
  const first = await newProduct(page, `${word}a`, { title: `Botas ${word} A`, active: false });
  await newProduct(page, `${word}b`, { title: `Botas ${word} B`, active: false });

  await page.goto("/admin/produtos");
  await page.getByLabel("Procurar produtos").fill(word);
  await expect(page.getByText("Página 1 de 1 · 2 resultados")).toBeVisible();
  await page.getByLabel("Selecionar todos nesta página").check();
  await expect(page.getByText("2 produtos selecionados.")).toBeVisible();
  await expect(page.getByLabel(`Selecionar E2E-${word}A`.toUpperCase())).toBeChecked();
  await screenshots(page, "admin-products-bulk");

  await page.getByLabel("O que mudar").selectOption({ label: "Publicar (ativo na loja)" });
  await page.getByRole("button", { name: "Rever e aplicar…" }).click();
  const dialog = page.getByRole("dialog", { name: "Confirmar a alteração" });
  await expect(dialog).toContainText("Vai publicar 2 produtos");
  await dialog.getByRole("button", { name: "Alterar 2 produtos" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("status").filter({ hasText: "2 produtos alterados." })).toBeVisible();
  await expect(page.getByRole("table").getByText("Ativo", { exact: true })).toHaveCount(2);

  // A price 10 % lower, typed the Portuguese way; a bad percentage is named before anything.
  await page.getByLabel("Selecionar todos nesta página").check();
  await page.getByLabel("O que mudar").selectOption({ label: "Mudar o preço em %" });
  await page.getByLabel("Percentagem").fill("0");
  await page.getByRole("button", { name: "Rever e aplicar…" }).click();
  await expect(page.getByText(/Indique a percentagem/)).toBeVisible();
  await page.getByLabel("Percentagem").fill("-10");
  await page.getByRole("button", { name: "Rever e aplicar…" }).click();
  await expect(dialog).toContainText("Vai baixar o preço de 2 produtos em 10 %.");
  await dialog.getByRole("button", { name: "Alterar 2 produtos" }).click();
  await expect(page.getByRole("status").filter({ hasText: "2 produtos alterados." })).toBeVisible();
  await expect(page.getByRole("table").getByText(/54,00\s€/)).toHaveCount(2);

  await page.goto(`/product/${first.id}`);
  await expect(
    page
      .getByRole("main")
      .getByText(/54,00\s€/)
      .first(),
  ).toBeVisible();
});

test("the product page offers the model's other colours, server-rendered", async ({ page }) => {
  const word = uniqueWord("Cores");
  await signInAsStaff(page, demoStaff.owner);
  const black = await newProduct(page, `${word}p`, {
    title: `Sabrinas ${word}`,
    colorManual: "Preto",
  });
  const red = await newProduct(page, `${word}v`, {
    title: `Sabrinas ${word}`,
    colorManual: "Vermelho",
  });
  await page.goto(`/admin/produtos/${black.id}`);
  const colours = page.getByRole("region", { name: "Cores do mesmo modelo" });
  await expect(colours).toContainText("Este produto não está ligado a outras cores.");
  await colours.getByLabel("Referência do produto noutra cor").fill(red.ref);
  await colours.getByRole("button", { name: "Ligar cor" }).click();
  await expect(colours.getByRole("status").filter({ hasText: "Cor ligada" })).toHaveText(
    "Cor ligada a este modelo.",
  );
  await expect(colours).not.toContainText("Este produto não está ligado a outras cores.");
  await expect(colours.getByRole("link", { name: `Vermelho · Sabrinas ${word}` })).toBeVisible();

  // In the page as the server sends it, before any script.
  const html = await (await page.request.get(`/product/${black.id}`)).text();
  expect(html).toContain(`href="/product/${red.id}"`);
  expect(html).toContain("Outras cores");

  await page.goto(`/product/${black.id}`);
  const choices = page.getByRole("navigation", { name: "Outras cores" });
  await expect(choices.getByRole("link", { name: "Preto" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await choices.getByRole("link", { name: "Vermelho" }).click();
  await expect(page).toHaveURL(new RegExp(`/product/${red.id}$`));
  await expect(
    page.getByRole("navigation", { name: "Outras cores" }).getByRole("link", { name: "Vermelho" }),
  ).toHaveAttribute("aria-current", "page");
});
