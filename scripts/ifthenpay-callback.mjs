// `node scripts/ifthenpay-callback.mjs <multibanco|mbway|fake> [options]`: tries ifthenpay by hand
// against a running shop, without ifthenpay. `multibanco` and `mbway` send one callback shaped as
// ifthenpay sends it (a GET with the anti-phishing key); `fake` serves ifthenpay's MB WAY API and
// its dynamic MULTIBANCO references on a local port, answers every MB WAY request pushed to it
// after a few seconds (accept, refuse or let it expire) and, when accepted, sends the shop the
// callback (a reference it issued is paid the same way). docs/payments.md shows the steps.

import { realpathSync } from "node:fs";
import { createServer } from "node:http";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

const USAGE = `Usage:
  node scripts/ifthenpay-callback.mjs multibanco --entity 11604 --reference 999000123 --amount 12.34 [--request-id <id>]
  node scripts/ifthenpay-callback.mjs mbway --request-id <id> --amount 12.34 [--order <code>]
  node scripts/ifthenpay-callback.mjs fake [--port 4010] [--answer accept|refuse|expire] [--after 5]
Options: --shop <url> (default http://localhost:3000), --key <anti-phishing key>
         (default $IFTHENPAY_ANTI_PHISHING_KEY).`;

/** ifthenpay's date and time of a payment: 'dd-mm-yyyy hh:mm:ss'. */
export function paymentTime(date = new Date()) {
  const two = (n) => String(n).padStart(2, "0");
  return `${two(date.getDate())}-${two(date.getMonth() + 1)}-${date.getFullYear()} ${two(date.getHours())}:${two(date.getMinutes())}:${two(date.getSeconds())}`;
}

/** ifthenpay's deadline of a dynamic reference: "dd-mm-yyyy", `days` after today in Lisbon. */
export function referenceExpiry(days, now = new Date()) {
  const lisbon = new Intl.DateTimeFormat("en-CA", {
    timeZone: "Europe/Lisbon",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  });
  const [year, month, day] = lisbon.format(new Date(now.getTime() + days * 86_400_000)).split("-");
  return `${day}-${month}-${year}`;
}

/** The address ifthenpay calls when a reference is paid (a dynamic one may name its request). */
export function multibancoCallbackUrl(shop, { key, entity, reference, amount, paidAt, requestId }) {
  const query = new URLSearchParams({
    key,
    entidade: entity,
    referencia: reference.replace(/\s/g, ""),
    valor: amount,
    datahorapag: paidAt,
    terminal: "ifthenpay-callback.mjs",
    ...(requestId ? { requestId } : {}),
  });
  return `${shop.replace(/\/+$/, "")}/api/payments/ifthenpay/multibanco?${query}`;
}

/** The address ifthenpay calls when an MB WAY request is paid. */
export function mbwayCallbackUrl(shop, { key, requestId, amount, orderId, paidAt }) {
  const query = new URLSearchParams({
    key,
    orderId: orderId ?? "",
    amount,
    requestId,
    payment_datetime: paidAt,
  });
  return `${shop.replace(/\/+$/, "")}/api/payments/ifthenpay/mbway?${query}`;
}

async function send(url) {
  const response = await fetch(url);
  console.log(`${response.status} ${await response.text()}`);
  return response.ok;
}

const ANSWERS = { accept: "000", refuse: "020", expire: "101" };

/** The entity of the fake's dynamic references. */
const FAKE_ENTITY = "12345";

