import { join } from "node:path";
import { type Browser, expect, type Locator, type Page, test } from "@playwright/test";
import { TOTP } from "otpauth";
import { uniqueEmail } from "./support/account.ts";
import {
  backOfficeNav,
  demoStaff,
  fillSignIn,
  newProduct,
  signInAsStaff,
  signInForm,
  uniqueWord,
} from "./support/admin.ts";

const PASSWORD = "sapatos-de-verao-2026";
const NEW_PASSWORD = "botas-de-inverno-2027";

async function newPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  return context.newPage();
}

/** A manager of this test's own, invited by the demo owner, with a password set. */
async function newManager(owner: Page, name: string) {
  const email = uniqueEmail("seguranca");
  const invited = await owner.request.post("/api/admin/staff", {
    data: { email, name, role: "manager" },
  });
  const { link } = (await invited.json()).data as { link: string };
  const token = new URL(link).searchParams.get("token");
  await owner.request.post("/api/admin/password-link", { data: { token, password: PASSWORD } });
  return email;
}

/** The whole of `element` is inside the window: the person sees it where they are. */
async function expectInView(page: Page, element: Locator) {
  const box = await element.boundingBox();
  const view = page.viewportSize();
  expect(box, "the element has a box").not.toBeNull();
  if (!box || !view) return;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(view.height);
  expect(box.x + box.width).toBeLessThanOrEqual(view.width);
}

async function secondStep(page: Page, email: string, password: string) {
  await fillSignIn(page, email, password);
  const step = page.getByRole("form", { name: "Verificação em dois passos" });
  await expect(step).toBeVisible();
  return step;
}

