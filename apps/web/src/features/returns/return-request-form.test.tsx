import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ReturnRequestForm } from "./return-request-form";

afterEach(cleanup);

const lines = [
  { productId: 1, title: "Sandálias", size: "36", quantity: 1, sizes: ["37", "38"] },
  { productId: 1, title: "Sandálias", size: "38", quantity: 2, sizes: ["36", "37"] },
];

describe("the return request form", () => {
  it("sends the chosen line, its quantity and reason as a return", async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    render(<ReturnRequestForm lines={lines} needsIban={false} onSubmit={onSubmit} />);
    const user = userEvent.setup();
    await user.click(screen.getByLabelText("Sandálias, tamanho 38"));
    await user.selectOptions(screen.getAllByLabelText("Quantidade")[1] as HTMLElement, "2");
    await user.selectOptions(screen.getByLabelText("Motivo"), "TOO_BIG");
    await user.click(screen.getByRole("button", { name: "Pedir" }));
    expect(onSubmit).toHaveBeenCalledWith({
      kind: "RETURN",
      reason: "TOO_BIG",
      note: "",
      iban: null,
      lines: [{ productId: 1, size: "38", quantity: 2, exchangeSize: null }],
    });
  });

  it("asks for the other size of an exchange before sending it", async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    render(<ReturnRequestForm lines={lines} needsIban={false} onSubmit={onSubmit} />);
    const user = userEvent.setup();
    await user.click(screen.getByLabelText("Troca de tamanho"));
    await user.click(screen.getByLabelText("Sandálias, tamanho 36"));
    await user.click(screen.getByRole("button", { name: "Pedir" }));
    expect(await screen.findByText("Escolha o tamanho que quer receber em troca.")).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.selectOptions(
      screen.getAllByLabelText("Trocar pelo tamanho")[0] as HTMLElement,
      "37",
    );
    await user.click(screen.getByRole("button", { name: "Pedir" }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        kind: "EXCHANGE",
        lines: [{ productId: 1, size: "36", quantity: 1, exchangeSize: "37" }],
      }),
    );
  });

  it("asks a MULTIBANCO buyer for the IBAN of a return, and says when nothing was chosen", async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    render(<ReturnRequestForm lines={lines} needsIban onSubmit={onSubmit} />);
    const user = userEvent.setup();
    expect(screen.getByLabelText("IBAN para o reembolso")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Pedir" }));
    expect(await screen.findByText("Escolha pelo menos um artigo.")).toBeTruthy();
    await user.click(screen.getByLabelText("Troca de tamanho"));
    expect(screen.queryByLabelText("IBAN para o reembolso")).toBeNull();
  });
});
