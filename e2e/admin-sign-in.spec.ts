import { type Browser, expect, type Page, test } from "@playwright/test";
import type { Dashboard } from "@shop/shared";
import { TOTP } from "otpauth";
import { uniqueEmail } from "./support/account.ts";
import {
  backOfficeNav,
  demoStaff,
  expectUncovered,
  fillSignIn,
  paidPurchase,
  screenshots,
  signInAsStaff,
  signInForm,
} from "./support/admin.ts";
import { eurosPattern } from "./support/checkout-shop.ts";

// A slot of the stocked catalogue no other spec buys (they take 0–36).
const PURCHASE_SLOT = 44;
const NEW_PASSWORD = "sapatos-de-domingo-42";

/**
 * Collects what would mean a broken page: a script error, or something the CSP refused. (A 401
 * logged by the browser is the sign-in page's expected "nobody signed in".)
 */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  return problems;
}

const navLinks = (page: Page) => backOfficeNav(page).getByRole("link");

async function newPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  return context.newPage();
}

test("the demo owner signs in, sees the day's sales and invites a manager", async ({
  page,
  browser,
  baseURL,
  context,
}) => {
  // Two people's sessions, an invitation and the audit log: 27 s of a loaded two-core machine.
  test.setTimeout(120_000);
  const problems = watchConsole(page);
  await paidPurchase(page.request, PURCHASE_SLOT);

  await page.goto("/admin");
  await expect(page).toHaveTitle("Iniciar sessão · Gestão · Sapataria Lisboa");
  await screenshots(page, "admin-sign-in");
  // A wrong password is refused in the form.
  await fillSignIn(page, demoStaff.owner, "palavra-errada");
  await expect(signInForm(page).form.getByRole("alert")).toHaveText(
    "Email ou palavra-passe incorretos.",
  );
  await fillSignIn(page, demoStaff.owner);

  await expect(page).toHaveURL(/\/admin\/painel$/);
  await expect(page.getByRole("heading", { level: 1, name: "Painel" })).toBeVisible();
  await expect(page.getByRole("banner")).toContainText("Helena Duarte");
  await expect(page.getByRole("banner")).toContainText("Dono");
  await expect(navLinks(page)).toHaveText([
    "Painel",
    "Encomendas",
    "Reservas",
    "Devoluções",
    "Produtos",
    "Stock",
    "Clientes",
    "Mensagens",
    "Categorias",
    "Guias de tamanhos",
    "Marcas, cores e etiquetas",
    "Pesquisas",
    "Destaques",
    "Lojas",
    "Envios",
    "Definições",
    "Equipa",
    "Registo de alterações",
    "A minha conta",
  ]);
  // Sales, discount codes and gift cards sit under «Promoções», which opens to list them.
  const promotions = backOfficeNav(page).getByRole("button", { name: "Promoções" });
  await expect(promotions).toHaveAttribute("aria-expanded", "false");
  await promotions.click();
  await expect(promotions).toHaveAttribute("aria-expanded", "true");
  await expect(navLinks(page)).toContainText([
    "Produtos",
    "Saldos",
    "Códigos de desconto",
    "Cartões-presente",
    "Stock",
  ]);

  // The figures are the API's: today's sales include the purchase just paid.
  await expect(async () => {
    const answer = await page.request.get("/api/admin/dashboard");
    const { data } = (await answer.json()) as { data: Dashboard };
    expect(data.sales.today.count).toBeGreaterThan(0);
    await page.reload();
    const today = page.getByRole("listitem").filter({ hasText: "Hoje" });
    await expect(today).toContainText(eurosPattern(data.sales.today.revenueCents / 100), {
      timeout: 1000,
    });
    const paidCount = data.sales.today.count;
    await expect(today).toContainText(
      paidCount === 1 ? "1 compra paga" : `${paidCount} compras pagas`,
      { timeout: 1000 },
    );
    const toPrepare = page.getByRole("region", { name: /Por preparar/ });
    await expect(toPrepare.getByRole("heading")).toHaveText(`Por preparar${data.toPrepare.total}`, {
      timeout: 1000,
    });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByRole("figure")).toContainText("Vendas líquidas por dia, últimos 30 dias");
  // The sales of a period: the last 30 days unless another is chosen, beside the 30 before.
  const report = page.getByRole("region", { name: "Vendas por período" });
  await expect(report.getByRole("list", { name: /^Vendas de / })).toContainText("Vendas líquidas");
  await report.getByRole("button", { name: "Últimos 7 dias" }).click();
  await expect(page).toHaveURL(/[?&]de=\d{4}-\d{2}-\d{2}&ate=\d{4}-\d{2}-\d{2}/);
  await expect(report.getByRole("button", { name: "Últimos 7 dias" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(
    page
      .getByRole("region", { name: /Por preparar/ })
      .getByRole("link")
      .first(),
  ).toHaveAttribute("href", /^\/admin\/encomendas\/[A-Z0-9]+$/);
  await screenshots(page, "admin-dashboard");

  // The owner invites a manager, and copies the one-time link.
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await backOfficeNav(page).getByRole("link", { name: "Equipa" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Equipa" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Pessoas da equipa" })).toContainText(
    demoStaff.manager,
  );
  await page.getByRole("button", { name: "Convidar pessoa" }).click();
  const invite = page.getByRole("form", { name: "Convidar uma pessoa para a equipa" });
  const email = uniqueEmail("gestora");
  await invite.getByLabel("Nome").fill("Inês Gestora");
  await invite.getByLabel("Email").fill(email);
  await invite.getByLabel("Função").selectOption({ label: "Gestor" });
  await invite.getByRole("button", { name: "Criar convite" }).click();
  const linkPanel = page.getByRole("region", { name: "Ligação para Inês Gestora" });
  await expect(linkPanel).toBeVisible();
  await linkPanel.getByRole("button", { name: "Copiar ligação" }).click();
  await expect(linkPanel.getByRole("status")).toHaveText("Ligação copiada.");
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/\/admin\/definir-palavra-passe\?token=/);
  await expect(linkPanel.getByLabel("Ligação para definir a palavra-passe")).toHaveValue(link);
  await expect(page.getByRole("table", { name: "Pessoas da equipa" })).toContainText(email);

  // The manager sets a password through the link, signs in, and has no "Equipa".
  const manager = await newPage(browser, baseURL);
  const managerProblems = watchConsole(manager);
  await manager.goto(link);
  await expect(manager.getByText(`Para Inês Gestora (${email}).`)).toBeVisible();
  await manager.getByLabel("Nova palavra-passe").fill(NEW_PASSWORD);
  await manager.getByLabel("Repita a palavra-passe").fill("outra-palavra-qualquer");
  await manager.getByRole("button", { name: "Guardar palavra-passe" }).click();
  await expect(manager.getByText("As duas palavras-passe não são iguais.")).toBeVisible();
  await manager.getByLabel("Repita a palavra-passe").fill(NEW_PASSWORD);
  await manager.getByRole("button", { name: "Guardar palavra-passe" }).click();
  await expect(manager.getByRole("status")).toHaveText(
    "Palavra-passe definida. Pode agora iniciar sessão.",
  );
  await manager.getByRole("link", { name: "Iniciar sessão" }).click();
  await fillSignIn(manager, email, NEW_PASSWORD);
  await expect(manager).toHaveURL(/\/admin\/painel$/);
  await expect(navLinks(manager)).toHaveText([
    "Painel",
    "Encomendas",
    "Reservas",
    "Devoluções",
    "Produtos",
    "Stock",
    "Clientes",
    "Mensagens",
    "Categorias",
    "Guias de tamanhos",
    "Marcas, cores e etiquetas",
    "Pesquisas",
    "Destaques",
    "Lojas",
    "A minha conta",
  ]);
  await expect(backOfficeNav(manager).getByRole("button", { name: "Promoções" })).toBeVisible();
  await manager.goto("/admin/equipa");
  await expect(manager.getByRole("heading", { level: 1, name: "Sem acesso" })).toBeVisible();
  // The link worked once.
  await manager.goto(link);
  await expect(manager.getByRole("alert")).toHaveText(
    "Esta ligação já não é válida. Peça uma nova ao dono da loja.",
  );

  // The owner reads who did what in the audit log.
  await backOfficeNav(page).getByRole("link", { name: "Registo de alterações" }).click();
  const log = page.getByRole("table", { name: "Alterações feitas pela equipa" });
  // Its own invitation's row (another journey may invite someone at the same time).
  await expect(
    log.getByRole("row").filter({ hasText: "Pessoa convidada para a equipa" }).filter({
      hasText: email,
    }),
  ).toHaveCount(1);
  // Set through the link by nobody signed in: the entry names no one.
  await expect(log.getByRole("row").filter({ hasText: "Palavra-passe definida" })).not.toHaveCount(
    0,
  );
  expect(problems).toEqual([]);
  expect(managerProblems).toEqual([]);
});

test("a store account sees only its own sections, and of the orders only its store's pickups", async ({
  page,
}) => {
  await signInAsStaff(page, demoStaff.store);
  await expect(page.getByRole("banner")).toContainText("Marta Lopes");
  await expect(page.getByRole("banner")).toContainText("Loja");
  await expect(navLinks(page)).toHaveText([
    "Encomendas",
    "Reservas",
    "Produtos",
    "Cartões-presente",
    "Stock",
    "A minha conta",
  ]);

  // Encomendas: its store's pickups, found by reference or name; no export, no customer's email.
  await backOfficeNav(page).getByRole("link", { name: "Encomendas" }).click();
  await expect(page.getByRole("table", { name: "Encomendas a levantar na loja" })).toBeVisible();
  await expect(page.getByLabel("Procurar por referência ou nome")).toBeVisible();
  await expect(page.getByRole("link", { name: "Exportar CSV" })).toHaveCount(0);
  const refused = await page.request.get("/api/admin/orders/export");
  expect(refused.status()).toBe(403);

  for (const path of ["painel", "devolucoes", "clientes", "mensagens", "equipa", "registo"]) {
    await page.goto(`/admin/${path}`);
    await expect(page.getByRole("heading", { level: 1, name: "Sem acesso" })).toBeVisible();
  }
});

test("an ended session sends the person to sign-in and back to the page they were on", async ({
  page,
  context,
}) => {
  await signInAsStaff(page, demoStaff.manager);
  await expect(page.getByRole("heading", { level: 1, name: "Painel" })).toBeVisible();
  // Signed out elsewhere: the next call is answered 401.
  await context.clearCookies();
  await backOfficeNav(page).getByRole("link", { name: "Mensagens" }).click();
  await expect(page).toHaveURL(/\/admin\?voltar=%2Fmensagens$/);
  await expect(page.getByRole("status")).toHaveText(
    "A sua sessão terminou. Inicie sessão de novo.",
  );
  await fillSignIn(page, demoStaff.manager);
  await expect(page).toHaveURL(/\/admin\/mensagens$/);
  await expect(page.getByRole("heading", { level: 1, name: "Mensagens" })).toBeVisible();
});

test("the contact form's messages: unread first, read once opened, answered from the back office", async ({
  page,
}) => {
  const problems = watchConsole(page);
  // An address as long as some customers' have: the message's page wraps it on a 360 px phone.
  const sender = uniqueEmail("mensagem.de.um.endereco.longo");
  const sent = await page.request.post("/api/public/contact", {
    data: {
      name: "Beatriz",
      surname: "Costa",
      email: sender,
      message: "Têm estas botas em 39?\nObrigada.",
    },
  });
  expect(sent.ok()).toBe(true);
  await signInAsStaff(page, demoStaff.owner);
  await backOfficeNav(page).getByRole("link", { name: "Mensagens" }).click();
  const table = page.getByRole("table", { name: "Mensagens" });
  const row = table.getByRole("row").filter({ hasText: sender });
  await expect(row).toContainText("Nova");
  await expect(row).toContainText("Têm estas botas em 39?");
  await screenshots(page, "admin-messages");

  // Opened on a phone: the page's top, scrolled into view, shows below the sticky header.
  await page.setViewportSize({ width: 390, height: 700 });
  await row.getByRole("link", { name: "Beatriz Costa" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Beatriz Costa" })).toBeVisible();
  await expectUncovered(page.getByRole("link", { name: "Voltar às mensagens" }));
  await expect(page.getByText(/Lida por Helena Duarte a/)).toBeVisible();
  // The reply is written here and emailed by the shop, then kept on the message.
  await page.getByRole("button", { name: "Enviar resposta" }).click();
  await expect(page.getByText("Escreva a resposta.")).toBeVisible();
  await page
    .getByLabel(`Resposta, enviada por email para ${sender}`)
    .fill("Olá Beatriz,\nTemos sim, no Chiado.");
  await page.getByRole("button", { name: "Enviar resposta" }).click();
  await expect(page.getByText("Resposta enviada ao cliente por email.")).toBeVisible();
  const replies = page.getByRole("region", { name: "Respostas enviadas" });
  await expect(replies).toContainText("Helena Duarte respondeu a");
  await expect(replies).toContainText("Temos sim, no Chiado.");
  await screenshots(page, "admin-message");

  await page.getByRole("link", { name: "Voltar às mensagens" }).click();
  await expect(table.getByRole("row").filter({ hasText: sender })).not.toContainText("Nova");
  await expect(table.getByRole("row").filter({ hasText: sender })).toContainText("Respondida");
  expect(problems).toEqual([]);
});

test("two-step verification: turned on in the account, asked at the next sign-in", async ({
  page,
  browser,
  baseURL,
}) => {
  // A person of their own: the demo logins stay without TOTP for the other journeys.
  await signInAsStaff(page, demoStaff.owner);
  const email = uniqueEmail("totp");
  const invited = await page.request.post("/api/admin/staff", {
    data: { email, name: "Rui Dois Passos", role: "manager" },
  });
  const { link } = (await invited.json()).data as { link: string };
  const token = new URL(link).searchParams.get("token");
  await page.request.post("/api/admin/password-link", { data: { token, password: NEW_PASSWORD } });

  const person = await newPage(browser, baseURL);
  await signInAsStaff(person, email, NEW_PASSWORD);
  await backOfficeNav(person).getByRole("link", { name: "A minha conta" }).click();
  await person.getByRole("button", { name: "Ativar verificação em dois passos" }).click();
  await expect(
    person.getByRole("img", { name: "Código QR para a aplicação de autenticação" }),
  ).toBeVisible();
  const secret = ((await person.locator("code").textContent()) ?? "").replace(/\s/g, "");
  const totp = new TOTP({ secret });
  await person.getByLabel("Código da aplicação").fill("000000");
  await person.getByRole("button", { name: "Confirmar e ativar" }).click();
  await expect(
    person.getByRole("alert").filter({ hasText: "O código não está certo" }),
  ).toBeVisible();
  await person.getByLabel("Código da aplicação").fill(totp.generate());
  await person.getByRole("button", { name: "Confirmar e ativar" }).click();
  await expect(
    person.getByRole("status").filter({ hasText: "Verificação em dois passos ativada." }),
  ).toBeVisible();

  await person.getByRole("button", { name: "Terminar sessão" }).first().click();
  await expect(signInForm(person).form).toBeVisible();
  await fillSignIn(person, email, NEW_PASSWORD);
  const step = person.getByRole("form", { name: "Verificação em dois passos" });
  await expect(step).toBeVisible();
  // A code of the next period: the one typed to turn it on cannot be used twice.
  await step.getByLabel("Código").fill(totp.generate({ timestamp: Date.now() + 30_000 }));
  await step.getByRole("button", { name: "Confirmar" }).click();
  await expect(person).toHaveURL(/\/admin\/painel$/);

  // The phone is lost: the owner turns the second step off, and the person's session ends.
  await backOfficeNav(page).getByRole("link", { name: "Equipa" }).click();
  await page.getByRole("button", { name: "Desativar dois passos: Rui Dois Passos" }).click();
  const ask = page.getByRole("dialog", {
    name: "Desativar a verificação em dois passos de Rui Dois Passos?",
  });
  await expect(ask).toContainText("As sessões desta pessoa terminam");
  await ask.getByRole("button", { name: "Desativar dois passos" }).click();
  await expect(ask).toBeHidden();
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: "Verificação em dois passos de Rui Dois Passos desativada." }),
  ).toBeVisible();
  await expect(
    page.getByRole("button", { name: "Desativar dois passos: Rui Dois Passos" }),
  ).toHaveCount(0);
  await person.reload();
  await expect(signInForm(person).form).toBeVisible();
  await fillSignIn(person, email, NEW_PASSWORD);
  await expect(person).toHaveURL(/\/admin\/painel$/);
});
