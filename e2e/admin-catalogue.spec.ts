import { expect, test } from "@playwright/test";
import {
  demoStaff,
  LONG_AGO,
  newProduct,
  screenshots,
  signInAsStaff,
  uniqueWord,
} from "./support/admin.ts";
import { solidPng } from "./support/png.ts";
import { expectGallery } from "./support/product-page.ts";

test("the owner creates a product with two pictures and sizes, and the storefront finds it", async ({
  page,
}) => {
  // Pictures, sizes, details and the screenshots of the form and the product page at three widths.
  test.setTimeout(150_000);
  const word = uniqueWord("Ribeira");
  const title = `Sandálias ${word}`;
  await signInAsStaff(page, demoStaff.owner);
  await page.goto("/admin/produtos");
  await expect(page.getByRole("heading", { level: 1, name: "Produtos" })).toBeVisible();
  await screenshots(page, "admin-products");
  await page.getByRole("link", { name: "Novo produto" }).click();

  await page.getByLabel("Referência").fill(`E2E-${word}`.toUpperCase());
  await page.getByLabel("Título").fill(title);
  await page.getByLabel("Preço (€, com IVA)").fill("89,90");
  await page.getByLabel("Desconto (%)").fill("10");
  await expect(page.getByText(/Preço na loja: 80,91\s€/)).toBeVisible();
  await page.getByText("Mulher", { exact: true }).click();
  await page.getByText("Sapatos", { exact: true }).click();
  await page.getByLabel("Categoria").selectOption({ label: "Sandálias" });
  await expect(page.getByText("Aparece em: Sapatos Mulher")).toBeVisible();
  await page.getByLabel("Marca").selectOption({ index: 1 });
  await page.getByRole("button", { name: "Senhora (35–42)" }).click();
  const sizes = page.getByRole("list", { name: "Tamanhos" }).getByRole("listitem");
  await expect(sizes).toHaveCount(8);
  await page.getByLabel("Novo tamanho").fill("37,5");
  await page.getByLabel("Novo tamanho").press("Enter");
  await expect(sizes).toHaveCount(9);
  await expect(sizes.nth(3)).toContainText("37.5");

  // A picture the shop refuses says why, on its own line, and the others carry on.
  const upload = page.getByLabel(/Adicionar imagens do computador/);
  await upload.setInputFiles({
    name: "pequena.png",
    mimeType: "image/png",
    buffer: solidPng(120, 120, [20, 20, 20]),
  });
  const refused = page.getByRole("alert").filter({ hasText: "pequena.png: não foi enviada." });
  await expect(refused).toContainText("demasiado pequena");
  await page.getByRole("button", { name: "Fechar aviso" }).click();
  await expect(refused).toBeHidden();
  await upload.setInputFiles([
    { name: "frente.png", mimeType: "image/png", buffer: solidPng(640, 480, [176, 74, 46]) },
    { name: "lado.png", mimeType: "image/png", buffer: solidPng(640, 480, [46, 96, 150]) },
  ]);
  const pictures = page.getByRole("listitem").filter({ hasText: /^Imagem \d de 2/ });
  await expect(pictures).toHaveCount(2);
  // The first picture is the main one: «Tornar principal» moves the second to the front, and the
  // keyboard's buttons move pictures as well.
  await expect(pictures.first()).toContainText("Principal");
  await page.getByRole("button", { name: "Tornar principal (Imagem 2 de 2)" }).click();
  await expect(pictures.first()).toContainText("Principal");
  await expect(page.getByRole("button", { name: "Tornar principal (Imagem 1 de 2)" })).toHaveCount(
    0,
  );
  await page.getByRole("button", { name: "Mover para trás (Imagem 2 de 2)" }).focus();
  await page.keyboard.press("Enter");
  await expect(
    page.getByRole("button", { name: "Tornar principal (Imagem 2 de 2)" }),
  ).toBeVisible();
  await page.getByLabel("Descrição").fill("Sandálias de pele com tiras finas.\nSola de couro.");
  await page.getByLabel("Data de publicação").fill(LONG_AGO);
  // What the product page says about it: every detail optional, lengths typed with a comma.
  await page.getByLabel("Material exterior").fill("Pele");
  await page.getByLabel("Forro").fill("Pele");
  await page.getByRole("textbox", { name: "Sola (opcional)" }).fill("Borracha");
  await page.getByLabel("Altura do tacão (cm)").fill("3,5");
  await page.getByLabel("Fabricado em").fill("Portugal");
  await page
    .getByLabel("Nota sobre o tamanho")
    .fill("Veste pequeno: recomendamos um número acima.");
  await page.getByLabel("Cuidados").fill("Limpe com um pano macio e seco.");
  await screenshots(page, "admin-product-form");

  // A product on sale needs its title: the form says so before sending anything.
  await page.getByLabel("Título").fill("");
  await page.getByRole("button", { name: "Guardar" }).click();
  await expect(
    page.getByText("Um produto sem título não pode estar à venda", { exact: false }).first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/produtos\/novo$/);
  await page.getByLabel("Título").fill(title);

  await page.getByRole("button", { name: "Guardar" }).click();
  await expect(page).toHaveURL(/\/admin\/produtos\/\d+$/);
  await expect(page.getByRole("status").filter({ hasText: "Produto criado." })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  const id = page.url().split("/").at(-1);

  // The storefront's own search finds it at once, and its page shows both pictures.
  await page.goto(`/products?search=${word}`);
  await page
    .getByRole("link", { name: new RegExp(title) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/product/${id}$`));
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(main.getByText(/80,91\s€/)).toBeVisible();
  await expect(main.getByText("Sola de couro.")).toBeVisible();
  await expectGallery(page, 2);
  // The details staff filled, the heel the Portuguese way, the fit note by the sizes.
  const details = main.getByRole("region", { name: "Detalhes" });
  await expect(details.getByRole("term")).toHaveText([
    "Material exterior",
    "Forro",
    "Sola",
    "Altura do tacão",
    "Fabricado em",
  ]);
  await expect(details.getByRole("definition")).toHaveText([
    "Pele",
    "Pele",
    "Borracha",
    "3,5 cm",
    "Portugal",
  ]);
  await expect(details.getByText("Limpe com um pano macio e seco.")).toBeVisible();
  await expect(main.getByText("Veste pequeno: recomendamos um número acima.")).toBeVisible();
  await screenshots(page, "product-page-details");
});

test("a price edited in the back office is the storefront's price", async ({ page }) => {
  const word = uniqueWord("Preco");
  await signInAsStaff(page, demoStaff.owner);
  const { id } = await newProduct(page, word, { title: `Botins ${word}`, sizes: ["38", "39"] });

  await page.goto("/admin/produtos");
  await page.getByLabel("Procurar produtos").fill(word);
  // The list settles on its one result before the click (a click while it still refreshed was lost).
  await expect(page.getByText("Página 1 de 1 · 1 resultado")).toBeVisible();
  await page.getByRole("link", { name: `Botins ${word}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/produtos/${id}$`));
  await page.getByLabel("Preço (€, com IVA)").fill("74,50");

  // Leaving with the change unsaved asks first.
  await page.getByRole("link", { name: "Voltar aos produtos" }).click();
  const leave = page.getByRole("dialog", { name: "Sair sem guardar?" });
  await expect(leave).toBeVisible();
  await leave.getByRole("button", { name: "Continuar a editar" }).click();
  await expect(leave).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/admin/produtos/${id}$`));

  await page.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Alterações guardadas." })).toBeVisible();

  await page.goto(`/product/${id}`);
  await expect(page.getByRole("main").getByText(/74,50\s€/)).toBeVisible();
});