/** ifthenpay's API on a local port: MB WAY requests, their status, refunds; dynamic references. */
function startFake(options) {
  const requests = new Map();
  let next = 1;
  let nextReference = 100_000_000;
  const json = (res, status, body) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  };
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    let text = "";
    for await (const chunk of req) text += chunk;
    const body = text ? JSON.parse(text) : {};
    if (req.method === "POST" && url.pathname === "/spg/payment/mbway") {
      const requestId = `fake-${Date.now()}-${next++}`;
      requests.set(requestId, { ...body, status: "123" });
      console.log(
        `MB WAY request ${requestId}: ${body.amount} € to ${body.mobileNumber} (${body.orderId})`,
      );
      setTimeout(() => void answer(requestId), options.afterMs);
      return json(res, 200, { ...body, RequestId: requestId, Status: "000", Message: "Pending" });
    }
    if (req.method === "GET" && url.pathname === "/spg/payment/mbway/status") {
      const request = requests.get(url.searchParams.get("requestId"));
      return json(res, 200, { Status: request?.status ?? "999" });
    }
    if (req.method === "POST" && url.pathname === "/multibanco/reference/init") {
      const requestId = `fake-ref-${Date.now()}-${next++}`;
      nextReference += 1;
      const issued = {
        Amount: body.amount,
        Entity: FAKE_ENTITY,
        ExpiryDate: referenceExpiry(Number(body.expiryDays ?? 0)),
        Message: "Success",
        OrderId: body.orderId,
        Reference: String(nextReference),
        RequestId: requestId,
        Status: "0",
      };
      console.log(
        `MULTIBANCO reference ${issued.Entity} ${issued.Reference}: ${body.amount} € (${body.orderId}) until ${issued.ExpiryDate}`,
      );
      if (options.answer === "accept") setTimeout(() => void payReference(issued), options.afterMs);
      return json(res, 200, issued);
    }
    if (req.method === "POST" && url.pathname === "/v2/payments/refund") {
      console.log(`refund of ${body.amount} € for ${body.requestId}`);
      return json(res, 200, { Code: "1", Message: "Success" });
    }
    json(res, 404, { Message: "Not found" });
  });

  async function answer(requestId) {
    const request = requests.get(requestId);
    request.status = ANSWERS[options.answer];
    console.log(`${requestId}: ${options.answer}`);
    if (options.answer !== "accept") return;
    await send(
      mbwayCallbackUrl(options.shop, {
        key: options.key,
        requestId,
        amount: request.amount,
        orderId: request.orderId,
        paidAt: paymentTime(),
      }),
    );
  }

  async function payReference(issued) {
    console.log(`${issued.RequestId}: paid`);
    await send(
      multibancoCallbackUrl(options.shop, {
        key: options.key,
        entity: issued.Entity,
        reference: issued.Reference,
        amount: issued.Amount,
        paidAt: paymentTime(),
        requestId: issued.RequestId,
      }),
    );
  }

  server.listen(options.port, "127.0.0.1", () =>
    console.log(`fake ifthenpay on http://127.0.0.1:${options.port} (IFTHENPAY_API_URL)`),
  );
}

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      shop: { type: "string", default: "http://localhost:3000" },
      key: { type: "string", default: process.env.IFTHENPAY_ANTI_PHISHING_KEY ?? "" },
      entity: { type: "string" },
      reference: { type: "string" },
      amount: { type: "string" },
      "request-id": { type: "string" },
      order: { type: "string" },
      port: { type: "string", default: "4010" },
      answer: { type: "string", default: "accept" },
      after: { type: "string", default: "5" },
    },
  });
  const [command] = positionals;
  const paidAt = paymentTime();
  if (command === "multibanco" && values.entity && values.reference && values.amount) {
    const { entity, reference, amount, key } = values;
    const requestId = values["request-id"];
    const url = multibancoCallbackUrl(values.shop, {
      key,
      entity,
      reference,
      amount,
      paidAt,
      requestId,
    });
    process.exitCode = (await send(url)) ? 0 : 1;
  } else if (command === "mbway" && values["request-id"] && values.amount) {
    const url = mbwayCallbackUrl(values.shop, {
      key: values.key,
      requestId: values["request-id"],
      amount: values.amount,
      orderId: values.order,
      paidAt,
    });
    process.exitCode = (await send(url)) ? 0 : 1;
  } else if (command === "fake" && values.answer in ANSWERS) {
    startFake({ ...values, port: Number(values.port), afterMs: Number(values.after) * 1000 });
  } else {
    console.error(USAGE);
    process.exitCode = 2;
  }
}

if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
