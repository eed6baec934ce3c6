import type { Order } from "@shop/shared";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Customer } from "./order-panels";

afterEach(cleanup);

// The panel reads only the order's customer and notes.
const orderIn = (language: "pt" | "en") =>
  ({
    customer: { userId: null, email: "ana@example.pt", phone: "912345678", language },
    notes: "",
  }) as unknown as Order;

describe("an order's customer panel", () => {
  it("marks an order placed in English, whose emails are in English", () => {
    render(<Customer order={orderIn("en")} />);
    expect(screen.getByText("Idioma")).toBeTruthy();
    expect(screen.getByText("English")).toBeTruthy();
  });

  it("says nothing of the language of a Portuguese order", () => {
    render(<Customer order={orderIn("pt")} />);
    expect(screen.queryByText("Idioma")).toBeNull();
  });
});