test("recovery codes: shown once, each signs in once, a new set replaces them; the person changes their password", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  await signInAsStaff(page, demoStaff.owner);
  const email = await newManager(page, "Sara Recupera");

  const person = await newPage(browser, baseURL);
  await signInAsStaff(person, email, PASSWORD);
  await backOfficeNav(person).getByRole("link", { name: "A minha conta" }).click();
  await person.getByRole("button", { name: "Ativar verificação em dois passos" }).click();
  const secret = ((await person.locator("code").textContent()) ?? "").replace(/\s/g, "");
  const totp = new TOTP({ secret });
  await person.getByLabel("Código da aplicação").fill(totp.generate());
  await person.getByRole("button", { name: "Confirmar e ativar" }).click();

  // Ten codes, shown this once, to copy or download.
  const list = person.getByRole("list", { name: "Os seus códigos de recuperação" });
  await expect(list.getByRole("listitem")).toHaveCount(10);
  const codes = (await list.getByRole("listitem").allTextContents()).map((code) => code.trim());
  for (const code of codes) expect(code).toMatch(/^[0-9a-z]{5}-[0-9a-z]{5}$/);
  await expect(person.getByText("não voltam a ser mostrados")).toBeVisible();
  await expect(person.getByRole("link", { name: "Descarregar (.txt)" })).toHaveAttribute(
    "download",
    "codigos-recuperacao-sapataria.txt",
  );
  await person.reload();
  await expect(person.getByRole("list", { name: "Os seus códigos de recuperação" })).toHaveCount(0);
  await expect(person.getByText("Restam-lhe 10 códigos de recuperação por usar.")).toBeVisible();

  // The phone is lost: a recovery code, typed with capitals and a space, signs in once.
  await person.getByRole("button", { name: "Terminar sessão" }).first().click();
  let step = await secondStep(person, email, PASSWORD);
  await step.getByRole("button", { name: /Use um código de recuperação/ }).click();
  await step
    .getByLabel("Código de recuperação")
    .fill((codes[0] ?? "").toUpperCase().replace("-", " "));
  await step.getByRole("button", { name: "Confirmar" }).click();
  await expect(person).toHaveURL(/\/admin\/painel$/);

  await person.getByRole("link", { name: /Sara Recupera/ }).click();
  await expect(person.getByText("Restam-lhe 9 códigos de recuperação por usar.")).toBeVisible();
  await person.getByRole("button", { name: "Terminar sessão" }).first().click();
  step = await secondStep(person, email, PASSWORD);
  await step.getByRole("button", { name: /Use um código de recuperação/ }).click();
  await step.getByLabel("Código de recuperação").fill(codes[0] ?? "");
  await step.getByRole("button", { name: "Confirmar" }).click();
  await expect(step.getByRole("alert")).toContainText("O código não está certo");

  // With the next one, then a new set from the account page: the old codes stop working.
  await step.getByLabel("Código de recuperação").fill(codes[1] ?? "");
  await step.getByRole("button", { name: "Confirmar" }).click();
  await expect(person).toHaveURL(/\/admin\/painel$/);
  await person.getByRole("link", { name: /Sara Recupera/ }).click();
  await person.getByRole("button", { name: "Gerar novos códigos" }).click();
  const ask = person.getByRole("dialog", { name: "Gerar novos códigos de recuperação?" });
  await expect(ask).toContainText("deixam de valer");
  await ask.getByRole("button", { name: "Gerar novos códigos" }).click();
  await expect(ask).toBeHidden();
  const fresh = person.getByRole("list", { name: "Os seus códigos de recuperação" });
  await expect(fresh.getByRole("listitem")).toHaveCount(10);
  const newCodes = (await fresh.getByRole("listitem").allTextContents()).map((c) => c.trim());
  expect(newCodes.some((code) => codes.includes(code))).toBe(false);

  // Another computer stays signed in until the password changes.
  const elsewhere = await newPage(browser, baseURL);
  await elsewhere.goto("/admin");
  step = await secondStep(elsewhere, email, PASSWORD);
  await step.getByRole("button", { name: /Use um código de recuperação/ }).click();
  await step.getByLabel("Código de recuperação").fill(codes[2] ?? "");
  await step.getByRole("button", { name: "Confirmar" }).click();
  await expect(step.getByRole("alert")).toContainText("O código não está certo");
  await step.getByLabel("Código de recuperação").fill(newCodes[0] ?? "");
  await step.getByRole("button", { name: "Confirmar" }).click();
  await expect(elsewhere).toHaveURL(/\/admin\/painel$/);

  // The password: the current one is checked, the new one follows the shop's rules.
  const passwordForm = person.getByRole("region", { name: "Palavra-passe" });
  await passwordForm.getByLabel("Palavra-passe atual").fill("nao-e-esta-palavra");
  await passwordForm.getByLabel("Nova palavra-passe").fill("curta");
  await passwordForm.getByRole("button", { name: "Mudar palavra-passe" }).click();
  await expect(
    passwordForm.getByText("A palavra-passe deve ter entre 12 e 128 caracteres."),
  ).toBeVisible();
  await passwordForm.getByLabel("Nova palavra-passe").fill(NEW_PASSWORD);
  await passwordForm.getByRole("button", { name: "Mudar palavra-passe" }).click();
  await expect(passwordForm.getByRole("alert")).toHaveText("A palavra-passe atual não está certa.");
  await passwordForm.getByLabel("Palavra-passe atual").fill(PASSWORD);
  await passwordForm.getByRole("button", { name: "Mudar palavra-passe" }).click();
  const changed = person
    .getByRole("status")
    .filter({ hasText: "Palavra-passe alterada. As suas outras sessões foram terminadas." });
  await expect(changed).toBeVisible();
  await expectInView(person, changed);

  await elsewhere.reload();
  await expect(signInForm(elsewhere).form).toBeVisible();
  await fillSignIn(elsewhere, email, PASSWORD);
  await expect(signInForm(elsewhere).form.getByRole("alert")).toHaveText(
    "Email ou palavra-passe incorretos.",
  );
  step = await secondStep(elsewhere, email, NEW_PASSWORD);
  await step.getByLabel("Código").fill(totp.generate({ timestamp: Date.now() + 30_000 }));
  await step.getByRole("button", { name: "Confirmar" }).click();
  await expect(elsewhere).toHaveURL(/\/admin\/painel$/);

  // The owner reads it all in plain Portuguese.
  await backOfficeNav(page).getByRole("link", { name: "Registo de alterações" }).click();
  await page.getByLabel("Pessoa").selectOption({ label: "Sara Recupera" });
  const log = page.getByRole("table", { name: "Alterações feitas pela equipa" });
  const rows = log.getByRole("row").filter({ hasText: "Sara Recupera" });
  await expect(rows.filter({ hasText: "Entrada com um código de recuperação" })).toHaveCount(3);
  await expect(rows.filter({ hasText: "Novos códigos de recuperação gerados" })).toHaveCount(1);
  await expect(rows.filter({ hasText: "Palavra-passe alterada pela própria pessoa" })).toHaveCount(
    1,
  );
  await expect(rows.filter({ hasText: "Verificação em dois passos ativada" })).toHaveCount(1);
  await expect(rows.first()).toContainText("Equipa n.º");
  // No action, field or value shows as the code it is stored as.
  await expect(log).not.toContainText(/\b(staff|banner|purchase|stock)\.[a-z-]+/);
  await expect(log).not.toContainText("cêntimos");
  await page.screenshot({
    path: join(import.meta.dirname, "artifacts", "admin-audit-log-1280.png"),
    fullPage: true,
  });
});

