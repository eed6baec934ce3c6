import { lisbonDay } from "@shop/shared";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type DueTransfer, TransferDue } from "./transfer-due";

const DAY = 86_400_000;
const due: DueTransfer = {
  amountCents: 4990,
  iban: "PT50000201231234567890154",
  dueAt: new Date(Date.now() + 5 * DAY).toISOString(),
  heldUntil: null,
};

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderDue(transfer = due, canRecord = true) {
  const onRecord = vi.fn().mockResolvedValue(null);
  const onDone = vi.fn();
  render(
    <TransferDue transfer={transfer} canRecord={canRecord} onRecord={onRecord} onDone={onDone} />,
  );
  return { onRecord, onDone };
}

describe("a refund owed by transfer", () => {
  it("says how much is owed by when, and copies the IBAN", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    renderDue();
    expect(screen.getByText(/^Reembolso por transferência por fazer: 49,90\s€ até /)).toBeTruthy();
    expect(screen.getByText("PT50 0002 0123 1234 5678 9015 4")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Copiar IBAN" }));
    expect(writeText).toHaveBeenCalledWith("PT50000201231234567890154");
    expect(screen.getByRole("status").textContent).toBe("IBAN copiado.");
  });

  it("says nothing was copied when the browser refuses", async () => {
    const writeText = vi.fn().mockRejectedValue(new Error("denied"));
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    renderDue();
    await userEvent.click(screen.getByRole("button", { name: "Copiar IBAN" }));
    expect(writeText).toHaveBeenCalled();
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("flags a transfer past its deadline", () => {
    renderDue({ ...due, dueAt: new Date(Date.now() - DAY).toISOString() });
    expect(screen.getByText(/^Reembolso por transferência em atraso: 49,90\s€/)).toBeTruthy();
  });

  it("records it only after the confirmation, with its day and the bank's reference", async () => {
    const { onRecord, onDone } = renderDue();
    await userEvent.click(screen.getByRole("button", { name: "Registar transferência" }));
    const dialog = screen.getByRole("dialog", { name: "Registar a transferência feita" });
    expect(dialog.textContent).toContain("PT50 0002 0123 1234 5678 9015 4");
    const day = screen.getByLabelText(/^Dia da transferência/) as HTMLInputElement;
    expect(day.value).toBe(lisbonDay(new Date()));

    await userEvent.click(screen.getByRole("button", { name: "Confirmar a transferência" }));
    expect(screen.getByText(/Indique a referência da transferência dada pelo banco/)).toBeTruthy();
    expect(onRecord).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText(/^Referência do banco/), "  TRF 8812 33 ");
    await userEvent.click(screen.getByRole("button", { name: "Confirmar a transferência" }));
    expect(onRecord).toHaveBeenCalledWith({
      transferredOn: lisbonDay(new Date()),
      bankReference: "TRF 8812 33",
    });
    expect(onDone).toHaveBeenCalledWith("Transferência registada.");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("refuses a day after today", async () => {
    const { onRecord } = renderDue();
    await userEvent.click(screen.getByRole("button", { name: "Registar transferência" }));
    const day = screen.getByLabelText(/^Dia da transferência/);
    await userEvent.clear(day);
    await userEvent.type(day, lisbonDay(new Date(Date.now() + 2 * DAY)));
    await userEvent.type(screen.getByLabelText(/^Referência do banco/), "TRF1");
    await userEvent.click(screen.getByRole("button", { name: "Confirmar a transferência" }));
    expect(screen.getByText("O dia da transferência não pode ser depois de hoje.")).toBeTruthy();
    expect(onRecord).not.toHaveBeenCalled();
  });

  it("offers no recording while the IBAN's hold runs, nor to staff who may not refund", () => {
    renderDue({ ...due, heldUntil: new Date(Date.now() + DAY).toISOString() });
    expect(screen.queryByRole("button", { name: "Registar transferência" })).toBeNull();
    cleanup();
    renderDue(due, false);
    expect(screen.queryByRole("button", { name: "Registar transferência" })).toBeNull();
    expect(screen.getByRole("button", { name: "Copiar IBAN" })).toBeTruthy();
  });
});
