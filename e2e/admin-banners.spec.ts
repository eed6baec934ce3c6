import { expect, test } from "@playwright/test";
import { lisbonDay, shiftDay } from "@shop/shared";
import { demoStaff, screenshots, signInAsStaff, uniqueWord } from "./support/admin.ts";
import { solidPng } from "./support/png.ts";
import { pageOf } from "./support/returns.ts";
import { type OwnShop, startOwnShop } from "./support/shop-server.ts";

// A shop of its own: a banner added to the shared one would change the carousels other journeys
// count and measure at the same time.
let shop: OwnShop;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  shop = await startOwnShop([]);
});
test.afterAll(async () => shop?.stop());

test("a banner shows on the home page between its days, as a link", async ({ browser }) => {
  test.setTimeout(150_000);
  const page = await pageOf(browser, shop.baseURL);
  const word = uniqueWord("Destaque");
  const today = lisbonDay(new Date());
  await signInAsStaff(page, demoStaff.owner);
  await page.goto("/admin/destaques");

  async function addBanner(title: string, startsOn: string, link: string) {
    await page.getByRole("button", { name: "Novo destaque" }).click();
    const form = page.getByRole("form", { name: "Novo destaque" });
    await form.getByLabel("Escolher imagem").setInputFiles({
      name: "saldos.png",
      mimeType: "image/png",
      buffer: solidPng(1600, 640, [120, 40, 40]),
    });
    await expect(form.getByRole("img", { name: "Pré-visualização da imagem" })).toBeVisible();
    await form.getByRole("textbox", { name: /^Título/ }).fill(title);
    await form.getByLabel("Ligação").fill(link);
    await form.getByLabel("Mostrar a partir de").fill(startsOn);
    await form.getByLabel("Mostrar até").fill(shiftDay(today, 7));
    await form.getByRole("button", { name: "Guardar" }).click();
    await expect(form).toBeHidden();
  }

  // A link out of the shop is refused on its field: every banner leads to a path of the shop.
  await page.getByRole("button", { name: "Novo destaque" }).click();
  const form = page.getByRole("form", { name: "Novo destaque" });
  await form.getByLabel("Ligação").fill("https://example.pt");
  await form.getByRole("button", { name: "Guardar" }).click();
  await expect(form.getByText(/Indique um caminho da loja/)).toBeVisible();
  await form.getByRole("button", { name: "Cancelar" }).click();

  await addBanner(`Hoje ${word}`, today, "/stores");
  await addBanner(`Amanhã ${word}`, shiftDay(today, 1), "/stores");
  const shown = page.getByRole("listitem").filter({ hasText: `Hoje ${word}` });
  await expect(shown).toContainText("Ativo");
  await expect(page.getByRole("listitem").filter({ hasText: `Amanhã ${word}` })).toContainText(
    "Agendado",
  );
  await screenshots(page, "admin-banners-dated");

  await page.goto("/home");
  const carousel = page.getByRole("region", { name: "Novidades da loja" });
  await expect(carousel.getByText(`Hoje ${word}`)).toBeAttached();
  await expect(carousel.getByText(`Amanhã ${word}`)).toHaveCount(0);
  // The whole slide is the link (a slide not shown is inert, so found by its text, not its role).
  const link = carousel.locator("a", { hasText: `Hoje ${word}` });
  await expect(link).toHaveAttribute("href", "/stores");

  // A banner is deleted only once its question is answered.
  await page.goto("/admin/destaques");
  const later = page.getByRole("listitem").filter({ hasText: `Amanhã ${word}` });
  await later.getByRole("button", { name: `Apagar o destaque Amanhã ${word}` }).click();
  const question = page.getByRole("dialog", { name: `Apagar o destaque «Amanhã ${word}»?` });
  await expect(question).toContainText("Esta ação não pode ser desfeita.");
  await question.getByRole("button", { name: "Apagar" }).click();
  await expect(question).toBeHidden();
  await expect(page.getByRole("status").filter({ hasText: "Destaque apagado." })).toBeVisible();
  await expect(later).toHaveCount(0);
  await expect(page.getByRole("listitem").filter({ hasText: `Hoje ${word}` })).toBeVisible();
});
