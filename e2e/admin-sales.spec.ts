import { join } from "node:path";
import { expect, test } from "@playwright/test";
import type { CategoryItem } from "@shop/shared";
import { demoStaff, newProduct, screenshots, signInAsStaff, uniqueWord } from "./support/admin.ts";

test("the owner puts a category on sale; a phone shows the sale price beside the reference", async ({
  page,
}) => {
  test.setTimeout(150_000);
  const word = uniqueWord("Saldo");
  await signInAsStaff(page, demoStaff.owner);
  // A category of the test's own: the demo's prices, which other journeys count on, stay as they are.
  const categories = await page.request.post("/api/admin/categories", {
    data: {
      name: `Saldos ${word}`,
      isWoman: true,
      isMan: false,
      forShoe: true,
      forAccessory: false,
    },
  });
  expect(categories.ok(), await categories.text()).toBe(true);
  const category = ((await categories.json()).data as CategoryItem[]).find(
    (item) => item.name === `Saldos ${word}`,
  );
  const product = await newProduct(page, word, { price: "100,00", categoryId: category?.id });

  await page.goto("/admin/saldos");
  await expect(page.getByRole("heading", { level: 1, name: "Saldos" })).toBeVisible();
  await page.getByRole("button", { name: "Nova campanha" }).click();
  const form = page.getByRole("form", { name: "Nova campanha" });
  await form.getByLabel("Nome").fill(`Inverno ${word}`);
  await form.getByLabel("Redução").selectOption({ label: "Percentagem" });
  await form.getByLabel("Percentagem (%)").fill("30");
  await form.getByLabel("Aplica-se a").selectOption({ label: "Categoria" });
  await form
    .getByRole("combobox", { name: /^Categoria/ })
    .selectOption({ label: `Saldos ${word}` });
  // From today's midnight (already past: it starts at once) to a week later, in Lisbon time.
  await form.getByRole("button", { name: "Guardar" }).click();
  const campaigns = page.getByRole("region", { name: "Campanhas" });
  await expect(campaigns.getByRole("status")).toContainText(`Campanha «Inverno ${word}» guardada.`);

  const sale = campaigns.getByRole("listitem").filter({ hasText: `Inverno ${word}` });
  await expect(sale).toContainText("A decorrer");
  await expect(sale).toContainText(`−30 % · Categoria: Saldos ${word} · 1 produto`);
  await sale.getByText("Ver o produto abrangido").click();
  // 30% off 100,00 € is 70,00 €: 69,90 € with the shop's ,90 ending, never above the exact price.
  await expect(sale.getByRole("listitem")).toContainText(/100,00\s€\s69,90\s€/);
  await screenshots(page, "admin-sales");

  // A sale of chosen products finds them by reference or name and lists them by both.
  await page.getByRole("button", { name: "Nova campanha" }).click();
  const picking = page.getByRole("form", { name: "Nova campanha" });
  await picking.getByLabel("Aplica-se a").selectOption({ label: "Produtos" });
  await picking.getByRole("combobox", { name: /^Produtos/ }).fill(product.ref.toLowerCase());
  await picking.getByRole("button", { name: "Adicionar" }).click();
  await expect(picking.getByRole("list", { name: "Produtos escolhidos" })).toHaveText(
    `${product.ref} · ${product.title}Retirar`,
  );
  await picking.getByRole("button", { name: "Cancelar" }).click();

  // The back office's products list shows the price the storefront charges now, the sale named.
  await page.goto(`/admin/produtos?q=${encodeURIComponent(product.ref)}`);
  const row = page.getByRole("row").filter({ hasText: product.ref });
  await expect(row).toContainText(/69,90\s€100,00\s€Saldos «Inverno /);

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/products?category=${category?.id}`);
  const card = page.getByRole("article").filter({ hasText: product.title ?? "" });
  await expect(card.getByText(/^Preço: 69,90\s€$/)).toBeVisible();
  await expect(card.getByText(/Preço anterior: 100,00\s€/)).toBeVisible();
  await expect(card).toContainText(/Preço mais baixo nos últimos 30 dias: 100,00\s€/);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await card.screenshot({ path: join(import.meta.dirname, "artifacts", "sale-card-375.png") });

  await page.goto(`/product/${product.id}`);
  const price = page.getByRole("main").getByText(/Preço mais baixo nos últimos 30 dias: 100,00\s€/);
  await expect(price).toBeVisible();
  await expect(page.getByRole("main")).toContainText(
    /Saldos: termina a \d+ de \w+ de \d{4}, \d\d:\d\d/,
  );
  await expect(page.getByRole("main")).toContainText(/69,90\s€/);
  await page.screenshot({ path: join(import.meta.dirname, "artifacts", "sale-product-375.png") });
});
