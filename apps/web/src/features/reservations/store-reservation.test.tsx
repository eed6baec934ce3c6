import type { Store } from "@shop/shared";
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { testPersistent } from "../../lib/test-persistent";
import { renderWithShop } from "../cart/test-support";
import { StoreReservation } from "./store-reservation";

// The form's code cannot be had (offline, a new release's chunk gone): its import fails.
vi.mock("./reservation-form", () => {
  throw new Error("Failed to fetch dynamically imported module");
});

const store = { id: 2, name: "Chiado", address: "Rua Garrett 1, Lisboa", hours: null } as Store;
const product = { id: 9, sizes: ["38", "39"], title: "Botas Lia", brand: null, color: null };

afterEach(cleanup);

describe("«Reservar em loja»", () => {
  it("says the reservation could not open when its form's code cannot load, and opens no dialog", async () => {
    renderWithShop(
      <StoreReservation
        product={product as never}
        stock={{ online: { "38": 0, "39": 1 }, "2": { "38": 2, "39": 0 } }}
        selectedSize="38"
      />,
      { persistent: { ...testPersistent(), stores: [store] } },
    );
    fireEvent.click(screen.getByRole("button", { name: "Reservar em loja" }));
    expect(
      await screen.findByText("Não foi possível abrir a reserva. Por favor, tente novamente."),
    ).toBeTruthy();
    expect(screen.queryByRole("dialog", { name: "Reservar em loja" })).toBeNull();
  });
});
