import { SANDBOX_CARDS } from "../src/payments/sandbox-provider.ts";
import type { TestApp } from "./app.ts";
import { generate, post, purchaseBody } from "./purchases.ts";

export interface TestOrder {
  id: number;
  idShort: string;
  email: string;
  totalCents: number;
}

type Overrides = Parameters<typeof purchaseBody>[0];

async function generated(
  shop: TestApp,
  overrides: Overrides,
): Promise<TestOrder & Record<string, unknown>> {
  const body = purchaseBody(overrides);
  const response = await generate(shop, body);
  if (response.statusCode !== 200) throw new Error(`generate failed: ${response.body}`);
  const data = response.json().data;
  const email = (body.contacts as { email: string }).email;
  return { ...data, email, totalCents: Math.round(data.paymentValue * 100) };
}

/** A guest's purchase waiting for its MULTIBANCO payment. */
export async function unpaidOrder(shop: TestApp, overrides: Overrides = {}): Promise<TestOrder> {
  return generated(shop, { paymentMethod: "MULTIBANCO", ...overrides });
}

/** A guest's purchase paid by MULTIBANCO, as the sandbox bank pays it. */
export async function paidByMultibanco(
  shop: TestApp,
  overrides: Overrides = {},
): Promise<TestOrder> {
  const order = await generated(shop, { paymentMethod: "MULTIBANCO", ...overrides });
  const paid = await post(shop, "/dev/payments/multibanco/pay", {
    entity: order.paymentEntity,
    reference: order.paymentReference,
    value: order.totalCents / 100,
  });
  if (paid.statusCode !== 200) throw new Error(`pay failed: ${paid.body}`);
  return order;
}

/** A guest's purchase paid with the sandbox's test card. */
export async function paidByCard(shop: TestApp, overrides: Overrides = {}): Promise<TestOrder> {
  const order = await generated(shop, { paymentMethod: "CREDIT", ...overrides });
  const paid = await post(shop, "/dev/payments/card/pay", {
    clientSecret: order.paymentKey,
    cardNumber: SANDBOX_CARDS.success,
  });
  if (paid.statusCode !== 200) throw new Error(`card failed: ${paid.body}`);
  return order;
}
