import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import {
  categoryGroupNames,
  findCategory,
  type ListingFacets,
  type Persistent,
  productTitle,
  type SearchSuggestions,
} from "@shop/shared";
import { gotoAlive } from "./support/alive.ts";
import { seriousViolations } from "./support/axe.ts";
import { apiData } from "./support/checkout-shop.ts";

// What a shopper sees of the search (issue 36): suggestions under the search field as they type
// (keyboard and touch), the results page saying how it read the text (chips, «Queria dizer»,
// words left out) and an empty answer that is no dead end. The queries are the demo catalogue's
// words (apps/server/src/db/seed/catalogue-data.ts); what each must show is asked of the API.

const suggestionsOf = (request: APIRequestContext, text: string) =>
  apiData<SearchSuggestions>(
    request,
    `/api/public/products/suggestions?q=${encodeURIComponent(text)}`,
  );

const facetsOf = (request: APIRequestContext, text: string) =>
  apiData<ListingFacets>(request, "/api/public/products/facets", { search: text });

async function openSearch(page: Page) {
  await page.getByRole("banner").getByRole("button", { name: "Pesquisar" }).click();
  const dialog = page.getByRole("dialog", { name: "Pesquisar" });
  const field = dialog.getByRole("combobox", { name: "O que procura?" });
  await expect(field).toBeFocused();
  return { dialog, field, list: dialog.getByRole("listbox", { name: "Sugestões" }) };
}

test("suggestions by keyboard: the typed letters marked, the arrows and Enter open a product", async ({
  page,
  request,
}) => {
  const expected = await suggestionsOf(request, "sapat");
  const first = expected.products[0];
  expect(first, "«sapat» suggests products").toBeDefined();
  if (!first) return;

  await gotoAlive(page, "/home");
  const { dialog, field, list } = await openSearch(page);
  await field.pressSequentially("sapat");
  await expect(list).toBeVisible();
  await expect(field).toHaveAttribute("aria-expanded", "true");
  const products = list.getByRole("group", { name: "Produtos" }).getByRole("option");
  await expect(products).toHaveCount(expected.products.length);
  await expect(products.first()).toContainText(productTitle(first));
  // The typed letters are marked, and the mark shows (a background of its own).
  const mark = products.first().locator("mark").first();
  await expect(mark).toHaveText(/^sapat/i);
  await expect(mark).not.toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
  await expect(list.getByRole("option", { name: "Ver todos os resultados" })).toBeVisible();
  await expect(dialog.getByRole("status")).toHaveText(/^\d+ sugest(ão|ões)\./);
  expect(await seriousViolations(page)).toEqual([]);

  // Escape closes the list, not the dialog; the arrows bring it back.
  await page.keyboard.press("Escape");
  await expect(list).toBeHidden();
  await expect(dialog).toBeVisible();
  await expect(field).toHaveValue("sapat");

  await page.keyboard.press("ArrowDown");
  await expect(list).toBeVisible();
  const active = products.first();
  await expect(active).toHaveAttribute("aria-selected", "true");
  await expect(field).toHaveAttribute(
    "aria-activedescendant",
    (await active.getAttribute("id")) ?? "",
  );
  await expect(field).toBeFocused();
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(new RegExp(`/product/${first.id}$`));
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(productTitle(first));
});

test("Enter without an active suggestion searches, and a second Escape closes the dialog", async ({
  page,
}) => {
  await gotoAlive(page, "/home");
  const { dialog, field, list } = await openSearch(page);
  await field.pressSequentially("botas");
  await expect(list).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(list).toBeHidden();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  const again = await openSearch(page);
  await again.field.pressSequentially("botas");
  await expect(again.list).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/products\?search=botas&/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Resultados para “botas”");
});

