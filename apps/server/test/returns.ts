import { SANDBOX_CARDS } from "../src/payments/sandbox-provider.ts";
import { registered } from "./accounts.ts";
import type { TestApp } from "./app.ts";
import { nextAddress, post, purchaseBody } from "./purchases.ts";
import type { asStaff } from "./staff.ts";

type Staff = ReturnType<typeof asStaff>;

/**
 * A signed-in customer's purchase of the fixture's sandals in sizes 36 and 38, paid (by the
 * sandbox's test card, or by MULTIBANCO) and taken to DELIVERED by `staff` as the back office does.
 */
export async function deliveredPurchase(
  shop: TestApp,
  staff: Staff,
  options: {
    method?: "CREDIT" | "MULTIBANCO";
    customer?: Awaited<ReturnType<typeof registered>>;
  } = {},
) {
  const customer = options.customer ?? (await registered(shop));
  const method = options.method ?? "CREDIT";
  const body = purchaseBody({
    paymentMethod: method,
    contacts: { email: customer.user.email, phone: "(351) 912345678" },
  });
  const generated = await shop.app.inject({
    method: "POST",
    url: "/api/public/purchase/generate",
    payload: body as object,
    cookies: { authToken: customer.token },
    remoteAddress: nextAddress(),
  });
  if (generated.statusCode !== 200) throw new Error(`generate failed: ${generated.body}`);
  const data = generated.json().data;
  const paid =
    method === "CREDIT"
      ? await post(shop, "/dev/payments/card/pay", {
          clientSecret: data.paymentKey,
          cardNumber: SANDBOX_CARDS.success,
        })
      : await post(shop, "/dev/payments/multibanco/pay", {
          entity: data.paymentEntity,
          reference: data.paymentReference,
          value: data.paymentValue,
        });
  if (paid.statusCode !== 200) throw new Error(`pay failed: ${paid.body}`);
  const idShort = data.idShort as string;
  for (const [url, payload] of [
    ["dispatch-request", {}],
    ["dispatch", { carrier: "CTT", trackingNumber: "RR123456789PT" }],
    ["delivered", {}],
  ] as const) {
    const moved = await staff("POST", `/orders/${idShort}/${url}`, payload);
    if (moved.statusCode !== 200) throw new Error(`${url} failed: ${moved.body}`);
  }
  return {
    id: data.id as number,
    idShort,
    totalCents: Math.round(data.paymentValue * 100),
    customer,
  };
}
