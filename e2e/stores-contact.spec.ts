import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import type { Persistent } from "@shop/shared";
import { holdScript } from "./support/alive.ts";
import { lookScreenshot } from "./support/look.ts";

async function persistentData(request: APIRequestContext): Promise<Persistent> {
  const response = await request.get("/api/public/persistent");
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: Persistent }).data;
}

function contactForm(page: Page) {
  return page.getByRole("region", { name: "Envie-nos uma mensagem" });
}

test("the stores are listed in order with phone, fixed-network note, hours, map link and picture", async ({
  page,
  request,
}) => {
  const { stores } = await persistentData(request);
  expect(stores.length).toBeGreaterThan(0);
  await page.goto("/stores");
  await expect(page).toHaveTitle("Lojas · Sapataria Lisboa");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("As nossas lojas");

  const sorted = [...stores].sort((a, b) => a.ordering - b.ordering);
  const cards = page.getByRole("main").getByRole("article");
  await expect(cards).toHaveCount(sorted.length);
  await expect(cards.getByRole("heading", { level: 2 })).toHaveText(sorted.map((s) => s.name));

  for (const [index, store] of sorted.entries()) {
    const card = cards.nth(index);
    await expect(card).toContainText(store.address);
    const phone = card.getByRole("link", { name: new RegExp(store.phone) });
    await expect(phone).toHaveAttribute("href", `tel:+351${store.phone.replace(/\D/g, "")}`);
    await expect(card.getByText("(Chamada para a rede fixa nacional)")).toBeVisible();
    if (store.hours) await expect(card.getByRole("heading", { name: "Horário" })).toBeVisible();
    const map = card.getByRole("link", { name: /Ver no mapa/ });
    await expect(map).toHaveAttribute("href", store.mapLink);
    await expect(map).toHaveAttribute("target", "_blank");
    await expect(map).toHaveAttribute("rel", /noopener/);
    const picture = card.getByRole("img");
    // The store's upload (`pictures/<hash>-<size>`), its JPEG for browsers without AVIF or WebP.
    const [, hash] = store.thumbnail.split(/[/-]/);
    await expect(picture).toHaveAttribute("src", `/media/pictures/${hash}/600.jpg`);
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
  }
  // The demo's first store opens every day, later on Sundays.
  await expect(cards.first().getByRole("term")).toHaveText(["Segunda a sábado", "Domingo"]);
  await expect(cards.first().getByRole("definition")).toHaveText(["10:00–20:00", "11:00–19:00"]);
});

test("the contacts page shows the shop's phone, email and address", async ({ page, request }) => {
  const { settings } = await persistentData(request);
  await page.goto("/contacts");
  await expect(page).toHaveTitle("Contactos · Sapataria Lisboa");
  const details = page.getByRole("region", { name: "Fale connosco" });
  await expect(details.getByRole("link", { name: settings.contact_phone })).toHaveAttribute(
    "href",
    `tel:+351${settings.contact_phone.replace(/\D/g, "")}`,
  );
  await expect(details.getByText("(Chamada para a rede fixa nacional)")).toBeVisible();
  await expect(details.getByRole("link", { name: settings.contact_email })).toHaveAttribute(
    "href",
    `mailto:${settings.contact_email}`,
  );
  await expect(details).toContainText(settings.contact_address);
});

test("an empty contact form shows what is missing, on each field", async ({ page }) => {
  await page.goto("/contacts");
  const form = contactForm(page);
  await form.getByRole("button", { name: "Enviar" }).click();

  const name = form.getByRole("textbox", { name: /^Nome/ });
  const email = form.getByRole("textbox", { name: /^Email/ });
  const message = form.getByRole("textbox", { name: /^Mensagem/ });
  await expect(name).toHaveAccessibleDescription("Indique o seu nome.");
  await expect(email).toHaveAccessibleDescription("Indique o seu email.");
  await expect(message).toHaveAccessibleDescription(/Escreva a sua mensagem\./);
  for (const field of [name, email, message]) {
    await expect(field).toHaveAttribute("aria-invalid", "true");
  }
  await expect(form.getByRole("textbox", { name: /^Apelido/ })).not.toHaveAttribute(
    "aria-invalid",
    "true",
  );
  await expect(name).toBeFocused();

  await email.fill("ana@");
  await expect(email).toHaveAccessibleDescription("Introduza um email válido.");
  await email.fill("ana@example.pt");
  await expect(email).not.toHaveAttribute("aria-invalid", "true");
});

/** The contact form filled in as a customer would; answers its fields and the message typed. */
async function fillContactForm(page: Page) {
  const form = contactForm(page);
  const fields = {
    name: form.getByRole("textbox", { name: /^Nome/ }),
    surname: form.getByRole("textbox", { name: /^Apelido/ }),
    email: form.getByRole("textbox", { name: /^Email/ }),
    message: form.getByRole("textbox", { name: /^Mensagem/ }),
  };
  await fields.name.fill("Ana");
  await fields.surname.fill("Teste <b>E2E</b>");
  await fields.email.fill("ana.e2e@example.pt");
  const text = "Olá! Têm as sabrinas de bico fino no 38? <script>alert(1)</script>";
  await fields.message.fill(text);
  return { form, fields, text };
}

async function expectSentAndEmptied(page: Page) {
  const form = contactForm(page);
  await expect(form.getByRole("status")).toHaveText(
    "Obrigado pela sua mensagem. Responderemos com a maior brevidade possível.",
  );
  for (const field of await form.getByRole("textbox").all()) await expect(field).toHaveValue("");
  await expect(form.getByRole("alert")).toHaveText("");
  await expect(form.getByText("0 / 5000 caracteres")).toBeVisible();
}

test("a filled contact form is sent, thanked and emptied", async ({ page }) => {
  await page.goto("/contacts");
  const { form, text } = await fillContactForm(page);
  await expect(form.getByText(`${text.length} / 5000 caracteres`)).toBeVisible();
  await form.getByRole("button", { name: "Enviar" }).click();
  await expectSentAndEmptied(page);
});

test("a contact form typed before the page has come alive counts and sends what was typed", async ({
  page,
}) => {
  // The app's entry is held back: the form is the server's HTML while it is filled in.
  const arrive = await holdScript(page);
  await page.goto("/contacts");
  const { form, text } = await fillContactForm(page);
  await expect(form.getByText("0 / 5000 caracteres")).toBeVisible();
  arrive();
  // Alive, the form counts what was typed as if typed now.
  await expect(form.getByText(`${text.length} / 5000 caracteres`)).toBeVisible();
  await form.getByRole("button", { name: "Enviar" }).click();
  await expectSentAndEmptied(page);
});

for (const width of [375, 1280]) {
  test(`the stores and contacts pages at ${width} px, for a look`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/stores");
    await expect(page.getByRole("main").getByRole("article").first()).toBeVisible();
    await lookScreenshot(page, `stores-${width}.png`);
    await page.goto("/contacts");
    await contactForm(page).getByRole("button", { name: "Enviar" }).click();
    await expect(page.getByText("Indique o seu nome.")).toBeVisible();
    await lookScreenshot(page, `contacts-${width}.png`);
  });
}
