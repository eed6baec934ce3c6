import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import type { Persistent } from "@shop/shared";
import { gotoAlive } from "./support/alive";
import { lookScreenshot } from "./support/look.ts";

async function persistentData(request: APIRequestContext): Promise<Persistent> {
  const response = await request.get("/api/public/persistent");
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { valid: boolean; data: Persistent };
  expect(body.valid).toBe(true);
  return body.data;
}

function mainMenu(page: Page) {
  return page.getByRole("navigation", { name: "Navegação principal" });
}

test("the home page shows the header and the footer with the complaints book", async ({
  page,
  request,
}) => {
  const { settings } = await persistentData(request);
  await page.goto("/");
  await expect(page).toHaveURL(/\/home$/);
  await expect(page).toHaveTitle(/Sapataria Lisboa/);

  const header = page.getByRole("banner");
  await expect(
    header.getByRole("link", { name: /^Sapataria\s*Lisboa · 1978\s*, página inicial$/ }),
  ).toBeVisible();
  await expect(header.getByText(settings.contact_phone)).toBeVisible();
  await expect(header.getByText("Chamada para a rede fixa nacional")).toBeVisible();
  await expect(header.getByRole("button", { name: "Pesquisar" })).toBeVisible();
  await expect(header.getByRole("link", { name: "Registar / Entrar" })).toHaveAttribute(
    "href",
    "/sign",
  );
  await expect(header.getByRole("link", { name: "Carrinho" })).toHaveCount(
    settings.store_online ? 1 : 0,
  );

  const footer = page.getByRole("contentinfo");
  const complaintsBook = footer.getByRole("link", { name: /Livro de Reclamações/ });
  await expect(complaintsBook).toBeVisible();
  await expect(complaintsBook).toHaveAttribute("href", /^https:\/\/www\.livroreclamacoes\.pt/);
  await expect(complaintsBook).toHaveAttribute("target", "_blank");
  for (const name of ["Quem somos", "Termos e condições", "Política de privacidade", "Lojas"]) {
    await expect(footer.getByRole("link", { name, exact: true })).toBeVisible();
  }
  await expect(
    footer.getByRole("link", { name: "Cartão-presente: consultar saldo" }),
  ).toHaveAttribute("href", "/cartao-presente");
  await expect(footer.getByText(settings.contact_email)).toBeVisible();
});

test("the menu lists the shop's categories and links to them", async ({ page, request }) => {
  const { categoryTree } = await persistentData(request);
  expect(categoryTree.shoesWomen.map((category) => category.name)).toContain("Sandálias");
  await page.setViewportSize({ width: 1280, height: 900 });
  await gotoAlive(page, "/home");
  const menu = mainMenu(page);

  const shoes = menu.getByRole("button", { name: "Sapatos", exact: true });
  await expect(shoes).toHaveAttribute("aria-expanded", "false");
  // A mouse on a wide screen opens the submenu by hovering, and closes it by leaving.
  await shoes.hover();
  await expect(shoes).toHaveAttribute("aria-expanded", "true");
  await page.mouse.move(5, 890);
  await expect(shoes).toHaveAttribute("aria-expanded", "false");
  await shoes.click();
  await expect(shoes).toHaveAttribute("aria-expanded", "true");
  const women = menu.getByRole("list", { name: "Mulher" });
  const men = menu.getByRole("list", { name: "Homem" });
  for (const category of categoryTree.shoesWomen) {
    await expect(women.getByRole("link", { name: category.name, exact: true })).toBeVisible();
  }
  for (const category of categoryTree.shoesMen) {
    await expect(men.getByRole("link", { name: category.name, exact: true })).toBeVisible();
  }
  await page.keyboard.press("Escape");
  await expect(shoes).toHaveAttribute("aria-expanded", "false");
  await expect(shoes).toBeFocused();
  // The submenu fades out, then leaves the accessibility tree.
  await expect(women).toHaveCount(0);

  const accessories = menu.getByRole("button", { name: "Acessórios", exact: true });
  await accessories.click();
  for (const category of categoryTree.accessoriesWomen) {
    await expect(women.getByRole("link", { name: category.name, exact: true })).toBeVisible();
  }
  for (const category of categoryTree.accessoriesMen) {
    await expect(men.getByRole("link", { name: category.name, exact: true })).toBeVisible();
  }

  await page.keyboard.press("Escape");
  await expect(women).toHaveCount(0);
  const sandals = categoryTree.shoesWomen.find((category) => category.name === "Sandálias");
  await shoes.click();
  await women.getByRole("link", { name: "Sandálias", exact: true }).click();
  await expect(page).toHaveURL(`/products?category=${sandals?.id}`);
  await expect(shoes).toHaveAttribute("aria-expanded", "false");
});

