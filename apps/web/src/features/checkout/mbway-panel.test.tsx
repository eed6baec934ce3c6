import { checkoutMessages, type GeneratedPurchase } from "@shop/shared";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { paymentsConfigQuery } from "./api";
import { MbwayPanel } from "./mbway-panel";

const purchase: GeneratedPurchase = {
  paymentMethod: "MBWAY",
  paymentKey: null,
  id: 7,
  idShort: "ABCD1234",
  paymentReference: null,
  paymentEntity: null,
  paymentValue: 49.9,
  paymentExpiresAt: null,
};
const waiting = {
  idShort: purchase.idShort,
  state: "REGISTERED",
  paid: false,
  request: { status: "PENDING" as const, expiresAt: new Date(Date.now() + 240_000).toISOString() },
};

/**
 * The MB WAY requests the panel sent, answered at the network's edge: the test files of a worker
 * share one module graph, so a `vi.mock` of ./api may come after the panel holds the real one.
 */
const sentPhones: string[] = [];
const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
  if (url.endsWith("/public/purchase/mbway/status")) {
    return Response.json({ valid: true, data: { ...waiting, request: null } });
  }
  if (url.endsWith("/public/purchase/mbway")) {
    sentPhones.push(JSON.parse(String(init.body)).phone);
    return Response.json({ valid: true, data: waiting });
  }
  throw new Error(`no answer for ${url}`);
});

beforeEach(() => {
  sentPhones.length = 0;
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPanel(contactPhone: string) {
  const client = new QueryClient();
  client.setQueryData(paymentsConfigQuery.queryKey, {
    provider: "sandbox",
    publishableKey: null,
    methods: ["MULTIBANCO", "CREDIT", "MBWAY"],
  });
  render(
    <QueryClientProvider client={client}>
      <MbwayPanel
        purchase={purchase}
        contactPhone={contactPhone}
        onPaid={() => undefined}
        onSwitched={() => undefined}
      />
    </QueryClientProvider>,
  );
  return screen.getByLabelText("Número de telemóvel com MB WAY") as HTMLInputElement;
}

describe("the MB WAY box's number", () => {
  it.each([
    ["(351) 961234567", "961234567"],
    ["+351 961 234 567", "961234567"],
    ["+34 600 11 22 33", ""],
    ["(351) 213420118", ""],
    ["(351) 96123", ""],
  ])("starts from the contact phone %s as '%s'", (contactPhone, shown) => {
    expect(renderPanel(contactPhone).value).toBe(shown);
  });

  it("takes a number typed with +351 whole, and sends its 9 digits", async () => {
    const input = renderPanel("");
    await userEvent.type(input, "+351 961 234 567");
    expect(input.value).toBe("+351 961 234 567");
    await userEvent.click(screen.getByRole("button", { name: "Enviar pedido MB WAY" }));
    await waitFor(() => expect(sentPhones).toEqual(["961234567"]));
  });

  it.each(["+34 600 112 233", "96123456", "9612345678", "96123456a"])(
    "refuses %s on the field, sending nothing",
    async (typed) => {
      const input = renderPanel("");
      await userEvent.type(input, typed);
      await userEvent.click(screen.getByRole("button", { name: "Enviar pedido MB WAY" }));
      expect(sentPhones).toEqual([]);
      expect(input.getAttribute("aria-invalid")).toBe("true");
      expect(document.getElementById("mbway-phone-error")?.textContent).toBe(
        checkoutMessages.mbwayPhone,
      );
    },
  );
});
