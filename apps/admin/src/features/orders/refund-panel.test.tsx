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
  dueAt: "2026-12-07T08:06:00.000Z",
  transfer: null,
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

  it("leaves the transfer to make to its own part once the hold is over, with its deadline", () => {
    render(<Refund order={orderWith({ ...transfer, heldUntil: null })} />);
    expect(screen.queryByText(/retido/)).toBeNull();
    expect(screen.getByText("Reembolsar até")).toBeTruthy();
    expect(screen.getByText("07/12/2026, 08:06")).toBeTruthy();
  });

  it("tells the transfer recorded: its day and the bank's reference", () => {
    const done: OrderRefund = {
      ...transfer,
      status: "DONE",
      heldUntil: null,
      transfer: { transferredOn: "2026-11-25", bankReference: "TRF 8812 33" },
    };
    render(<Refund order={orderWith(done)} />);
    expect(screen.getByText("Transferida a 25/11/2026 (referência TRF 8812 33)")).toBeTruthy();
    expect(screen.queryByText("Reembolsar até")).toBeNull();
  });
});
