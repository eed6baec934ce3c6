import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ReturnKind } from "./order-returns";

afterEach(cleanup);

describe("a return's kind in the back office", () => {
  it("marks a return made by the customer's withdrawal", () => {
    render(<ReturnKind ret={{ kind: "RETURN", withdrawal: true }} />);
    expect(screen.getByText("Devolução")).toBeTruthy();
    expect(screen.getByText("Livre resolução")).toBeTruthy();
  });

  it("shows only the kind of any other request", () => {
    render(<ReturnKind ret={{ kind: "EXCHANGE", withdrawal: false }} />);
    expect(screen.getByText("Troca de tamanho")).toBeTruthy();
    expect(screen.queryByText("Livre resolução")).toBeNull();
  });
});
