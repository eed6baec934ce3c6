import { expect, type Page, test } from "@playwright/test";
import type { Persistent } from "@shop/shared";
import { backOfficeNav, demoStaff, signInAsStaff } from "./support/admin.ts";
import { checkoutPage } from "./support/checkout-page.ts";
import {
  apiData,
  cartOf,
  eurosPattern,
  seedCart,
  stockedProduct,
} from "./support/checkout-shop.ts";

// A product no other journey buys or looks at closely: only its brand's name changes here.
const SLOT = 30;

async function openSection(page: Page, name: string) {
  const nav = backOfficeNav(page);
  if (!(await nav.isVisible())) await page.getByRole("button", { name: "Abrir menu" }).click();
  await nav.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
}

test("the owner renames a brand and prices a delivery group; the storefront follows at once", async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const stocked = await stockedProduct(request, SLOT);
  const { brands } = await apiData<Persistent>(request, "/api/public/persistent");
  const brand = brands.find((candidate) => candidate.id === stocked.product.brandId);
  if (!brand) throw new Error("the product has no brand");
  const renamed = `${brand.name} Lisboa`;

  await signInAsStaff(page, demoStaff.owner);
  await openSection(page, "Marcas, cores e etiquetas");
  await page.getByLabel("Procurar marca").fill(brand.name);
  await page.getByRole("button", { name: `Mudar o nome de ${brand.name}` }).click();
  const nameForm = page.getByRole("form", { name: `Mudar o nome de «${brand.name}»` });
  await nameForm.getByLabel("Nome").fill(renamed);
  await nameForm.getByRole("button", { name: "Guardar" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: `Marca «${renamed}» guardada.` }),
  ).toBeVisible();

  // A group of its own, so that no other journey's delivery prices move under it.
  await openSection(page, "Envios");
  await page.getByRole("button", { name: "Novo grupo" }).click();
  const newGroup = page.getByRole("form", { name: "Novo grupo de envio" });
  await newGroup.getByLabel("Nome do grupo").fill("Oceânia");
  await newGroup.getByLabel("Preço de envio").fill("29,90");
  await newGroup.getByRole("button", { name: "Guardar" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Grupo «Oceânia» criado." }),
  ).toBeVisible();
  await page.getByRole("button", { name: "Novo país" }).click();
  const newCountry = page.getByRole("form", { name: "Novo país" });
  await newCountry.getByLabel("País").fill("Nova Zelândia");
  await newCountry.getByLabel("Código ISO").fill("nz");
  await newCountry.getByLabel("Grupo de envio").selectOption({ label: "Oceânia" });
  await newCountry.getByRole("button", { name: "Guardar" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "País «Nova Zelândia» criado." }),
  ).toBeVisible();

  await page.getByRole("button", { name: "Editar o grupo Oceânia" }).click();
  const editGroup = page.getByRole("form", { name: "Editar «Oceânia»" });
  await expect(editGroup.getByLabel("Preço de envio")).toHaveValue("29,90");
  await editGroup.getByLabel("Preço de envio").fill("12,5");
  await editGroup.getByRole("button", { name: "Guardar" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Grupo «Oceânia» guardado." }),
  ).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "Oceânia" })).toContainText("12,50");

  // The storefront: the product page names the brand anew, the checkout charges the new price.
  await page.goto(`/product/${stocked.product.id}`);
  const details = page.getByRole("main");
  await expect(
    details
      .getByRole("term")
      .filter({ hasText: /^Marca$/ })
      .locator("+ dd"),
  ).toHaveText(renamed);
  await seedCart(page, cartOf(stocked));
  const checkout = checkoutPage(page);
  await checkout.open();
  await checkout.step("Morada de entrega").click();
  await checkout.field("Morada de entrega", "País").selectOption({ label: "Nova Zelândia" });
  // An export: the delivery's price without Portugal's VAT, and no VAT on top.
  await expect(checkout.totalRow("Envio sem IVA")).toContainText(
    eurosPattern(Math.round(1250 / 1.23) / 100),
  );
  await expect(checkout.totalRow("IVA (0%)")).toBeVisible();
});

test("the manager does not see «Definições» nor «Envios», and cannot open them", async ({
  page,
}) => {
  await signInAsStaff(page, demoStaff.manager);
  const nav = backOfficeNav(page);
  if (!(await nav.isVisible())) await page.getByRole("button", { name: "Abrir menu" }).click();
  await expect(nav.getByRole("link", { name: "Lojas" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Definições" })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: "Envios" })).toHaveCount(0);
  await page.goto("/admin/definicoes");
  await expect(page.getByRole("heading", { level: 1, name: "Sem acesso" })).toBeVisible();
  await expect(page.getByLabel("Vendas online ativas")).toHaveCount(0);
});
