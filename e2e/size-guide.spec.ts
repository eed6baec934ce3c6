import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { backOfficeNav, demoStaff, screenshots, signInAsStaff } from "./support/admin.ts";
import { gotoAlive } from "./support/alive.ts";
import { sizeButton } from "./support/product-page.ts";

interface Listed {
  id: number;
  categoryId: number | null;
  sizes: string[];
}

/** A demo product of a category of `group` («shoesWomen», «shoesMen») with several sizes. */
async function productOf(request: APIRequestContext, group: "shoesWomen" | "shoesMen") {
  const persistent = (await (await request.get("/api/public/persistent")).json()).data;
  const categories = new Set(persistent.categoryTree[group].map((c: { id: number }) => c.id));
  const products: Listed[] = (await (await request.get("/api/public/products/")).json()).data;
  const product = products.find(
    (each) => categories.has(each.categoryId) && each.sizes.length >= 3,
  );
  if (!product) throw new Error(`No demo product in ${group}`);
  return product;
}

const guideLink = (page: Page) =>
  page.getByRole("group", { name: "Tamanho" }).getByRole("button", { name: "Guia de tamanhos" });

for (const width of [375, 1440]) {
  test(`the size guide opens and closes with the keyboard at ${width} px`, async ({
    page,
    request,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    const product = await productOf(request, "shoesWomen");
    const [, chosen] = product.sizes;
    await gotoAlive(page, `/product/${product.id}`);
    await sizeButton(page, chosen as string).click();

    const link = guideLink(page);
    await link.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Guia de tamanhos" });
    await expect(dialog).toBeVisible();
    const table = dialog.getByRole("table", { name: /Sapatos de mulher/ });
    await expect(table.getByRole("columnheader", { name: "Comprimento do pé (cm)" })).toBeVisible();
    await expect(table.getByRole("row", { name: /^35\b.*22,5$/ })).toBeVisible();
    await expect(table.getByRole("row", { name: /^42\b.*27,0$/ })).toBeVisible();
    await expect(
      table.getByRole("row", { name: new RegExp(`^${chosen} Escolhido \\d`) }),
    ).toBeVisible();
    await expect(dialog.getByRole("heading", { name: "Como medir em casa" })).toBeVisible();
    await expect(dialog.getByRole("listitem").first()).toContainText("folha de papel");

    // The focus moved in, and Tab keeps it there.
    await expect(dialog.locator(":focus")).toHaveCount(1);
    for (let i = 0; i < 3; i += 1) {
      await page.keyboard.press("Tab");
      await expect(dialog.locator(":focus")).toHaveCount(1);
    }
    const box = await dialog.boundingBox();
    if (width < 768) {
      // A sheet: as wide as the screen, against its bottom edge.
      expect(box?.width).toBe(width);
      expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(900);
    } else {
      expect(box?.x).toBeGreaterThan(200);
    }
    await page.screenshot({
      path: testInfo.outputPath(`size-guide-${width}.png`),
      animations: "disabled",
    });

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(link).toBeFocused();

    // Space opens it too, and «Fechar» closes it from the keyboard.
    await page.keyboard.press("Space");
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Fechar" }).focus();
    await page.keyboard.press("Enter");
    await expect(dialog).toBeHidden();
    await expect(link).toBeFocused();
  });
}

test("staff change a row of a size guide and the storefront shows it", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signInAsStaff(page, demoStaff.manager);
  const nav = backOfficeNav(page);
  if (!(await nav.isVisible())) await page.getByRole("button", { name: "Abrir menu" }).click();
  await nav.getByRole("link", { name: "Guias de tamanhos" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Guias de tamanhos" })).toBeVisible();
  await screenshots(page, "admin-size-guides");

  await page.getByRole("button", { name: "Editar Sapatos de homem" }).click();
  const form = page.getByRole("form", { name: "Editar «Sapatos de homem»" });
  await expect(form.getByLabel("Tamanho, linha 8")).toHaveValue("46");
  await screenshots(page, "admin-size-guide-form");
  await form.getByLabel("Medida, linha 8").fill("29,75");
  await form.getByRole("button", { name: "Guardar" }).click();
  await expect(form.getByText(/medida positiva, com uma casa decimal/)).toBeVisible();
  await form.getByLabel("Medida, linha 8").fill("29,7");
  await form.getByRole("button", { name: "Guardar" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Guia «Sapatos de homem» guardado." }),
  ).toBeVisible();

  const product = await productOf(request, "shoesMen");
  await gotoAlive(page, `/product/${product.id}`);
  await guideLink(page).click();
  const dialog = page.getByRole("dialog", { name: "Guia de tamanhos" });
  await expect(dialog.getByRole("row", { name: /^46\b.*29,7$/ })).toBeVisible();
});
