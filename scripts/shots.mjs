// `npm run shots`: every page of the storefront and of the back office at 375 and 1440 px, in
// shots/ (kept out of git) with an index.html that shows each page's two widths side by side.
// The shop runs from its build (made first when missing, or always with --build) on a fresh
// database with the demo catalogue; pages of the account are shot signed in as a new customer
// with favourites, a cart, an address and a delivered purchase with a return asked for (bought
// through the API, as the e2e journeys do); the back office as the demo owner.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { shotFile, shotsIndex } from "./shots-index.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const out = join(root, "shots");
const WIDTHS = [375, 1440];
const BUILD_OUTPUTS = [
  "apps/web/dist/index.html",
  "apps/web/dist-server/entry-server.js",
  "apps/admin/dist/index.html",
  "apps/server/dist/server.js",
];
// The demo owner (docs/back-office.md).
const OWNER = { email: "dono@sapatarialisboa.pt", password: "sapataria-demo-2026" };

function buildWhenNeeded() {
  const missing = BUILD_OUTPUTS.some((output) => !existsSync(join(root, output)));
  if (!missing && !process.argv.includes("--build")) return;
  console.log("Building the shop...");
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

/** The built shop on a fresh database in a new folder; answers its address and how to stop it. */
async function startShop() {
  const port = Number(process.env.SHOTS_PORT) || (await freePort());
  const baseURL = `http://127.0.0.1:${port}`;
  const { DATABASE_URL: _own, ...inherited } = process.env;
  const child = spawn("node", [join(root, "apps/server/dist/server.js")], {
    env: {
      ...inherited,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: mkdtempSync(join(tmpdir(), "shop-shots-")),
      PUBLIC_URL: baseURL,
      LOG_LEVEL: "warn",
      NODE_ENV: "test",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const end = Date.now() + 120_000;
  while (Date.now() < end) {
    if (child.exitCode !== null) throw new Error(`the shop exited with ${child.exitCode}`);
    const up = await fetch(`${baseURL}/api/public/persistent`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return { baseURL, stop: () => child.kill("SIGTERM") };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill("SIGTERM");
  throw new Error("the shop did not start in two minutes");
}

async function apiData(request, path, body) {
  const response =
    body === undefined ? await request.get(path) : await request.post(path, { data: body });
  if (!response.ok()) throw new Error(`${path} answered ${response.status()}`);
  return (await response.json()).data;
}

/** The first products with a size in online stock, and the first of them's size. */
async function stockedProducts(request, count) {
  const found = [];
  for (const product of await apiData(request, "/api/public/products/")) {
    const stock = await apiData(request, `/api/public/products/${product.id}/stock`);
    const size = Object.keys(stock.online).find((each) => stock.online[each] > 0);
    if (size) found.push({ product, size });
    if (found.length === count) return found;
  }
  throw new Error("the demo catalogue has too few products in stock");
}

/**
 * A new customer of the shop, with favourites and a delivery address, and a cart in the tab;
 * answers the signed-in context, the customer (id and email) and the address.
 */
async function customerContext(browser, baseURL, stocked) {
  const context = await browser.newContext({ baseURL, locale: "pt-PT" });
  const persistent = await apiData(context.request, "/api/public/persistent");
  const email = `ana.${Date.now()}@example.pt`;
  const { user } = await apiData(context.request, "/api/users/client", {
    name: "Ana Teste",
    email,
    password: "sapatos-2025",
    phone: "912345678",
  });
  for (const { product } of stocked) {
    await apiData(context.request, `/api/users/client/wishlist/${product.id}`, {});
  }
  const portugal = persistent.countries.find((country) => country.code === "PT");
  const address = {
    name: "Ana Teste",
    country: portugal?.id ?? null,
    street: "Rua Augusta 100, 2.º Esq.",
    city: "Lisboa",
    postalCode: "1100-048",
  };
  await apiData(context.request, "/api/users/client/address", { forInvoice: false, ...address });
  const [first] = stocked;
  const cart = { [first.product.id]: { id: first.product.id, quantities: { [first.size]: 1 } } };
  await context.addInitScript((value) => {
    if (!window.localStorage.getItem("cart")) window.localStorage.setItem("cart", value);
  }, JSON.stringify(cart));
  return { context, user: { id: user.id, email }, address };
}

/**
 * A purchase of the customer, as the e2e journeys make one (e2e/returns.spec.ts): one unit of each
 * of `bought`, paid by the sandbox's test card, sent and delivered by the back office (`staff`),
 * then the first of them asked back. The rest can still be returned: the order's page shows its
 * returns form. Answers the purchase's reference.
 */
async function deliveredPurchase(customer, staff, bought) {
  const { context, user, address } = customer;
  const cart = Object.fromEntries(
    bought.map(({ product, size }) => [product.id, { id: product.id, quantities: { [size]: 1 } }]),
  );
  const purchase = await apiData(context.request, "/api/public/purchase/generate", {
    clientId: user.id,
    cart,
    contacts: { email: user.email, phone: "912345678" },
    addressDelivery: address,
    paymentMethod: "CREDIT",
  });
  await apiData(context.request, "/api/dev/payments/card/pay", {
    clientSecret: purchase.paymentKey,
    cardNumber: "4242424242424242",
  });
  const order = `/api/admin/orders/${purchase.idShort}`;
  await apiData(staff.request, `${order}/dispatch-request`, {});
  await apiData(staff.request, `${order}/dispatch`, {
    carrier: "CTT",
    trackingNumber: "RR111222333PT",
  });
  await apiData(staff.request, `${order}/delivered`, {});
  const [returned] = bought;
  await apiData(context.request, `/api/users/client/purchase/${purchase.id}/returns`, {
    kind: "RETURN",
    reason: "TOO_BIG",
    lines: [{ productId: returned.product.id, size: returned.size, quantity: 1 }],
  });
  return purchase.idShort;
}

/** The demo owner signed in to the back office; answers the context and its sections. */
async function staffContext(browser, baseURL) {
  const context = await browser.newContext({ baseURL, locale: "pt-PT" });
  const page = await context.newPage();
  await page.goto("/admin");
  const form = page.getByRole("form", { name: "Iniciar sessão" });
  await form.getByLabel("Email").fill(OWNER.email);
  await form.getByLabel("Palavra-passe").fill(OWNER.password);
  await form.getByRole("button", { name: "Entrar" }).click();
  const nav = page.getByRole("navigation", { name: "Secções" });
  await nav.waitFor();
  const sections = await nav
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => new URL(link.href).pathname));
  await page.close();
  return { context, sections: [...new Set(sections)] };
}

/** Lets lazy pictures load: down the page and back up, then the network quiet. */
async function settle(page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, 0);
    await document.fonts.ready;
  });
  await page.waitForLoadState("networkidle").catch(() => {});
}

/** Shoots each of `pages` (a name, its address, and what to do there first, if anything). */
async function shoot(context, pages) {
  for (const { name, url, before } of pages) {
    for (const width of WIDTHS) {
      const page = await context.newPage();
      await page.setViewportSize({ width, height: 900 });
      await page.goto(url, { waitUntil: "networkidle" }).catch(() => {});
      if (before) await before(page);
      await settle(page);
      await page.screenshot({
        path: join(out, shotFile(name, width)),
        fullPage: true,
        animations: "disabled",
      });
      await page.close();
    }
    console.log(`  ${name}  ${url}`);
  }
}

buildWhenNeeded();
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const shop = await startShop();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--disable-gpu", "--no-first-run", "--disable-background-networking"],
});
try {
  const request = (await browser.newContext({ baseURL: shop.baseURL })).request;
  const stocked = await stockedProducts(request, 5);
  const product = stocked[0].product;
  const soldOut = await apiData(request, "/api/public/products/sold-out");

  const visitorPages = [
    { name: "home", url: "/home" },
    { name: "products", url: "/products" },
    { name: "search", url: "/products?search=botas" },
    { name: "product", url: `/product/${product.id}` },
    ...(soldOut.length ? [{ name: "product-sold-out", url: `/product/${soldOut[0]}` }] : []),
    { name: "stores", url: "/stores" },
    { name: "contacts", url: "/contacts" },
    { name: "customize", url: "/customize" },
    { name: "about", url: "/about" },
    { name: "terms", url: "/terms" },
    { name: "privacy", url: "/privacy" },
    { name: "sign", url: "/sign" },
    { name: "sign-recover", url: "/sign/recover" },
    { name: "not-found", url: "/pagina-que-nao-existe" },
  ];
  const staff = await staffContext(browser, shop.baseURL);
  const customer = await customerContext(browser, shop.baseURL, stocked.slice(0, 3));
  const idShort = await deliveredPurchase(customer, staff.context, stocked.slice(3, 5));
  const purchase = `/account/purchases?encomenda=${idShort}`;
  const customerPages = [
    { name: "cart", url: "/cart" },
    { name: "checkout", url: "/checkout" },
    { name: "account-settings", url: "/account/settings" },
    { name: "account-wishlist", url: "/account/wishlist" },
    { name: "account-purchases", url: "/account/purchases" },
    { name: "account-purchase", url: purchase },
    {
      name: "account-purchase-return",
      url: purchase,
      before: async (page) => {
        const details = page.getByRole("region", { name: new RegExp(idShort) });
        await details.getByRole("button", { name: "Devolver ou trocar artigos" }).click();
        await details.getByLabel("Motivo").waitFor();
      },
    },
    { name: "account-delete", url: "/account/delete" },
  ];
  console.log(`Shooting the shop at ${shop.baseURL} into ${out}`);
  await shoot(await browser.newContext({ baseURL: shop.baseURL, locale: "pt-PT" }), visitorPages);
  await shoot(customer.context, customerPages);
  const staffPages = [
    ...staff.sections.map((path) => ({ name: path.slice(1).replace(/\//g, "-"), url: path })),
    { name: "admin-encomenda", url: `/admin/encomendas/${idShort}` },
    { name: "admin-produto-novo", url: "/admin/produtos/novo" },
    { name: "admin-produto", url: `/admin/produtos/${product.id}` },
  ];
  await shoot(staff.context, staffPages);

  const groups = [
    { title: "Loja: visitante", pages: visitorPages },
    { title: "Loja: cliente com sessão iniciada", pages: customerPages },
    { title: "Back office (dono)", pages: staffPages },
  ];
  writeFileSync(join(out, "index.html"), shotsIndex(groups, WIDTHS));
  console.log(`Open ${join(out, "index.html")}`);
} finally {
  await browser.close();
  shop.stop();
}
