import { SANDBOX_CARDS } from "../src/payments/sandbox-provider.ts";
import { registered } from "./accounts.ts";
import type { TestApp } from "./app.ts";
import { nextAddress, post, purchaseBody } from "./purchases.ts";
import type { asStaff } from "./staff.ts";

type Staff = ReturnType<typeof asStaff>;

/** The sandbox's test bank accepts the MB WAY request waiting for the purchase `idShort`. */
async function acceptOnSandbox(shop: TestApp, idShort: string) {
  const pending = await shop.app.inject({ url: "/api/dev/payments/mbway/pending" });
  const request = (pending.json().data as Array<{ requestId: string; orderId: string }>).find(
    (r) => r.orderId === idShort,
  );
  if (!request) throw new Error(`no MB WAY request waits for ${idShort}`);
  await post(shop, "/dev/payments/mbway/answer", { requestId: request.requestId, accept: true });
}

let phones = 0;

/**
 * A signed-in customer's purchase of the fixture's sandals in sizes 36 and 38, paid (by the
 * sandbox's test card, by MULTIBANCO, or by MB WAY: the request pushed to a phone of its own and
 * accepted, by default on the sandbox's test bank) and taken to DELIVERED by `staff` as the back
 * office does.
 */
export async function deliveredPurchase(
  shop: TestApp,
  staff: Staff,
  options: {
    method?: "CREDIT" | "MULTIBANCO" | "MBWAY";
    customer?: Awaited<ReturnType<typeof registered>>;
    acceptMbway?: (idShort: string) => Promise<void> | void;
    /** Gift cards paying part of it first. */
    giftCardCodes?: string[];
    /** The language of the page it is bought on (its Accept-Language); none said when not given. */
    language?: "pt" | "en";
  } = {},
) {
  const customer = options.customer ?? (await registered(shop));
  const method = options.method ?? "CREDIT";
  const body = purchaseBody({
    paymentMethod: method,
    contacts: { email: customer.user.email, phone: "(351) 912345678" },
    giftCardCodes: options.giftCardCodes ?? [],
  });
  const generated = await shop.app.inject({
    method: "POST",
    url: "/api/public/purchase/generate",
    payload: body as object,
    cookies: { authToken: customer.token },
    ...(options.language ? { headers: { "accept-language": options.language } } : {}),
    remoteAddress: nextAddress(),
  });
  if (generated.statusCode !== 200) throw new Error(`generate failed: ${generated.body}`);
  const data = generated.json().data;
  const idShort = data.idShort as string;
  const paid =
    method === "MBWAY"
      ? await payByMbway(shop, customer.token, idShort, options.acceptMbway)
      : method === "CREDIT"
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

/** The buyer pushes an MB WAY request to a phone, it is accepted, and the checkout asks its state. */
async function payByMbway(
  shop: TestApp,
  token: string,
  idShort: string,
  accept: (idShort: string) => Promise<void> | void = (id) => acceptOnSandbox(shop, id),
) {
  phones += 1;
  const own = (url: string, payload: object) =>
    shop.app.inject({
      method: "POST",
      url: `/api/public/purchase${url}`,
      payload,
      cookies: { authToken: token },
      remoteAddress: nextAddress(),
    });
  const phone = `93${String(phones).padStart(7, "0")}`;
  const pushed = await own("/mbway", { idShort, phone });
  if (pushed.statusCode !== 200) return pushed;
  await accept(idShort);
  return own("/mbway/status", { idShort });
}
