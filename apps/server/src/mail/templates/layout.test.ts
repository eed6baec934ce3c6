import { describe, expect, it } from "vitest";
import { renderMail } from "./layout.ts";

const shop = {
  name: "Sapataria Lisboa",
  address: "Rua Augusta 1, Lisboa",
  email: "loja@example.pt",
  phone: "213000000",
  url: "http://localhost:3000",
};

describe("renderMail", () => {
  it("renders customers' words as text, never as HTML", () => {
    const mail = renderMail(
      {
        subject: "Teste",
        heading: "Olá <b>",
        blocks: [{ quote: '<script>alert("x")</script>\nlinha 2' }],
      },
      shop,
    );
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;<br>linha 2");
    expect(mail.text).toContain('> <script>alert("x")</script>\n> linha 2');
  });

  it("has a text part with every block", () => {
    const mail = renderMail(
      {
        subject: "Encomenda",
        heading: "Obrigado",
        blocks: [
          { paragraph: "Recebemos a sua encomenda." },
          { details: [["Referência", "123 456 789"]] },
          { action: { label: "Ver encomenda", url: "http://localhost:3000/account/purchases" } },
        ],
      },
      shop,
    );
    expect(mail.text).toContain("Recebemos a sua encomenda.");
    expect(mail.text).toContain("Referência: 123 456 789");
    expect(mail.text).toContain("Ver encomenda: http://localhost:3000/account/purchases");
    expect(mail.html).toContain('href="http://localhost:3000/account/purchases"');
  });
});
