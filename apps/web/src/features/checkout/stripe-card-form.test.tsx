import { act, cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

// Stripe.js as the provider's network would give it: a payment element mounted into the page and
// a payment its bank declines. The React library in between is the real one, on Preact.
const mounted: HTMLElement[] = [];
const confirmPayment = vi.fn(async () => ({ error: { message: "O seu cartão foi recusado." } }));
const fakeStripe = {
  elements: () => ({
    create: () => ({
      mount: (node: HTMLElement) => mounted.push(node),
      on: () => undefined,
      off: () => undefined,
      destroy: () => undefined,
      update: () => undefined,
    }),
    update: () => undefined,
    getElement: () => null,
  }),
  createToken: () => undefined,
  createPaymentMethod: () => undefined,
  confirmCardPayment: () => undefined,
  confirmPayment,
};
vi.mock("@stripe/stripe-js", () => ({ loadStripe: async () => fakeStripe }));

const { StripeCardForm } = await import("./stripe-card-form");
const { confirmCardPurchase } = await import("./api");

afterEach(cleanup);

describe("the card provider's form", () => {
  it("mounts the provider's payment element and shows its bank's refusal", async () => {
    render(
      <StripeCardForm
        clientSecret="pi_1_secret_2"
        value={100.74}
        billingName="Ana Silva"
        publishableKey="pk_test_1"
        onPaid={() => undefined}
        confirm={confirmCardPurchase}
      />,
    );
    const pay = await screen.findByRole("button", { name: "Pagar 100,74\u00a0€" });
    await vi.waitFor(() => expect((pay as HTMLButtonElement).disabled).toBe(false));
    expect(mounted).toHaveLength(1);
    expect(mounted[0]?.isConnected).toBe(true);

    await act(() => userEvent.click(pay));
    expect(await screen.findByRole("alert")).toHaveProperty(
      "textContent",
      "O seu cartão foi recusado.",
    );
    expect(confirmPayment).toHaveBeenCalledWith(
      expect.objectContaining({ redirect: "if_required" }),
    );
  });
});
