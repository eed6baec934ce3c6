import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { useForm } from "react-hook-form";
import { afterEach, describe, expect, it } from "vitest";
import { type PaymentsConfig, paymentsConfigQuery } from "./api";
import { type CheckoutDraft, EMPTY_DRAFT } from "./draft";
import { useGiftCardPayment } from "./gift-card-payment";
import { PaymentSection } from "./payment-section";

afterEach(cleanup);

function Section() {
  const form = useForm<CheckoutDraft>({ defaultValues: EMPTY_DRAFT });
  const giftCards = useGiftCardPayment();
  return (
    <PaymentSection
      form={form}
      locked={false}
      generating={false}
      totalCents={10074}
      giftCards={giftCards}
      onGenerate={() => undefined}
    />
  );
}

function renderWith(methods: PaymentsConfig["methods"]) {
  const client = new QueryClient();
  client.setQueryData(paymentsConfigQuery.queryKey, {
    provider: "stripe",
    publishableKey: "pk_test",
    methods,
  });
  render(
    <QueryClientProvider client={client}>
      <Section />
    </QueryClientProvider>,
  );
}

describe("the payment method choice", () => {
  it("offers MULTIBANCO, chosen by default, where the shop has a MULTIBANCO provider", () => {
    renderWith(["MULTIBANCO", "CREDIT"]);
    const multibanco = screen.getByRole("radio", { name: /Referência MULTIBANCO/ });
    expect((multibanco as HTMLInputElement).checked).toBe(true);
    expect(screen.getAllByRole("radio")).toHaveLength(2);
  });

  it("offers MB WAY as a third method where the shop has an MB WAY provider", () => {
    renderWith(["MULTIBANCO", "CREDIT", "MBWAY"]);
    expect(screen.getAllByRole("radio")).toHaveLength(3);
    const mbway = screen.getByRole("radio", { name: /MB WAY/ });
    expect(mbway.getAttribute("aria-describedby")).toBe("checkout-method-MBWAY-hint");
    expect(
      screen.getByText("Aceite o pagamento na aplicação MB WAY do seu telemóvel."),
    ).toBeTruthy();
  });

  it("shows only the card, chosen, where no provider issues MULTIBANCO references", async () => {
    renderWith(["CREDIT"]);
    expect(screen.queryByRole("radio", { name: /MULTIBANCO/ })).toBeNull();
    const radios = screen.getAllByRole("radio");
    expect(radios).toHaveLength(1);
    await expect.poll(() => (radios[0] as HTMLInputElement).checked).toBe(true);
  });
});

describe("the order button", () => {
  it("says alone that ordering means paying; the sentence beside it links the terms and privacy", () => {
    renderWith(["MULTIBANCO", "CREDIT"]);
    // Its accessible name is exactly the words the law asks for (DL 24/2014, art. 5(3)).
    const button = screen.getByRole("button", { name: "Encomendar com obrigação de pagamento" });
    expect(screen.queryByRole("button", { name: /Gerar pagamento/ })).toBeNull();
    const sentence = document.getElementById(button.getAttribute("aria-describedby") ?? "");
    expect(sentence?.textContent).toMatch(/^Ao encomendar, aceita os Termos e Condições/);
    const link = (name: string) => screen.getByRole("link", { name }).getAttribute("href");
    expect(link("Termos e Condições")).toBe("/terms");
    expect(link("Política de Privacidade")).toBe("/privacy");
  });
});
