import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { AboutPage } from "./about-page";
import { CustomizePage } from "./customize-page";
import { MaintenancePage } from "./maintenance-page";
import { OfflinePage } from "./offline-page";
import { PrivacyPage } from "./privacy-page";
import { TermsPage } from "./terms-page";
import { renderWithData } from "./test-support";

afterEach(cleanup);
// The page before, in the document's head: a page's title must replace it (a <title> element in
// the page's body would leave it as it is).
beforeEach(() => {
  document.title = "Página anterior";
});

describe("the content pages' titles", () => {
  it.each([
    ["Quem somos", <AboutPage key="about" />, "Quem somos · Sapataria Lisboa"],
    ["Termos", <TermsPage key="terms" />, "Termos e Condições · Sapataria Lisboa"],
    ["Privacidade", <PrivacyPage key="privacy" />, "Política de Privacidade · Sapataria Lisboa"],
    ["À medida", <CustomizePage key="customize" />, "À medida · Sapataria Lisboa"],
    ["Manutenção", <OfflinePage key="offline" />, "Manutenção · Sapataria Lisboa"],
    ["novo site", <MaintenancePage key="maintenance" />, "Sapataria Lisboa"],
  ])("%s names the document", (_name, page, title) => {
    renderWithData(page);
    expect(document.title).toBe(title);
  });
});

describe("OfflinePage", () => {
  it("shows the maintenance title and apology without any provider", () => {
    render(<OfflinePage />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Manutenção");
    expect(
      screen.getByText(
        "O nosso site encontra-se em manutenção e não pode ser acedido neste momento. Pedimos desculpa pelo incómodo.",
      ),
    ).toBeTruthy();
  });
});

describe("MaintenancePage", () => {
  it("shows the new-site notice without any provider", () => {
    render(<MaintenancePage />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(
      "Estamos a preparar o novo site. Voltamos muito brevemente",
    );
  });
});

describe("PrivacyPage", () => {
  it("names the data controller and its email from the settings", () => {
    renderWithData(<PrivacyPage />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Política de Privacidade");
    expect(screen.getAllByText("Calçado Exemplo, Lda.").length).toBeGreaterThan(0);
    const emailLinks = screen.getAllByRole("link", { name: "privacidade@exemplo.pt" });
    expect(emailLinks.length).toBeGreaterThan(0);
    expect(emailLinks[0]?.getAttribute("href")).toBe("mailto:privacidade@exemplo.pt");
    expect(screen.getByRole("link", { name: "Os meus dados" }).getAttribute("href")).toBe(
      "/account/settings",
    );
  });
});

describe("PrivacyPage's duties", () => {
  it("gives each use its legal basis, names the processors and the transfer, and the IP's retention", () => {
    const { container } = renderWithData(<PrivacyPage />);
    const text = container.textContent ?? "";
    for (const basis of [
      "execução do contrato",
      "obrigação legal",
      "interesse legítimo",
      "consentimento",
    ])
      expect(text).toContain(basis);
    for (const processor of ["Stripe", "ifthenpay", "InvoiceXpress"])
      expect(text).toContain(processor);
    expect(text).toMatch(/Estados Unidos.*cláusulas contratuais-tipo/);
    expect(text).toMatch(/endereço IP guardado com as compras e as mensagens: 90 dias/);
  });

  it("lists every key the shop keeps in the browser", () => {
    renderWithData(<PrivacyPage />);
    const table = screen.getByRole("table");
    for (const key of ["authToken", "cart", "cart-prices", "checkout-draft"])
      expect(within(table).getByText(key)).toBeTruthy();
  });
});

describe("TermsPage", () => {
  it("links every table-of-contents entry to a section heading on the page", () => {
    const { container } = renderWithData(<TermsPage />);
    const toc = screen.getByRole("navigation", { name: "Índice" });
    const links = within(toc).getAllByRole("link");
    expect(links.length).toBeGreaterThan(10);
    for (const link of links) {
      const id = link.getAttribute("href")?.slice(1) ?? "";
      expect(container.querySelector(`h2[id="${id}"]`)?.textContent).toBe(link.textContent);
    }
    expect(screen.getAllByText(/509999990/).length).toBeGreaterThan(0);
    expect(screen.getByText("Modelo de formulário de livre resolução")).toBeTruthy();
  });

  it("says returns and exchanges are asked online, from the account or the order page", () => {
    renderWithData(<TermsPage />);
    const returns = screen.getByRole("region", { name: /Direito de livre resolução/ });
    expect(returns.textContent).toMatch(/pedir a devolução online.*da página da encomenda/);
    expect(returns.textContent).toContain("30 dias a contar da entrega da encomenda");
    const exchanges = screen.getByRole("region", { name: /Trocas/ });
    expect(exchanges.textContent).toContain("por outro tamanho do mesmo modelo");
    expect(exchanges.textContent).toContain(
      "devolve o artigo, com reembolso, e faz uma nova encomenda",
    );
  });

  it("promises refunds in calendar days, by the means of payment, with no packaging nor invoice asked", () => {
    const { container } = renderWithData(<TermsPage />);
    const text = container.textContent ?? "";
    // Deliveries come on working days; refunds are counted in calendar days.
    for (const sentence of text.split(/(?<=\.)\s/)) {
      if (/reembols/i.test(sentence)) expect(sentence).not.toMatch(/dias úteis/);
    }
    expect(text).not.toMatch(/embalagem original \(|acompanhados de cópia da fatura/);
    expect(text).toContain("Não é necessária a embalagem original nem cópia da fatura");
    expect(text).toMatch(/14 dias de calendário a contar da data em que formos informados/);
    const payment = screen.getByRole("region", { name: /Pagamento/ });
    expect(payment.textContent).toContain("MB WAY");
    expect(payment.textContent).toMatch(/por MB WAY para o telemóvel com que pagou/);
  });

  it("gives the delivery's lead time for each destination, within the law's 30 days", () => {
    renderWithData(<TermsPage />);
    const delivery = screen.getByRole("region", { name: /Entrega/ });
    expect(delivery.textContent).toContain("Portugal Continental: 1 a 2 dias úteis");
    expect(delivery.textContent).toContain("Resto do Mundo: 5 a 15 dias úteis");
    expect(delivery.textContent).toContain("prazo máximo de 30 dias");
  });

  it("links the withdrawal function and shows the harmonised legal guarantee notice", () => {
    renderWithData(<TermsPage />);
    const returns = screen.getByRole("region", { name: /Direito de livre resolução/ });
    expect(
      within(returns)
        .getByRole("link", { name: "«Livre resolução do contrato aqui»" })
        .getAttribute("href"),
    ).toBe("/livre-resolucao");
    const guarantee = screen.getByRole("region", { name: /Garantia/ });
    expect(guarantee.textContent).toContain("Garantia legal de conformidade");
    expect(guarantee.textContent).toMatch(/se manifeste no prazo de 3 anos a contar da entrega/);
    expect(guarantee.textContent).toMatch(/primeiros 2 anos/);
  });
});

describe("CustomizePage", () => {
  it("shows exactly six made-to-measure blocks and links to contacts and stores", () => {
    const { container } = renderWithData(<CustomizePage />);
    expect(container.querySelectorAll("li svg")).toHaveLength(6);
    expect(screen.getByRole("link", { name: "Contacte-nos" }).getAttribute("href")).toBe(
      "/contacts",
    );
    expect(screen.getByRole("link", { name: "Visite uma loja" }).getAttribute("href")).toBe(
      "/stores",
    );
  });
});