test("on a phone the menu is a drawer that closes after choosing a page", async ({
  page,
  request,
}) => {
  const { categoryTree } = await persistentData(request);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/home");

  const toggle = page.getByRole("banner").getByRole("button", { name: "Menu", exact: true });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  // The drawer takes the focus, and the page behind it stays put.
  await expect(page.getByRole("button", { name: "Fechar menu" })).toBeFocused();
  await expect(page.locator("html")).toHaveCSS("overflow", "hidden");
  const menu = mainMenu(page);
  await menu.getByRole("button", { name: "Sapatos", exact: true }).click();
  const firstMen = categoryTree.shoesMen[0];
  if (firstMen) {
    await expect(
      menu.getByRole("list", { name: "Homem" }).getByRole("link", { name: firstMen.name }),
    ).toBeVisible();
  }
  await menu.getByRole("link", { name: "Lojas", exact: true }).click();
  await expect(page).toHaveURL(/\/stores$/);
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(menu.getByRole("link", { name: "Lojas", exact: true })).toBeHidden();
  await expect(page.locator("html")).not.toHaveCSS("overflow", "hidden");
});

test("the search popup opens focused and searches men's shoes", async ({ page }) => {
  await page.goto("/home");
  const openSearch = page.getByRole("banner").getByRole("button", { name: "Pesquisar" });
  await openSearch.click();

  const dialog = page.getByRole("dialog", { name: "Pesquisar" });
  const field = dialog.getByLabel("O que procura?");
  await expect(field).toBeFocused();
  for (const name of [
    "Todas",
    "Sapatos Mulher",
    "Sapatos Homem",
    "Acessórios Mulher",
    "Acessórios Homem",
  ]) {
    await expect(dialog.getByRole("radio", { name })).toBeVisible();
  }
  await expect(dialog.getByRole("radio", { name: "Todas" })).toBeChecked();

  await field.fill("bota");
  await dialog.getByRole("radio", { name: "Sapatos Homem" }).check();
  await dialog.getByRole("button", { name: "Pesquisar" }).click();

  await expect(page).toHaveURL(/\/products\?/);
  await expect(dialog).toBeHidden();
  const url = new URL(page.url());
  expect(url.pathname).toBe("/products");
  expect(Object.fromEntries(url.searchParams)).toEqual({
    search: "bota",
    isWomen: "0",
    isMen: "1",
    forShoe: "1",
    forAccessories: "0",
  });

  // Reopened, the popup is empty again; Escape closes it and gives the focus back.
  await openSearch.click();
  await expect(field).toHaveValue("");
  await expect(field).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(openSearch).toBeFocused();
});

test("an unknown address shows the 404 page", async ({ page }) => {
  await page.goto("/esta/pagina/nao/existe");
  await expect(page.getByRole("heading", { name: "Página não encontrada" })).toBeVisible();
  await expect(page.getByText("A página que tentou aceder não existe.")).toBeVisible();
  await expect(page).toHaveTitle(/Página não encontrada/);
  await page.getByRole("main").getByRole("link", { name: "Voltar à página inicial" }).click();
  await expect(page).toHaveURL(/\/home$/);
});

for (const width of [375, 1280]) {
  test(`the shell at ${width} px, for a look`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/home");
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await lookScreenshot(page, `home-${width}.png`);
  });
}
