import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import type { Product } from "@shop/shared";
import { demoStaff, signInAsStaff } from "./support/admin.ts";

async function apiData<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** A product of the demo catalogue with products like it, and the first of those. */
async function productWithRelated(request: APIRequestContext) {
  const products = await apiData<Product[]>(request, "/api/public/products/");
  for (const product of products.slice(0, 30)) {
    const related = await apiData<Product[]>(request, `/api/public/products/${product.id}/related`);
    if (related[0]) return { product, related: related[0] };
  }
  throw new Error("no product of the demo catalogue has related products");
}

const promise = (page: Page) => page.getByRole("region", { name: "Entrega e devoluções" });
const row = (page: Page, name: string) => page.getByRole("region", { name });

for (const width of [375, 1440]) {
  test.describe(`the product page at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("promises Portugal's delivery beside the button, follows the country chosen, links to the terms", async ({
      page,
    }) => {
      await page.goto("/product/9");
      const box = promise(page);
      await expect(box.getByText("Entrega em 1 a 2 dias úteis")).toBeVisible();
      await expect(box.getByText(/Envio 4,90\s€/)).toBeVisible();
      await expect(box.getByLabel("Entregar em")).toHaveValue(/\d+/);
      await expect(box.getByLabel("Entregar em").locator("option:checked")).toHaveText("Portugal");
      // The moment decides which: the same day before the cut-off, else the next working day.
      await expect(
        box.getByText(
          /^Encomende (até às \d{2}h\d{2} e sai hoje|hoje e sai (amanhã|na \S+-feira))\.$/,
        ),
      ).toBeVisible();
      await expect(box.getByText("Levantamento grátis em loja")).toBeVisible();
      await expect(box.getByRole("link", { name: "Ver lojas" })).toHaveAttribute("href", "/stores");
      await expect(box.getByText("Devolução em 30 dias")).toBeVisible();

      await box.getByLabel("Entregar em").selectOption({ label: "Espanha" });
      await expect(box.getByText("Entrega em 3 a 7 dias úteis")).toBeVisible();
      await expect(box.getByText(/Envio 12,90\s€/)).toBeVisible();
      // Remembered in this browser: the next page starts from it.
      await page.reload();
      await expect(promise(page).getByText("Entrega em 3 a 7 dias úteis")).toBeVisible();

      await promise(page).getByRole("link", { name: "Condições de devolução" }).click();
      await expect(page).toHaveURL(/\/terms#livre-resolucao$/);
      await expect(
        page.getByRole("heading", { name: "8. Direito de livre resolução e devoluções" }),
      ).toBeInViewport();
      await page.goBack();
      await promise(page).getByRole("link", { name: "Condições de entrega" }).click();
      await expect(page.getByRole("heading", { name: "6. Entrega" })).toBeInViewport();
    });

    test("suggests products like it, and shows the product seen before on the next", async ({
      page,
      request,
    }) => {
      const { product, related } = await productWithRelated(request);
      await page.goto(`/product/${product.id}`);
      await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
      const alike = row(page, "Também pode gostar");
      await expect(alike.getByRole("link", { name: related.title ?? "" }).first()).toBeVisible();
      await expect(alike.getByRole("list")).toHaveCSS("display", width < 768 ? "flex" : "grid");
      // Nothing seen before this one: no row of it.
      await expect(row(page, "Vistos recentemente")).toHaveCount(0);

      await alike
        .getByRole("link", { name: related.title ?? "" })
        .first()
        .click();
      await expect(page).toHaveURL(new RegExp(`/product/${related.id}$`));
      await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
      const seen = row(page, "Vistos recentemente");
      await expect(seen.getByRole("heading", { level: 3 })).toHaveText([product.title ?? ""]);
    });
  });
}

test("the owner sets the dispatch cut-off in «Envios»", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAsStaff(page, demoStaff.owner);
  await page.goto("/admin/envios");
  const panel = page.getByRole("region", { name: "Expedição" });
  const cutoff = panel.getByLabel("Hora limite de expedição");
  await expect(cutoff).toHaveValue("14:00");
  try {
    await cutoff.fill("16:30");
    await panel.getByRole("button", { name: "Guardar" }).click();
    await expect(panel.getByText("Hora limite de expedição guardada: 16:30.")).toBeVisible();
    await panel.screenshot({ path: test.info().outputPath("dispatch-panel.png") });
    await page.reload();
    await expect(
      page.getByRole("region", { name: "Expedição" }).getByLabel(/Hora limite/),
    ).toHaveValue("16:30");
  } finally {
    await page.request.put("/api/admin/delivery-settings", { data: { dispatchCutoff: "14:00" } });
  }
});
