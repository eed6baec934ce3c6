import { expect, test } from "@playwright/test";
import { backOfficeNav, demoStaff, signInAsStaff, uniqueWord } from "./support/admin.ts";

test("a search that found nothing reaches «Pesquisas», and its words become a group of synonyms the owner edits and deletes", async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  // Words no product, search nor group of synonyms has.
  const missing = uniqueWord("zqxsem");
  const other = uniqueWord("zqxoutra");
  const third = uniqueWord("zqxterceira");
  const searched = await request.post("/api/public/products/search", {
    data: { search: missing },
  });
  expect(searched.ok()).toBe(true);
  expect((await searched.json()).data).toEqual([]);

  await signInAsStaff(page, demoStaff.owner);
  const nav = backOfficeNav(page);
  if (!(await nav.isVisible())) await page.getByRole("button", { name: "Abrir menu" }).click();
  await nav.getByRole("link", { name: "Pesquisas" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Pesquisas" })).toBeVisible();

  // The servers write what was searched every few seconds.
  const createSynonym = page.getByRole("button", { name: `Criar sinónimo para «${missing}»` });
  await expect(async () => {
    await page.reload();
    await expect(
      page.getByRole("table", { name: "Sem resultados" }).getByRole("row", { name: missing }),
    ).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });

  await createSynonym.click();
  const newGroup = page.getByRole("form", { name: "Novo grupo de sinónimos" });
  await expect(newGroup.getByText(missing)).toBeVisible();
  await newGroup.getByLabel("Termos").fill(`${other}, `);
  await newGroup.getByRole("button", { name: "Guardar" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: `Grupo «${missing}», «${other}» criado.` }),
  ).toBeVisible();
  await expect(page.getByRole("list", { name: `Sinónimos: ${missing}, ${other}` })).toBeVisible();
  // The message sits over the last group's buttons until it is closed.
  await page.getByRole("button", { name: "Fechar mensagem" }).click();

  await page.getByRole("button", { name: `Alterar o grupo «${missing}», «${other}»` }).click();
  const edit = page.getByRole("form", { name: `Alterar o grupo «${missing}», «${other}»` });
  await edit.getByRole("button", { name: `Retirar «${other}»` }).click();
  await edit.getByLabel("Termos").fill(third);
  await edit.getByLabel("Termos").press("Enter");
  await edit.getByRole("button", { name: "Guardar" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: `Grupo «${missing}», «${third}» guardado.` }),
  ).toBeVisible();
  await expect(page.getByRole("list", { name: `Sinónimos: ${missing}, ${third}` })).toBeVisible();
  await page.getByRole("button", { name: "Fechar mensagem" }).click();

  await page.getByRole("button", { name: `Apagar o grupo «${missing}», «${third}»` }).click();
  await page
    .getByRole("dialog", { name: `Apagar o grupo «${missing}», «${third}»?` })
    .getByRole("button", { name: "Apagar" })
    .click();
  await expect(
    page.getByRole("status").filter({ hasText: `Grupo «${missing}», «${third}» apagado.` }),
  ).toBeVisible();
  await expect(page.getByRole("list", { name: `Sinónimos: ${missing}, ${third}` })).toHaveCount(0);
});