test("after «Guardar» the confirmation shows where the person is looking", async ({ page }) => {
  const word = uniqueWord("Aviso");
  await signInAsStaff(page, demoStaff.owner);
  const { id } = await newProduct(page, word, { price: "49,00" });

  for (const size of [
    { width: 1280, height: 800 },
    { width: 360, height: 640 },
  ]) {
    await page.setViewportSize(size);
    await page.goto(`/admin/produtos/${id}`);
    await page.getByLabel("Descrição").fill(`Pele macia. ${size.width}`);
    const save = page.getByRole("button", { name: "Guardar" });
    await save.scrollIntoViewIfNeeded();
    await save.click();
    const saved = page.getByRole("status").filter({ hasText: "Alterações guardadas." });
    await expect(saved).toBeVisible();
    await expectInView(page, saved);
    await page.screenshot({
      path: join(import.meta.dirname, "artifacts", `admin-saved-toast-${size.width}.png`),
    });
    const close = page.getByRole("button", { name: "Fechar mensagem" });
    await close.click();
    await expect(close).toBeHidden();
  }
});

test("the navigation's foot never covers a section, on a laptop, a short window and a phone", async ({
  page,
}) => {
  await signInAsStaff(page, demoStaff.owner);
  for (const size of [
    { width: 1280, height: 800 },
    { width: 1280, height: 600 },
    { width: 360, height: 640 },
  ]) {
    await page.setViewportSize(size);
    await page.goto("/admin/painel");
    if (size.width < 900) await page.getByRole("button", { name: "Abrir menu" }).click();
    const nav = backOfficeNav(page);
    await expect(nav).toBeVisible();
    // The drawer has finished sliding in.
    await expect(async () => {
      expect((await nav.boundingBox())?.x).toBe(0);
    }).toPass();
    await page.screenshot({
      path: join(import.meta.dirname, "artifacts", `admin-nav-${size.width}x${size.height}.png`),
    });
    // A laptop's window holds every section without scrolling the navigation.
    if (size.height >= 800)
      await expectInView(page, nav.getByRole("link", { name: "Registo de alterações" }));
    for (const name of [
      "Painel",
      "Definições",
      "Equipa",
      "Registo de alterações",
      "A minha conta",
    ]) {
      const link = nav.getByRole("link", { name, exact: true });
      await link.scrollIntoViewIfNeeded();
      await expectInView(page, link);
      // What is under the link's middle is the link itself, not the foot drawn over it.
      const box = await link.boundingBox();
      const onTop = await page.evaluate(
        ({ x, y, label }) => {
          const element = document.elementFromPoint(x, y);
          return element?.closest("a")?.textContent?.trim() === label;
        },
        {
          x: (box?.x ?? 0) + (box?.width ?? 0) / 2,
          y: (box?.y ?? 0) + (box?.height ?? 0) / 2,
          label: name,
        },
      );
      expect(onTop, `${name} at ${size.width}×${size.height} is covered`).toBe(true);
    }
    await openLastSection(page, nav, size.width < 900);
  }
});

/** The last section opens from the navigation (nothing over it takes the click). */
async function openLastSection(page: Page, nav: Locator, phone: boolean) {
  const audit = nav.getByRole("link", { name: "Registo de alterações" });
  await audit.click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Registo de alterações" }),
  ).toBeVisible();
  if (phone) await expect(nav).toBeHidden();
}

test("switching the shop off asks first in the page's dialog, and stepping back saves nothing", async ({
  page,
}) => {
  await signInAsStaff(page, demoStaff.owner);
  await backOfficeNav(page).getByRole("link", { name: "Definições" }).click();
  const site = page.getByLabel("Site aberto ao público");
  await expect(site).toBeChecked();
  await site.uncheck();
  const save = page.getByRole("button", { name: "Guardar" });
  // The sticky bar keeps «Guardar» in the window wherever the person is in the long form.
  await expectInView(page, save);
  await save.click();
  const ask = page.getByRole("dialog", { name: "Desligar a loja online?" });
  await expect(ask).toContainText("Vai desligar a loja online para todos os clientes.");
  await ask.getByRole("button", { name: "Voltar atrás" }).click();
  await expect(ask).toBeHidden();
  await expect(page.getByRole("status").filter({ hasText: "Definições guardadas." })).toHaveCount(
    0,
  );
  await page.reload();
  await expect(page.getByLabel("Site aberto ao público")).toBeChecked();
});
