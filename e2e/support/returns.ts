import { type Browser, expect, type Locator, type Page } from "@playwright/test";
import type { GeneratedPurchase } from "@shop/shared";
import { type Customer, registerCustomer } from "./account.ts";
import { demoStaff, signInAsStaff } from "./admin.ts";
import { apiData, stockedProduct } from "./checkout-shop.ts";

// Delivered purchases and their returns, as the returns' journeys need them.

type PaidWith = "CREDIT" | "MBWAY" | "MULTIBANCO";

export async function pageOf(
  browser: Browser,
  baseURL: string,
  customer?: Customer,
): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    ...(customer ? { storageState: customer.storageState } : {}),
  });
  return context.newPage();
}

/**
 * The buyer (a customer, or a guest: no id) buys one unit of each size and pays by test card, at
 * the sandbox bank's MULTIBANCO, or (a signed-in customer) by MB WAY, accepting the request on the
 * sandbox's test bank.
 */
export async function paidBy(
  shopper: Page,
  buyer: { id: number | null; email: string },
  productId: number,
  sizes: string[],
  method: PaidWith = "CREDIT",
): Promise<string> {
  const purchase = await apiData<GeneratedPurchase>(
    shopper.request,
    "/api/public/purchase/generate",
    {
      clientId: buyer.id,
      cart: {
        [productId]: { id: productId, quantities: Object.fromEntries(sizes.map((s) => [s, 1])) },
      },
      contacts: { email: buyer.email, phone: "912345678" },
      addressDelivery: {
        name: "Rita Devolução",
        country: 1,
        street: "Rua do Carmo 7",
        city: "Lisboa",
        postalCode: "1200-093",
      },
      paymentMethod: method,
    },
  );
  if (method === "MULTIBANCO") {
    await apiData(shopper.request, "/api/dev/payments/multibanco/pay", {
      entity: purchase.paymentEntity,
      reference: purchase.paymentReference,
      value: purchase.paymentValue,
    });
    return purchase.idShort;
  }
  if (method === "CREDIT") {
    await apiData(shopper.request, "/api/dev/payments/card/pay", {
      clientSecret: purchase.paymentKey,
      cardNumber: "4242424242424242",
    });
    return purchase.idShort;
  }
  const own = { idShort: purchase.idShort, idempotencyKey: null };
  await apiData(shopper.request, "/api/public/purchase/mbway", { ...own, phone: "912345678" });
  const pending = await apiData<Array<{ requestId: string; orderId: string }>>(
    shopper.request,
    "/api/dev/payments/mbway/pending",
  );
  const request = pending.find((r) => r.orderId === purchase.idShort);
  if (!request) throw new Error(`no MB WAY request for ${purchase.idShort}`);
  await apiData(shopper.request, "/api/dev/payments/mbway/answer", {
    requestId: request.requestId,
    accept: true,
  });
  await apiData(shopper.request, "/api/public/purchase/mbway/status", own);
  return purchase.idShort;
}

/** The back office's own moves take an order to DELIVERED (as a manager would, click by click). */
export async function deliver(staff: Page, idShort: string) {
  const base = `/api/admin/orders/${idShort}`;
  for (const [step, body] of [
    ["dispatch-request", {}],
    ["dispatch", { carrier: "CTT", trackingNumber: "RR111222333PT" }],
    ["delivered", {}],
  ] as const) {
    const response = await staff.request.post(`${base}/${step}`, { data: body });
    expect(response.ok(), `${step} answered ${response.status()}`).toBe(true);
  }
}

/** A signed-in manager who has sent and delivered the purchase `idShort`. */
export async function deliveredBy(
  browser: Browser,
  baseURL: string,
  idShort: string,
): Promise<Page> {
  const manager = await pageOf(browser, baseURL);
  await signInAsStaff(manager, demoStaff.manager);
  await deliver(manager, idShort);
  return manager;
}

/**
 * A registered customer (`tag`) pays (by card unless told) for one unit of the first `bought` of
 * two stocked sizes of the `slot`-th product; a manager delivers it.
 */
export async function deliveredToCustomer(
  browser: Browser,
  baseURL: string,
  { slot, tag, bought, method }: { slot: number; tag: string; bought: number; method?: PaidWith },
) {
  const stocked = await stockedProduct((await pageOf(browser, baseURL)).request, slot, {
    sizes: 2,
    units: 3,
  });
  const sizes = stocked.sizes as [string, string];
  const customer = await registerCustomer(browser, baseURL, tag);
  const shopper = await pageOf(browser, baseURL, customer);
  const idShort = await paidBy(
    shopper,
    customer,
    stocked.product.id,
    sizes.slice(0, bought),
    method,
  );
  const manager = await deliveredBy(browser, baseURL, idShort);
  return { sizes, shopper, manager, idShort };
}

/**
 * At the order's page in the back office, the return is marked received and accepted;
 * `sellable`, the size whose units go back to stock.
 */
export async function receiveAndAccept(order: Locator, sellable?: string) {
  await order.getByRole("button", { name: "Marcar como recebida" }).click();
  await expect(order.getByRole("status")).toHaveText(
    "Devolução recebida. O cliente vai receber um email.",
  );
  if (sellable) await order.getByLabel(new RegExp(`Vendável.*${sellable}\\)`)).check();
  await order.getByRole("button", { name: "Aceitar" }).click();
  await expect(order.getByRole("status")).toHaveText(
    "Devolução aceite. O cliente vai receber um email.",
  );
}

export async function openReturns(shopper: Page, idShort: string) {
  await shopper.goto(`/account/purchases?encomenda=${idShort}`);
  const details = shopper.getByRole("region", { name: new RegExp(idShort) });
  await expect(details.getByText("Devoluções e trocas")).toBeVisible();
  return details;
}
