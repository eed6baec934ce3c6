import { QueryClient } from "@tanstack/react-query";
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithShop } from "../../features/cart/test-support";
import { type PaymentsConfig, paymentsConfigQuery } from "../../features/checkout/api";
import { testPersistent } from "../../lib/test-persistent";
import { Footer } from "./footer";

/** The footer of a shop that offers `methods` at its checkout. */
function renderFooter(methods: PaymentsConfig["methods"]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(paymentsConfigQuery.queryKey, {
    provider: "sandbox",
    publishableKey: null,
    methods,
  });
  return renderWithShop(<Footer settings={testPersistent().settings} />, { client });
}

afterEach(cleanup);

describe("Footer", () => {
  it("names every payment method the checkout offers, MB WAY among them", () => {
    renderFooter(["MULTIBANCO", "CREDIT", "MBWAY"]);
    expect(
      screen.getByText(
        "Preços com IVA incluído. Pagamento por referência MULTIBANCO, cartão ou MB WAY.",
      ),
    ).toBeTruthy();
  });

  it("names only the methods offered: a shop without MULTIBANCO or MB WAY takes cards", () => {
    renderFooter(["CREDIT"]);
    expect(screen.getByText("Preços com IVA incluído. Pagamento por cartão.")).toBeTruthy();
    expect(screen.queryByText(/MULTIBANCO|MB WAY/)).toBeNull();
  });

  it("links a gift card's holder to the page of its balance", () => {
    renderFooter(["MULTIBANCO"]);
    const link = screen.getByRole("link", { name: "Cartão-presente: consultar saldo" });
    expect(link.getAttribute("href")).toBe("/cartao-presente");
  });
});
