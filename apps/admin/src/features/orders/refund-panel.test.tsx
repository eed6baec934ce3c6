import type { Order, OrderRefund } from "@shop/shared";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Refund } from "./order-panels";

const transfer: OrderRefund = {
  method: "BANK_TRANSFER",
  status: "PENDING",
  amountCents: 4990,
  iban: "PT50000201231234567890154",
  providerRefundId: null,
  attempts: 0,
  lastError: null,
  ibanGivenAt: "2026-11-23T08:06:00.000Z",
  heldUntil: "2026-11-24T08:06:00.000Z",
  requestedAt: "2026-11-23T08:06:00.000Z",
  requestedBy: null,
  doneAt: null,
  doneBy: null,
};

// The panel reads only the order's refund.
const orderWith = (refund: OrderRefund) => ({ refund }) as Order;

afterEach(cleanup);

describe("an order's refund panel", () => {
  it("shows a transfer held while its IBAN was given lately, and until when", () => {
    render(<Refund order={orderWith(transfer)} />);
    expect(
      screen.getByText(
        "IBAN indicado a 23/11/2026, 08:06; reembolso retido até 24/11/2026, 08:06. O cliente foi avisado por email para poder contestar: faça a transferência só depois dessa hora.",
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/Faça a transferência para/)).toBeNull();
    expect(screen.getByText("IBAN indicado a")).toBeTruthy();
  });

  it("asks for the transfer once the hold is over", () => {
    render(<Refund order={orderWith({ ...transfer, heldUntil: null })} />);
    expect(
      screen.getByText(
        "Faça a transferência para PT50 0002 0123 1234 5678 9015 4 e registe-a aqui.",
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/retido/)).toBeNull();
  });
});
