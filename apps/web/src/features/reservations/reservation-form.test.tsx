import type { Store } from "@shop/shared";
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../lib/auth/fake-api";
import { persistentQuery } from "../../lib/persistent";
import { queryClient } from "../../lib/query-client";
import { testPersistent } from "../../lib/test-persistent";
import { ReservationForm } from "./reservation-form";

const OPEN = [{ opens: "00:00", closes: "24:00" }];
const store = (id: number, name: string): Store => ({
  id,
  name,
  address: `Rua ${name} 1`,
  phone: "213000000",
  mapLink: "",
  thumbnail: "",
  ordering: id,
  hours: { mon: OPEN, tue: OPEN, wed: OPEN, thu: OPEN, fri: OPEN, sat: OPEN, sun: OPEN },
  pickup: true,
});
const stores = [store(1, "Chiado"), store(2, "Baixa")];

function renderForm(onReserved = vi.fn(), onlinePayment = false) {
  queryClient.setQueryData(
    persistentQuery.queryKey,
    testPersistent({ reservation_online_payment: onlinePayment }),
  );
  render(
    <QueryClientProvider client={queryClient}>
      <ReservationForm
        productId={2}
        sizes={["37", "38"]}
        initialSize="38"
        storesFor={() => stores}
        onReserved={onReserved}
      />
    </QueryClientProvider>,
  );
  return onReserved;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  queryClient.clear();
});

describe("ReservationForm", () => {
  it("says what is missing or wrong with the shop's own messages, and sends nothing", async () => {
    const api = fakeApi({ "POST /public/reservations": () => ({ data: null }) });
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole("button", { name: "Reservar" }));
    expect(await screen.findByText("Escolha a loja.")).toBeTruthy();
    expect(screen.getByText("Indique: nome de quem levanta.")).toBeTruthy();
    expect(screen.getByText("Indique: email de contacto.")).toBeTruthy();
    expect(screen.getByText("Indique: telefone de contacto.")).toBeTruthy();
    await user.type(screen.getByLabelText("Email"), "ana@");
    await user.type(screen.getByLabelText("Telemóvel"), "12");
    await user.click(screen.getByRole("button", { name: "Reservar" }));
    expect(await screen.findByText("Introduza um email válido.")).toBeTruthy();
    expect(screen.getByText("Introduza um número de telefone válido")).toBeTruthy();
    expect(api.callsTo("POST /public/reservations")).toHaveLength(0);
  });

  it("sends the chosen store, day and contacts, and shows the server's refusal", async () => {
    const api = fakeApi({
      "POST /public/reservations": () => ({
        status: 409,
        error: {
          code: "OUT_OF_STOCK",
          message: "Já não há este tamanho nesta loja. Escolha outra loja ou outro tamanho.",
        },
      }),
    });
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole("radio", { name: /Baixa/ }));
    await user.click(screen.getByRole("radio", { name: "Amanhã" }));
    await user.type(screen.getByLabelText("Nome"), "Ana Marques");
    await user.type(screen.getByLabelText("Email"), "ana@exemplo.pt");
    await user.type(screen.getByLabelText("Telemóvel"), "912345678");
    await user.click(screen.getByRole("button", { name: "Reservar" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Já não há este tamanho nesta loja. Escolha outra loja ou outro tamanho.",
    );
    expect(api.callsTo("POST /public/reservations").map((call) => call.body)).toEqual([
      {
        productId: 2,
        size: "38",
        storeId: 2,
        pickupDay: "tomorrow",
        name: "Ana Marques",
        email: "ana@exemplo.pt",
        phone: "912345678",
        payment: "IN_STORE",
      },
    ]);
    expect(screen.getByText("Pago na loja, quando levantar.")).toBeTruthy();
    expect(screen.queryByRole("radio", { name: "Pagar já com cartão" })).toBeNull();
  });

  it("offers the card when the shop takes it, and says how long the pair waits for the payment", async () => {
    const reservation = { state: "RESERVED", payment: "AWAITING", paymentKey: "pi_1_secret_2" };
    const api = fakeApi({ "POST /public/reservations": () => ({ data: reservation }) });
    const user = userEvent.setup();
    const onReserved = renderForm(vi.fn(), true);
    expect(screen.getByText("Guardamos o par durante 48 horas.")).toBeTruthy();
    await user.click(screen.getByRole("radio", { name: "Pagar já com cartão" }));
    expect(
      screen.getByText("Pague já com cartão: guardamos o par 30 minutos enquanto paga."),
    ).toBeTruthy();
    await user.click(screen.getByRole("radio", { name: /Chiado/ }));
    await user.type(screen.getByLabelText("Nome"), "Ana Marques");
    await user.type(screen.getByLabelText("Email"), "ana@exemplo.pt");
    await user.type(screen.getByLabelText("Telemóvel"), "912345678");
    await user.click(screen.getByRole("button", { name: "Reservar e pagar" }));
    await vi.waitFor(() => expect(onReserved).toHaveBeenCalledWith(reservation, "Ana Marques"));
    expect(api.callsTo("POST /public/reservations")[0]?.body).toMatchObject({
      storeId: 1,
      payment: "CARD",
    });
  });
});
