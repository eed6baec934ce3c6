import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import "../../app/english-texts";
import "../../app/english-more";
import { AboutPage } from "./about-page.en";
import { CustomizePage } from "./customize-page.en";
import { PrivacyPage } from "./privacy-page.en";
import { TermsPage } from "./terms-page.en";
import { renderWithData } from "./test-support";
import { privacySections, termsSections } from "./texts.en";

// The English pages of the legal texts and the made-to-measure page (issue 40): each a translation
// that says so, the Portuguese prevailing, every section of the Portuguese page in English.

afterEach(cleanup);

/** The notice opening an English legal page, and its link to the Portuguese page. */
function expectTranslationNotice(portuguesePath: string) {
  const notice = screen.getByRole("note");
  expect(notice.textContent).toContain("English translation of the Portuguese original");
  expect(notice.textContent).toContain("the Portuguese version prevails");
  const link = within(notice).getByRole("link", { name: "ler em português" });
  expect(link.getAttribute("href")).toBe(portuguesePath);
  expect(link.getAttribute("hreflang")).toBe("pt-PT");
}

/** Every section is on the page under its English heading, and the table of contents leads to it. */
function expectSections(sections: Record<string, { id: string; heading: string }>) {
  const toc = screen.getByRole("navigation", { name: "Contents" });
  const entries = within(toc).getAllByRole("link");
  expect(entries.map((link) => link.textContent)).toEqual(
    Object.values(sections).map((section) => section.heading),
  );
  for (const section of Object.values(sections)) {
    // The first: the cookies' section has the scrolling table of the same name inside.
    const [region] = screen.getAllByRole("region", { name: section.heading });
    expect(region?.querySelector("h2")?.id).toBe(section.id);
    expect(region?.textContent?.length).toBeGreaterThan(section.heading.length + 40);
  }
  expect(screen.getByRole("link", { name: "↑ Back to the top" })).toBeTruthy();
}

