import { expect, test } from "@playwright/test";
import { checkoutPage } from "./support/checkout-page.ts";
import { apiData, guest, seedCart, stockedProduct } from "./support/checkout-shop.ts";

// Among products with a size of 2 to 9 units online, one far beyond the slots other specs buy.
const STOCK_SLOT = 30;

test("a cart above the online stock says so on the cart page and is lowered before generation", async ({
  page,
  request,
}) => {
  const { product, sizes } = await stockedProduct(request, STOCK_SLOT, { most: 9 });
  const size = sizes[0] as string;
  const stock = await apiData<Record<string, Record<string, number>>>(
    request,
    `/api/public/products/${product.id}/stock`,
  );
  const available = stock.online?.[size] ?? 0;
  await seedCart(page, {
    [product.id]: { id: product.id, quantities: { [size]: available + 1 } },
  });

  await page.goto("/cart");
  await expect(
    page.getByText(`Só restam ${available} unidades deste tamanho online.`),
  ).toBeVisible();
  await expect(page.getByText(/Alguns tamanhos têm menos unidades online/)).toBeVisible();

  const checkout = checkoutPage(page);
  await checkout.open();
  const alert = page.getByRole("alert").filter({ hasText: "Stock insuficiente" });
  await expect(alert).toBeVisible();
  await checkout.fillAll(guest);
  await checkout
    .section("Pagamento")
    .getByRole("button", { name: "Encomendar com obrigação de pagamento" })
    .click();
  await expect(alert).toBeFocused();
  await expect(
    page.getByRole("region", { name: "Pagamento por referência MULTIBANCO" }),
  ).toHaveCount(0);

  await alert.getByRole("button", { name: new RegExp(`para ${available}$`) }).click();
  await expect(alert).toHaveCount(0);
  await expect(checkout.summary.getByRole("list", { name: "Produtos" })).toContainText(
    `Quantidade: ${available}`,
  );
  await checkout.generate("MULTIBANCO");
  await expect(
    page.getByRole("region", { name: "Pagamento por referência MULTIBANCO" }),
  ).toBeVisible();
});