test("suggestions by touch: a tap on a category opens its list", async ({ browser, request }) => {
  const expected = await suggestionsOf(request, "bota");
  const category = expected.categories[0];
  expect(category, "«bota» suggests a category").toBeDefined();
  if (!category) return;

  const context = await browser.newContext({
    hasTouch: true,
    isMobile: true,
    viewport: { width: 360, height: 740 },
  });
  const page = await context.newPage();
  await gotoAlive(page, "/home");
  await page.getByRole("banner").getByRole("button", { name: "Pesquisar" }).tap();
  const dialog = page.getByRole("dialog", { name: "Pesquisar" });
  await dialog.getByRole("combobox", { name: "O que procura?" }).pressSequentially("bota");
  const option = dialog
    .getByRole("group", { name: "Categorias" })
    .getByRole("option", { name: `${category.name} · ${categoryGroupNames[category.group]}` });
  await option.tap();

  await expect(page).toHaveURL(new RegExp(`/products\\?category=${category.id}$`));
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(category.name);
  await context.close();
});

test("the results say how the text was read, each facet a chip that removing searches without", async ({
  page,
  request,
}) => {
  const text = "sapatilhas homem brancas";
  const { understood } = await facetsOf(request, text);
  const facetParts = (understood?.parts ?? []).filter((part) => part.kind !== "text");
  expect(facetParts.map((part) => part.kind)).toEqual(["category", "group", "colour"]);
  const colour = facetParts.find((part) => part.kind === "colour");
  expect(colour?.label).toBe("Branco");
  if (!colour) return;

  await gotoAlive(page, `/products?search=${encodeURIComponent(text)}`);
  const chips = page.getByRole("list", { name: "Filtros ativos" }).getByRole("button");
  await expect(chips).toHaveText(facetParts.map((part) => part.label));
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole("button", { name: "Remover da pesquisa: Branco" }).click();
  await expect(page).toHaveURL(
    `/products?${new URLSearchParams({ search: colour.without }).toString()}`,
  );
  await expect(page.getByRole("button", { name: "Remover da pesquisa: Branco" })).toHaveCount(0);
  await expect(chips).toHaveCount(facetParts.length - 1);
  await expect(
    page.getByRole("list", { name: "Produtos" }).getByRole("listitem").first(),
  ).toBeVisible();
});

test("a likely typo gets «Queria dizer …?», which searches the corrected text", async ({
  page,
  request,
}) => {
  const typo = "mocasins";
  const { understood } = await facetsOf(request, typo);
  const corrected = understood?.corrected;
  expect(corrected).toBe("mocassins");
  if (!corrected) return;

  await gotoAlive(page, `/products?search=${typo}&isMen=1&forShoe=1`);
  const link = page.getByRole("link", { name: corrected, exact: true });
  await expect(page.getByText(`Queria dizer ${corrected}?`)).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(`/products?search=${corrected}&isMen=1&forShoe=1`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    `Resultados para “${corrected}”`,
  );
  await expect(page.getByText(/Queria dizer/)).toHaveCount(0);
});

test("an empty answer offers the closest categories and the new collection", async ({
  page,
  request,
}) => {
  const text = "xyzzyq";
  const persistent = await apiData<Persistent>(request, "/api/public/persistent");
  const { total, understood } = await facetsOf(request, text);
  expect(total).toBe(0);
  const closest = (understood?.closestCategories ?? [])
    .map((id) => findCategory(persistent.categoryTree, id))
    .filter((place) => place !== null);

  await gotoAlive(page, `/products?search=${text}`);
  const main = page.getByRole("main");
  await expect(main.getByText(`Não encontrámos produtos para “${text}”`)).toBeVisible();
  for (const { category, group } of closest)
    await expect(
      main.getByRole("link", { name: `${category.name} · ${categoryGroupNames[group]}` }),
    ).toHaveAttribute("href", `/products?category=${category.id}`);
  const sample = main.getByRole("region", { name: "Da Nova Coleção" });
  await expect(sample.getByRole("listitem")).toHaveCount(4);
  expect(await seriousViolations(page)).toEqual([]);
  await sample.getByRole("link", { name: "Ver toda a Nova Coleção" }).click();
  await expect(page).toHaveURL(/\/products\?newP=1$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nova Coleção");
});
