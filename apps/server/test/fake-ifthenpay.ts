import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { DAY_MS, lisbonDay } from "@shop/shared";

export const IFTHENPAY_KEYS = {
  IFTHENPAY_MB_ENTITY: "11604",
  IFTHENPAY_MB_SUBENTITY: "999",
  IFTHENPAY_MBWAY_KEY: "ABC-123456",
  IFTHENPAY_BACKOFFICE_KEY: "1111-2222-3333-4444",
  IFTHENPAY_ANTI_PHISHING_KEY: "anti-phishing-key-of-the-tests",
};

/** The MB Key of a contract with dynamic MULTIBANCO references (not in the default configuration). */
export const IFTHENPAY_MB_KEY = "XYZ-654321";

/** The shop's configuration for ifthenpay (MULTIBANCO and MB WAY), pointed at a fake's address. */
export const ifthenpayConfig = (apiUrl: string) => ({
  ...IFTHENPAY_KEYS,
  MULTIBANCO_PROVIDER: "ifthenpay",
  MBWAY_PROVIDER: "ifthenpay",
  IFTHENPAY_API_URL: apiUrl,
  IFTHENPAY_TIMEOUT_MS: "1000",
});

/** The entity of the fake's dynamic references (ifthenpay's own, not the contract's). */
export const FAKE_DYNAMIC_ENTITY = "12345";

/** ifthenpay's date of a deadline: "dd-mm-yyyy", `days` after today in Lisbon. */
function expiryDate(days: number) {
  const [year, month, day] = lisbonDay(new Date(Date.now() + days * DAY_MS)).split("-");
  return `${day}-${month}-${year}`;
}

/** A dynamic MULTIBANCO reference the fake issued. */
export interface FakeReference {
  orderId: string;
  amount: string;
  entity: string;
  reference: string;
  expiryDate: string;
}

interface FakeRequest {
  orderId: string;
  amount: string;
  mobileNumber: string;
  /** ifthenpay's status code: 123 pending, 000 paid, 020 refused, 101 expired. */
  status: string;
}

/**
 * A local stand-in for ifthenpay's API at the network's edge: MB WAY requests pushed to a phone,
 * their status (set by the test, as the phone's owner would), and refunds; dynamic MULTIBANCO
 * references with their deadline. It can be down (503), failing (500, having done nothing), slow
 * (does the work, then answers after `slowMs`), refuse the
 * next MB WAY request (a number without MB WAY) or reference, or give the next reference a number
 * of the test's (ifthenpay reuses the numbers of references that ended).
 */
export async function startFakeIfthenpay() {
  const requests = new Map<string, FakeRequest>();
  const references = new Map<string, FakeReference>();
  let next = 1;
  let nextReference = 100_000_000;
  const state = {
    down: false,
    failing: false,
    slowMs: 0,
    refuseNext: false,
    refuseNextReference: false,
    reuseReference: null as string | null,
    calls: [] as Array<{ method: string; path: string; body: Record<string, unknown> | null }>,
    refunds: [] as Array<Record<string, unknown>>,
  };

  function reply(res: ServerResponse, status: number, payload: unknown) {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(payload));
  }

  async function bodyOf(req: IncomingMessage) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString();
    return text ? (JSON.parse(text) as Record<string, unknown>) : null;
  }

  function handle(
    method: string,
    url: URL,
    body: Record<string, unknown> | null,
  ): [number, unknown] {
    if (method === "POST" && url.pathname === "/spg/payment/mbway") {
      if (body?.mbWayKey !== IFTHENPAY_KEYS.IFTHENPAY_MBWAY_KEY) return [200, { Status: "999" }];
      if (state.refuseNext) {
        state.refuseNext = false;
        return [200, { Status: "122", Message: "Transação recusada ao utilizador" }];
      }
      const requestId = `req-${next++}`;
      requests.set(requestId, {
        orderId: String(body.orderId),
        amount: String(body.amount),
        mobileNumber: String(body.mobileNumber),
        status: "123",
      });
      const { amount, orderId } = body;
      return [
        200,
        {
          Amount: amount,
          Message: "Pending",
          OrderId: orderId,
          RequestId: requestId,
          Status: "000",
        },
      ];
    }
    if (method === "GET" && url.pathname === "/spg/payment/mbway/status") {
      const request = requests.get(url.searchParams.get("requestId") ?? "");
      if (!request || url.searchParams.get("mbWayKey") !== IFTHENPAY_KEYS.IFTHENPAY_MBWAY_KEY)
        return [200, { Status: "999", Message: "Not found" }];
      return [200, { Status: request.status, Message: "" }];
    }
    if (method === "POST" && url.pathname === "/multibanco/reference/init") {
      if (body?.mbKey !== IFTHENPAY_MB_KEY || state.refuseNextReference) {
        state.refuseNextReference = false;
        return [200, { Status: "-1", Message: "Invalid MB Key" }];
      }
      const requestId = `mbref-${next++}`;
      nextReference += 1;
      const reference = state.reuseReference ?? String(nextReference);
      state.reuseReference = null;
      const issued = {
        orderId: String(body.orderId),
        amount: String(body.amount),
        entity: FAKE_DYNAMIC_ENTITY,
        reference,
        expiryDate: expiryDate(Number(body.expiryDays ?? 0)),
      };
      references.set(requestId, issued);
      return [
        200,
        {
          Amount: issued.amount,
          Entity: issued.entity,
          ExpiryDate: issued.expiryDate,
          Message: "Success",
          OrderId: issued.orderId,
          Reference: issued.reference,
          RequestId: requestId,
          Status: "0",
        },
      ];
    }
    if (method === "POST" && url.pathname === "/v2/payments/refund") {
      if (body?.backofficekey !== IFTHENPAY_KEYS.IFTHENPAY_BACKOFFICE_KEY)
        return [200, { Code: "-1", Message: "Invalid backoffice key" }];
      state.refunds.push(body);
      return [200, { Code: "1", Message: "Success" }];
    }
    return [404, { Message: "Not found" }];
  }

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    const body = await bodyOf(req);
    state.calls.push({ method: req.method ?? "GET", path: url.pathname, body });
    if (state.down) return reply(res, 503, { Message: "Service unavailable" });
    if (state.failing) return reply(res, 500, { Message: "Internal error" });
    const [status, payload] = handle(req.method ?? "GET", url, body);
    if (state.slowMs > 0) await new Promise((resolve) => setTimeout(resolve, state.slowMs));
    reply(res, status, payload);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("no address");

  return {
    url: `http://127.0.0.1:${address.port}`,
    state,
    requests,
    references,
    /** The phone's owner answers: '000' accepts, '020' refuses, '101' lets it expire. */
    answer(requestId: string, status: "000" | "020" | "101") {
      const request = requests.get(requestId);
      if (!request) throw new Error(`no fake request ${requestId}`);
      request.status = status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
