import { expect, type Page, test } from "@playwright/test";

// Issue 38, around the shop, on a phone (375 px): the home's section banners lead where the owner
// chose, the 404 page offers ways on, and every heading has one typeface.

test.use({ viewport: { width: 375, height: 800 } });

/** The typefaces of the page's visible headings. */
function headingFaces(page: Page): Promise<string[]> {
  return page
    .locator("h1, h2, h3, h4")
    .evaluateAll((headings) => [
      ...new Set(headings.map((heading) => getComputedStyle(heading).fontFamily)),
    ]);
}

test("the home's section banners are whole links where the owner chose", async ({ page }) => {
  await page.goto("/home");
  const bottom = page.getByRole("link", {
    name: "Sapataria Lisboa: sapatos e acessórios desde 1978",
  });
  await expect(bottom).toHaveAttribute("href", "/products?newP=1");
  await expect(page.getByRole("link", { name: /^Sapatos Mulher/ }).first()).toHaveAttribute(
    "href",
    "/products?isWomen=1&forShoe=1",
  );
  await bottom.click();
  await expect(page).toHaveURL(/\/products\?newP=1$/);
});

test("the 404 page offers the search box, the categories and the new collection", async ({
  page,
}) => {
  await page.goto("/pagina-que-nao-existe");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Página não encontrada");
  const categories = page.getByRole("navigation", { name: "Categorias" });
  await expect(categories.getByRole("link", { name: "Sapatos Mulher" })).toBeVisible();
  await expect(categories.getByRole("link", { name: "Acessórios Homem" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Da Nova Coleção" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Ver toda a Nova Coleção" })).toBeVisible();
  const search = page.getByRole("search");
  await search.getByLabel("O que procura?").fill("botas");
  await search.getByRole("button", { name: "Pesquisar" }).click();
  await expect(page).toHaveURL(/\/products\?search=botas$/);
});

test("every heading is in one typeface, on the home, a listing, a product and the 404 page", async ({
  page,
}) => {
  const faces = new Set<string>();
  for (const path of ["/home", "/products?forShoe=1", "/product/9", "/pagina-que-nao-existe"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeAttached();
    for (const face of await headingFaces(page)) faces.add(face);
  }
  expect([...faces]).toHaveLength(1);
  expect([...faces][0]).toContain("system-ui");
});
