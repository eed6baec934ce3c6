import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import { headerAccount, logIn, registerCustomer, uniqueEmail } from "./support/account.ts";
import { waitForLink } from "./support/mailbox.ts";

// The shop writes its mail as .eml files (no SMTP in the e2e run): the links are read from there.
const CONFIRMATION_LINK = /\/email\/confirmation\/emailCode\/[\w-]+/;
const RECOVERY_LINK = /\/sign\/recover\/[\w-]+/;

test("a new customer registers, confirms the email from the message, signs out and in again", async ({
  page,
}) => {
  const email = uniqueEmail("confirm");
  const password = "sapatos-2025";
  await page.goto("/sign");
  const form = page.getByRole("form", { name: "Criar conta" });
  await form.getByLabel("Nome").fill("Beatriz Confirma");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Palavra-passe", { exact: true }).fill(password);
  await form.getByLabel("Confirmar palavra-passe").fill(password);
  await form.getByLabel(/Li e aceito/).check();
  await form.getByRole("button", { name: "Criar conta" }).click();

  await expect(page).toHaveURL(/\/account\/settings$/);
  await expect(page.getByText("Olá, Beatriz Confirma")).toBeVisible();
  const notice = page.getByText("O seu email ainda não foi confirmado.", { exact: false });
  await expect(notice).toBeVisible();

  const link = await waitForLink(email, CONFIRMATION_LINK);
  await page.goto(link);
  await expect(page.getByRole("status")).toHaveText("O seu email foi confirmado com sucesso.");
  await page.getByRole("link", { name: "Ir para a minha conta" }).click();
  await expect(page).toHaveURL(/\/account\/settings$/);
  await expect(notice).toHaveCount(0);

  await page.goto(link);
  await expect(page.getByRole("status")).toHaveText("O seu email já se encontra confirmado");
  await page.goto(`/email/confirmation/emailCode/${randomBytes(32).toString("base64url")}`);
  await expect(page.getByRole("status")).toHaveText("O código de confirmação de email é inválido.");

  await page.goto("/account/purchases");
  await headerAccount(page).signOut.click();
  await expect(page).toHaveURL(/\/sign$/);
  await expect(headerAccount(page).sign).toBeVisible();
  await page.goto("/account/settings");
  await expect(page).toHaveURL(/\/sign$/);

  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/account\/settings$/);
  await expect(headerAccount(page).account).toBeVisible();
  await expect(notice).toHaveCount(0);
});

test("a forgotten password is replaced through the emailed link", async ({
  page,
  browser,
  baseURL,
}) => {
  const customer = await registerCustomer(browser, String(baseURL), "recover");
  const newPassword = "botas-de-inverno";

  await page.goto("/sign");
  await page.getByRole("link", { name: "Esqueceu-se da palavra-passe?" }).click();
  await expect(page).toHaveURL(/\/sign\/recover$/);
  const sent = "Enviamos um email com instruções de recuperação da sua conta";
  // The same answer for an address without an account.
  await page.getByLabel("Email").fill(uniqueEmail("unknown"));
  await page.getByRole("button", { name: "Enviar" }).click();
  await expect(page.getByRole("status")).toHaveText(sent);
  await page.getByLabel("Email").fill(customer.email);
  await page.getByRole("button", { name: "Enviar" }).click();
  await expect(page.getByRole("status")).toHaveText(sent);

  const link = await waitForLink(customer.email, RECOVERY_LINK);
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: "Nova palavra-passe" })).toBeVisible();
  await page.getByLabel("Nova palavra-passe", { exact: true }).fill("curta");
  await page.getByLabel("Confirmar nova palavra-passe").fill("outra");
  await page.getByRole("button", { name: "Guardar nova palavra-passe" }).click();
  await expect(page.getByText("Introduza uma password com pelo menos 8 caracteres")).toBeVisible();
  await expect(page.getByText("As password não conincidem")).toBeVisible();

  await page.getByLabel("Nova palavra-passe", { exact: true }).fill(newPassword);
  await page.getByLabel("Confirmar nova palavra-passe").fill(newPassword);
  await page.getByRole("button", { name: "Guardar nova palavra-passe" }).click();
  const done = page.getByRole("dialog", { name: "Conta recuperada" });
  await expect(done).toContainText(
    "A sua password foi estabelecida com successo. Pode agora fazer login com a nova password.",
  );
  await done.getByRole("button", { name: "Fechar" }).click();
  await expect(page).toHaveURL(/\/sign$/);

  // The token works once.
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Página não encontrada" })).toBeVisible();

  await page.goto("/sign");
  await logIn(page, customer.email, newPassword);
  await expect(page).toHaveURL(/\/account\/settings$/);
});
