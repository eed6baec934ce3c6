import { expect, test } from "@playwright/test";
import type { Product } from "@shop/shared";
import { apiData, generatedPurchase, stockedProduct } from "./support/checkout-shop.ts";
import { waitForMail } from "./support/mailbox.ts";
import { CARRIER_TRACKING_URL, sampleEmails } from "./support/sample-emails.ts";
import { visualLaunchOptions } from "./support/visual.ts";

// Every email the shop sends, drawn as a phone shows it, and each of its links followed.
test.use({ launchOptions: visualLaunchOptions, viewport: { width: 375, height: 740 } });

// A slot of the stocked catalogue no other spec buys.
const MULTIBANCO_SLOT = 95;

// Links that carry a one-time code or a secret: a made-up one would only meet «link invalid».
const CODE_LINKS = [
  /^\/encomenda\/\w{20,}$/,
  /^\/api\/public\/invoices\/\w{20,}$/,
  /^\/email\/confirmation\/emailCode\/\w+$/,
  /^\/sign\/recover\/\w+$/,
  /^\/reservas\/\w+$/,
  /^\/size-alerts\/(confirm|unsubscribe)\/\w+$/,
];

async function demoProducts(request: Parameters<typeof apiData>[0]) {
  const products = await apiData<Product[]>(request, "/api/public/products/");
  return [...products]
    .filter((product) => product.title !== null && product.pictures.length > 0)
    .sort((a, b) => a.id - b.id)
    .slice(0, 2)
    .map((product) => ({
      id: product.id,
      title: product.title ?? "",
      picture: product.pictures[0] ?? null,
    }));
}

test("every email fits a phone, looks like the shop and links only to working pages", async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const shopUrl = baseURL ?? "";
  const shop = {
    name: "Sapataria Lisboa",
    address: "Rua Augusta 120, 1100-053 Lisboa",
    email: "loja@sapatarialisboa.pt",
    phone: "213 420 118",
    url: shopUrl,
  };
  const emails = sampleEmails(shop, await demoProducts(request));
  const checked = new Set<string>();
  for (const [name, mail] of Object.entries(emails)) {
    await test.step(name, async () => {
      expect(mail.text.length, "a plain-text part").toBeGreaterThan(0);
      await page.setContent(mail.html, { waitUntil: "load" });
      // Nothing wider than the phone: no sideways scrolling.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        375,
      );
      const filledButtons = page.locator('td[bgcolor="#24201c"] a');
      expect(await filledButtons.count(), "one filled button at most").toBeLessThanOrEqual(1);
      // Every picture drawn, the logo too: a webmail shows them from its own origin.
      const broken = await page.$$eval("img", (all) =>
        all.filter((img) => img.naturalWidth === 0).map((img) => img.src),
      );
      expect(broken, `${name}: pictures not drawn`).toEqual([]);
      await expect(page).toHaveScreenshot(`${name}.png`, {
        fullPage: true,
        maxDiffPixelRatio: 0.01,
      });

      const hrefs = await page.$$eval("a", (links) => links.map((a) => a.getAttribute("href")));
      const images = await page.$$eval("img", (all) => all.map((img) => img.getAttribute("src")));
      for (const href of hrefs) {
        expect(href, `${name}: a link`).toBeTruthy();
        const link = href ?? "";
        if (/^(mailto|tel):/.test(link) || link === CARRIER_TRACKING_URL) continue;
        expect(link.startsWith(`${shopUrl}/`), `${name}: ${link} is the shop's`).toBe(true);
        const path = link.slice(shopUrl.length);
        if (CODE_LINKS.some((pattern) => pattern.test(path))) continue;
        checked.add(link);
      }
      for (const src of images) {
        expect(src?.startsWith(`${shopUrl}/`), `${name}: picture ${src} is the shop's`).toBe(true);
        checked.add(src ?? "");
      }
    });
  }
  // On a wide screen the email stays a 600 px column.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.setContent(emails["purchase-paid"].html, { waitUntil: "load" });
  const column = await page.locator("table table").first().boundingBox();
  expect(column?.width).toBe(600);
  await expect(page).toHaveScreenshot("purchase-paid-1440.png", {
    fullPage: true,
    maxDiffPixelRatio: 0.01,
  });
  for (const link of checked) {
    const answer = await request.get(link, { maxRedirects: 0 });
    expect(answer.status(), link).toBeLessThan(400);
  }
  // Every email had its logo and the purchase emails their pictures.
  expect([...checked].some((link) => link.endsWith("/email-logo.png"))).toBe(true);
  expect([...checked].some((link) => link.includes("/media/pictures/"))).toBe(true);
});

test("the MULTIBANCO email's one button, «Pagar agora», opens the order page with what to pay", async ({
  page,
  request,
}) => {
  const email = `multibanco.${Date.now()}@example.pt`;
  const purchase = await generatedPurchase(
    request,
    await stockedProduct(request, MULTIBANCO_SLOT, { units: 3 }),
    { id: null, email },
    {
      addressDelivery: {
        name: "Ana Teste",
        country: 1,
        street: "Rua Augusta 100",
        city: "Lisboa",
        postalCode: "1100-048",
      },
      paymentMethod: "MULTIBANCO",
    },
  );
  const mail = await waitForMail(email, `Encomenda ${purchase.idShort} registada`);
  await page.setContent(mail.slice(mail.indexOf("<!doctype html>")));
  const button = page.locator('td[bgcolor="#24201c"] a');
  await expect(button).toHaveCount(1);
  await expect(button).toHaveText("Pagar agora");
  const href = (await button.getAttribute("href")) ?? "";
  expect(href).toMatch(/\/encomenda\/[\w-]{43}$/);

  await page.goto(new URL(href).pathname);
  const payment = page.getByRole("region", { name: "Pagamento MULTIBANCO" });
  await expect(payment).toContainText(purchase.paymentEntity ?? "");
  const reference = (purchase.paymentReference ?? "").replace(/(\d{3})(?=\d)/g, "$1 ");
  await expect(payment).toContainText(reference);
});
