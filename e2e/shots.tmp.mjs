import { chromium } from "@playwright/test";

const base = "http://127.0.0.1:3344";
const [email, path, name, width] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--disable-gpu"],
});
const page = await browser.newPage({
  viewport: { width: Number(width), height: 900 },
  locale: "pt-PT",
});
await page.goto(`${base}/admin`);
await page.getByLabel("Email").fill(email);
await page.getByLabel("Palavra-passe").fill("sapataria-demo-2026");
await page.getByRole("button", { name: "Entrar" }).click();
await page.waitForTimeout(1500);
await page.goto(`${base}/admin${path}`);
await page.waitForTimeout(2000);
const action = process.argv[6];
if (action) {
  await page.getByRole("button", { name: action }).first().click();
  await page.waitForTimeout(800);
}
const scroll = Number(process.env.SCROLL ?? -1);
if (scroll >= 0) {
  await page.evaluate((y) => window.scrollTo(0, y), scroll);
  await page.waitForTimeout(300);
}
await page.screenshot({ path: `/tmp/stock-ui/${name}.png`, fullPage: scroll < 0 });
await browser.close();
