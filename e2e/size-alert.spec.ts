import { join } from "node:path";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import type { Product } from "@shop/shared";
import { uniqueEmail } from "./support/account.ts";
import { demoStaff, signInAsStaff } from "./support/admin.ts";
import { apiData } from "./support/checkout-shop.ts";
import { waitForLink } from "./support/mailbox.ts";
import { availability, sizeButton } from "./support/product-page.ts";

type Stock = Record<string, Record<string, number>>;

/**
 * A product with a size sold out online and two sizes in stock, from the catalogue's newer half
 * (the buying specs take the oldest, the stock journeys products from 60 on, and product 9 is
 * another spec's), so that restocking the size for a moment moves nobody else's choice.
 */
async function soldOutSize(request: APIRequestContext) {
  const products = await apiData<Product[]>(request, "/api/public/products/search", {
    results: 40,
    offset: 20,
  });
  for (const product of products) {
    if (!product.title || product.id === 9) continue;
    const online = (await apiData<Stock>(request, `/api/public/products/${product.id}/stock`))
      .online;
    const units = (size: string) => online?.[size] ?? 0;
    const soldOut = product.sizes.find((size) => units(size) === 0);
    if (soldOut && product.sizes.filter((size) => units(size) >= 2).length >= 2)
      return { product, size: soldOut };
  }
  throw new Error("no product with a size sold out online among the newer ones");
}

/** The product page at 375 and 1280 px with the alert in view, in e2e/artifacts/. */
async function screenshots(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.getByRole("region", { name: /esgotado online/ }).scrollIntoViewIfNeeded();
    await page.screenshot({
      path: join(import.meta.dirname, "artifacts", `${name}-${width}.png`),
      animations: "disabled",
    });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${name} at ${width}px is wider than the screen`).toBeLessThanOrEqual(0);
  }
}

test("a guest asks to be told about a sold-out size, confirms by email and is told when staff restock it", async ({
  page,
  browser,
  request,
}) => {
  // Two emails, a member of staff's sign-in and six screenshots: as long as the other long journeys.
  test.setTimeout(120_000);
  const { product, size } = await soldOutSize(request);
  const email = uniqueEmail("alert");

  await page.goto(`/product/${product.id}`);
  await sizeButton(page, size).click();
  const alert = page.getByRole("region", { name: `O tamanho ${size} está esgotado online` });
  await expect(alert).toBeVisible();
  await alert.getByLabel("O seu email").fill("ana@exemplo");
  await alert.getByRole("button", { name: "Avisem-me" }).click();
  await expect(alert.getByText("Introduza um email válido.")).toBeVisible();
  await screenshots(page, "size-alert-invalid");
  await alert.getByLabel("O seu email").fill(email);
  await screenshots(page, "size-alert");
  await alert.getByRole("button", { name: "Avisem-me" }).click();
  await expect(alert.getByRole("status")).toContainText(
    "Enviámos um email para confirmar o aviso.",
  );
  await screenshots(page, "size-alert-sent");

  await page.goto(await waitForLink(email, /\/size-alerts\/confirm\/[\w-]+/));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirmar o aviso");
  await expect(page.getByRole("status")).toHaveText(
    `O seu aviso está ativo. Vamos avisá-lo por email quando ${product.title} em tamanho ${size} voltar a estar disponível online.`,
  );

  const staff = await browser.newPage();
  await signInAsStaff(staff, demoStaff.manager);
  const stockCall = (path: string, data: object) =>
    staff.request.post(`/api/admin/stock/products/${product.id}/${path}`, { data });
  const restocked = await stockCall("movements", {
    movements: [{ size, storeId: null, reason: "received", quantity: 2 }],
    note: "Reposição do fornecedor",
  });
  expect(restocked.status()).toBe(200);

  try {
    const productPath = await waitForLink(email, new RegExp(`/product/${product.id}\\b`));
    await page.goto(productPath);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.title ?? "");
    await sizeButton(page, size).click();
    await expect(availability(page, "Loja online", size)).toHaveText("Em stock");
    await expect(page.getByRole("region", { name: /esgotado online/ })).toHaveCount(0);
  } finally {
    // The size goes back to none online, as other specs found it.
    await stockCall("recount", { counts: [{ size, storeId: null, count: 0 }], note: "Contagem" });
    await staff.close();
  }
});
