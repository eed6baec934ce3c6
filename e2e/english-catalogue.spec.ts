import { expect, test } from "@playwright/test";
import type { ListingFacets, Persistent } from "@shop/shared";
import { demoStaff, newProduct, signInAsStaff, uniqueWord } from "./support/admin.ts";
import { gotoAlive } from "./support/alive.ts";

// The catalogue in English (issue 40): the staff write a product's English in the back office and
// the English storefront shows it; a product left without English shows its Portuguese there; the
// English search reads English («black boots»).

const ENGLISH = { "accept-language": "en" };

test("the staff write a product's English title; /en shows it, and the Portuguese where there is none", async ({
  page,
}) => {
  const word = uniqueWord("Lapa");
  await signInAsStaff(page, demoStaff.owner);
  const translated = await newProduct(page, word, { title: `Mocassins ${word}` });
  const untranslated = await newProduct(page, `${word}b`, { title: `Mocassins ${word}b` });

  // The list says which products lack their English, and keeps only those when asked.
  await page.goto(`/admin/produtos?q=${word}`);
  const row = page
    .getByRole("row")
    .filter({ hasText: `Mocassins ${word}` })
    .first();
  await expect(row.getByText("Sem inglês")).toBeVisible();

  await page.goto(`/admin/produtos/${translated.id}`);
  // Beside the Portuguese «Título», its English, labelled in English.
  const title = page.getByLabel(/^Title/);
  await expect(title).toHaveAttribute("lang", "en");
  await title.fill(`Loafers ${word}`);
  await page.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText("Alterações guardadas.")).toBeVisible();

  await page.goto(`/admin/produtos?q=${word}&noEnglish=true`);
  await expect(page.getByRole("link", { name: `Mocassins ${word}b` })).toBeVisible();
  await expect(page.getByRole("link", { name: `Mocassins ${word}`, exact: true })).toHaveCount(0);

  await gotoAlive(page, `/en/product/${translated.id}`);
  await expect(page.getByRole("heading", { level: 1, name: `Loafers ${word}` })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^Loafers ${word}`));
  await gotoAlive(page, `/en/product/${untranslated.id}`);
  await expect(page.getByRole("heading", { level: 1, name: `Mocassins ${word}b` })).toBeVisible();
  // The Portuguese page keeps its Portuguese title.
  await gotoAlive(page, `/product/${translated.id}`);
  await expect(page.getByRole("heading", { level: 1, name: `Mocassins ${word}` })).toBeVisible();
});

test("an English search for «black boots» finds black boots, its chips in English", async ({
  page,
  request,
}) => {
  const facets = await request.post("/api/public/products/facets", {
    data: { search: "black boots" },
    headers: ENGLISH,
  });
  const { understood, total } = ((await facets.json()) as { data: ListingFacets }).data;
  expect(understood?.parts.map((part) => part.label)).toEqual(["Black", "Boots"]);
  expect(total).toBeGreaterThan(0);
  const persistent = (
    (await (await request.get("/api/public/persistent", { headers: ENGLISH })).json()) as {
      data: Persistent;
    }
  ).data;
  expect(persistent.colors.map((colour) => colour.name)).toContain("Black");

  await gotoAlive(page, "/en/home");
  await page.getByRole("banner").getByRole("button", { name: "Search" }).click();
  const dialog = page.getByRole("dialog", { name: "Search" });
  const field = dialog.getByRole("combobox", { name: "What are you looking for?" });
  await field.fill("black boots");
  await field.press("Enter");
  await expect(page).toHaveURL(/\/en\/products\?search=black(\+|%20)boots/);
  const chips = page.getByRole("list", { name: "Active filters" }).getByRole("button");
  await expect(chips).toHaveText(["Black", "Boots"]);
  const products = page.getByRole("list", { name: "Products" }).getByRole("listitem");
  await expect(products.first()).toBeVisible();
  await expect(products.first()).toContainText(/boots/i);
});