describe("the English Terms and Conditions", () => {
  it("opens with the translation notice and has every section in English", () => {
    renderWithData(<TermsPage />, "en", "/terms");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Terms and Conditions");
    expect(document.title).toBe("Terms and Conditions · Sapataria Lisboa");
    expectTranslationNotice("/terms");
    expectSections(termsSections);
  });

  it("names the company with English labels, and the delivery times and VAT in English", () => {
    renderWithData(<TermsPage />, "en", "/terms");
    const company = screen.getByRole("region", { name: "1. Company details" });
    expect(within(company).getByText("Share capital")).toBeTruthy();
    expect(within(company).getByText("€10,000")).toBeTruthy();
    expect(within(company).getByText("509999990")).toBeTruthy();
    const delivery = screen.getByRole("region", { name: "6. Delivery" });
    expect(delivery.textContent).toContain("Portugal Continental: 1 to 2 working days");
    expect(delivery.textContent).toContain("maximum of 30 days set by law");
    const prices = screen.getByRole("region", { name: "4. Prices" });
    expect(prices.textContent).toContain("(currently 23%)");
    expect(prices.textContent).toContain("(22% and 16%)");
    expect(document.body.textContent).not.toMatch(/dias úteis|Índice|Capital social/);
  });

  it("keeps the legal periods: 14 days' withdrawal, the shop's 30 days, refunds in calendar days", () => {
    renderWithData(<TermsPage />, "en", "/terms");
    const withdrawal = screen.getByRole("region", { name: "8. Right of withdrawal and returns" });
    const text = withdrawal.textContent ?? "";
    expect(text).toContain("the consumer has 14 days to withdraw from a contract");
    expect(text).toContain("30 days from the delivery of the order");
    expect(text).toContain("14 calendar days after the date on which we are informed");
    expect(text).toContain("due in double, under article 12 of Decree-Law no. 24/2014");
    expect(text).toContain("Neither the original packaging nor a copy of the invoice is needed");
    expect(text).toMatch(/article 17 .* made to the customer's specifications/);
    expect(
      within(withdrawal)
        .getByRole("link", { name: "«Withdraw from the contract here»" })
        .getAttribute("href"),
    ).toBe("/en/withdrawal");
    expect(within(withdrawal).getByRole("link", { name: "to measure" }).getAttribute("href")).toBe(
      "/en/customize",
    );
  });

  it("shows the model withdrawal form and the guarantee notice in English", () => {
    renderWithData(<TermsPage />, "en", "/terms");
    const form = screen.getByRole("region", { name: "10. Model withdrawal form" });
    expect(form.textContent).toContain(
      "— To: Calçado Exemplo, Lda., Rua Augusta, 100, 1100-053 Lisboa, privacidade@exemplo.pt",
    );
    expect(form.textContent).toContain("— Signature of consumer(s)");
    expect(form.textContent).toContain("(*) Delete as appropriate.");
    const guarantee = screen.getByRole("region", { name: "11. Guarantee" });
    expect(guarantee.textContent).toContain("Legal guarantee of conformity");
    expect(guarantee.textContent).toContain("becomes apparent within 3 years of delivery");
  });

  it("names the complaints book with its English gloss and the dispute resolution entities", () => {
    renderWithData(<TermsPage />, "en", "/terms");
    const complaints = screen.getByRole("region", { name: "12. Complaints" });
    expect(complaints.textContent).toContain(
      "Electronic Complaints Book (Livro de Reclamações Eletrónico)",
    );
    expect(
      within(complaints).getByRole("link", { name: /www\.livroreclamacoes\.pt/ }),
    ).toBeTruthy();
    const disputes = screen.getByRole("region", { name: "13. Alternative dispute resolution" });
    expect(disputes.textContent).toContain("Law no. 144/2015");
    expect(disputes.textContent).toContain("Lisbon Consumer Dispute Arbitration Centre");
    expect(disputes.textContent).toContain("CNIACC");
    expect(within(disputes).getByRole("link", { name: /www\.consumidor\.gov\.pt/ })).toBeTruthy();
  });
});

describe("the English Privacy Policy", () => {
  it("opens with the translation notice and has every section in English", () => {
    renderWithData(<PrivacyPage />, "en", "/privacy");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Privacy Policy");
    expectTranslationNotice("/privacy");
    expectSections(privacySections);
  });

  it("names the controller, the legal grounds, the processors, the retention and the rights", () => {
    renderWithData(<PrivacyPage />, "en", "/privacy");
    const controller = screen.getByRole("region", { name: "1. Data controller" });
    expect(within(controller).getByText("Calçado Exemplo, Lda.")).toBeTruthy();
    const grounds = screen.getByRole("region", { name: "2. Legal grounds" }).textContent;
    for (const basis of [
      "performance of the contract",
      "legal obligation",
      "legitimate interest",
      "consent",
    ])
      expect(grounds).toContain(basis);
    const sharing = screen.getByRole("region", { name: "4. Data sharing and processors" });
    expect(sharing.textContent).toMatch(/United States.*standard contractual clauses/);
    const retention = screen.getByRole("region", { name: "6. Data retention" });
    expect(retention.textContent).toContain("IP address kept with purchases and messages: 90 days");
    const rights = screen.getByRole("region", { name: "7. Your rights" });
    expect(within(rights).getByRole("link", { name: "My details" }).getAttribute("href")).toBe(
      "/en/account/settings",
    );
    const authority = screen.getByRole("region", {
      name: "8. Complaint to the supervisory authority",
    });
    expect(authority.textContent).toContain("National Data Protection Commission");
  });

  it("lists every key kept in the browser under English columns", () => {
    renderWithData(<PrivacyPage />, "en", "/privacy");
    const table = screen.getByRole("table");
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((header) => header.textContent),
    ).toEqual(["Name", "Type", "What for", "How long"]);
    for (const key of ["authToken", "cart", "language"])
      expect(within(table).getByText(key)).toBeTruthy();
    expect(within(table).getByText("The items and sizes in the cart.")).toBeTruthy();
    expect(table.textContent).not.toContain("Armazenamento local");
  });
});

describe("the English made-to-measure page", () => {
  it("opens with the translation notice and shows its six blocks and the note in English", () => {
    const { container } = renderWithData(<CustomizePage />, "en", "/customize");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Made to measure");
    expectTranslationNotice("/customize");
    const blocks = container.querySelectorAll("li");
    expect(blocks).toHaveLength(6);
    expect(blocks[0]?.querySelector("h2")?.textContent).toBe("Custom sizes");
    expect(blocks[0]?.textContent).toContain("half sizes included, such as 37.5");
    expect(blocks[5]?.textContent).toContain("a different size for each foot");
    expect(screen.getByRole("heading", { name: "Shall we make your pair?" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Terms and Conditions" }).getAttribute("href")).toBe(
      "/en/terms#livre-resolucao",
    );
    expect(screen.getByRole("link", { name: "Contact us" }).getAttribute("href")).toBe(
      "/en/contacts",
    );
  });
});

describe("the English about page", () => {
  it("opens with the translation notice, its headings and story in English", () => {
    renderWithData(<AboutPage />, "en", "/about");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("About us");
    expectTranslationNotice("/about");
    expect(screen.getByRole("heading", { name: "Exclusive collections" })).toBeTruthy();
    expect(screen.getByText(/opened its doors in Lisbon in 1978/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "See our stores" }).getAttribute("href")).toBe(
      "/en/stores",
    );
  });
});
