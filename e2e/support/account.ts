import {
  type Browser,
  type BrowserContext,
  test as base,
  expect,
  type Page,
} from "@playwright/test";
import { apiData } from "./checkout-shop.ts";

type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;

/** A customer registered through the API, with the session cookie of that registration. */
export interface Customer {
  id: number;
  name: string;
  email: string;
  password: string;
  storageState: StorageState;
}

let counter = 0;

/** An address nobody else in the run uses. */
export function uniqueEmail(tag: string): string {
  counter += 1;
  const stamp = `${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
  return `e2e.${tag}.${stamp}@example.pt`;
}

let registered = 0;
/**
 * Each customer registers from an address of their own (documentation range, behind the shop's
 * trusted proxy): the journeys' registrations stay under the per-address limit however many
 * specs register, as real customers do.
 */
const ownAddress = () => {
  registered += 1;
  return `198.51.100.${(process.pid + registered) % 250}`;
};

/** Registers a customer through the API, from an address of their own. */
export async function registerCustomer(
  browser: Browser,
  baseURL: string,
  tag: string,
): Promise<Customer> {
  const context = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { "x-forwarded-for": ownAddress() },
  });
  const body = {
    name: "Cliente Teste",
    email: uniqueEmail(tag),
    password: "sapatos-2025",
    phone: "912345678",
  };
  const response = await context.request.post("/api/users/client", { data: body });
  expect(response.ok(), `register answered ${response.status()}`).toBe(true);
  const { data } = (await response.json()) as { data: { user: { id: number } } };
  const storageState = await context.storageState();
  await context.close();
  return { ...body, id: data.user.id, storageState };
}

/**
 * Tests of a signed-in customer: one customer per worker, and every test's browser starts with
 * their session cookie (no login call per test). A test may change the account's email
 * (account.spec.ts): each test gets the one the account has when it starts.
 */
export const customerTest = base.extend<{ customer: Customer }, { workerCustomer: Customer }>({
  workerCustomer: [
    async ({ browser }, use, workerInfo) => {
      const baseURL = String(workerInfo.project.use.baseURL);
      await use(await registerCustomer(browser, baseURL, `w${workerInfo.workerIndex}`));
    },
    { scope: "worker" },
  ],
  customer: async ({ workerCustomer, playwright, baseURL }, use) => {
    const request = await playwright.request.newContext({
      baseURL,
      storageState: workerCustomer.storageState,
    });
    const { email } = await apiData<{ email: string }>(request, "/api/users/client");
    await request.dispose();
    await use({ ...workerCustomer, email });
  },
  storageState: async ({ workerCustomer }, use) => {
    await use(workerCustomer.storageState);
  },
});

/** Fills and sends the login box of /sign. */
export async function logIn(page: Page, email: string, password: string): Promise<void> {
  const form = page.getByRole("form", { name: "Entrar" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Palavra-passe").fill(password);
  await form.getByRole("button", { name: "Entrar" }).click();
}

/** The header's account links of a signed-in customer. */
export function headerAccount(page: Page) {
  const header = page.getByRole("banner");
  return {
    account: header.getByRole("link", { name: "A minha conta" }),
    favourites: header.getByRole("link", { name: "Favoritos" }),
    signOut: header.getByRole("button", { name: "Sair" }),
    sign: header.getByRole("link", { name: "Registar / Entrar" }),
  };
}
