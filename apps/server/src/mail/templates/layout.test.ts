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

  it("is built for phones: a viewport, a table at most 600 px wide that shrinks, the shop's logo", () => {
    const { html } = renderMail({ subject: "S", heading: "H", blocks: [] }, shop);
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toMatch(
      /<table role="presentation" width="100%"[^>]*style="width:100%;max-width:600px/,
    );
    expect(html).toContain(
      '<img src="http://localhost:3000/email-logo.png" width="44" height="44"',
    );
    expect(html).toContain('<a href="http://localhost:3000/"');
  });

  it("makes the first action the one filled button, and any other an outlined one", () => {
    const { html } = renderMail(
      {
        subject: "S",
        heading: "H",
        blocks: [
          { action: { label: "Ver a encomenda", url: "http://localhost:3000/encomenda/x" } },
          { action: { label: "Ver a fatura", url: "http://localhost:3000/api/public/invoices/y" } },
        ],
      },
      shop,
    );
    expect(html.match(/bgcolor="#24201c"/g)).toHaveLength(1);
    expect(html).toMatch(/bgcolor="#24201c"[^>]*><a href="http:\/\/localhost:3000\/encomenda\/x"/);
    expect(html).toMatch(
      /bgcolor="#ffffff"[^>]*><a href="http:\/\/localhost:3000\/api\/public\/invoices\/y"/,
    );
  });

  it("writes every address in a sentence as a link, an email as mailto:", () => {
    const { html, text } = renderMail(
      {
        subject: "S",
        heading: "H",
        blocks: [
          { paragraph: "Saiba como em http://localhost:3000/terms#livre-resolucao." },
          { details: [["Email", "loja@example.pt"]] },
        ],
      },
      shop,
    );
    expect(html).toContain(
      '<a href="http://localhost:3000/terms#livre-resolucao" style="color:#8f3b1f;text-decoration:underline">http://localhost:3000/terms#livre-resolucao</a>.',
    );
    expect(html).toContain('href="mailto:loja@example.pt"');
    expect(html).toContain('href="tel:213000000"');
    expect(text).toContain("Saiba como em http://localhost:3000/terms#livre-resolucao.");
  });

  it("lists items with their picture and price, and amounts aligned right, in both parts", () => {
    const { html, text } = renderMail(
      {
        subject: "S",
        heading: "H",
        blocks: [
          {
            items: [
              {
                pictureUrl: "http://localhost:3000/media/pictures/a/800.jpg",
                title: "Sabrinas",
                size: "38",
                quantity: 2,
                price: "179,80 €",
              },
            ],
          },
          { amounts: [["IVA (23%)", "33,62 €"]], total: ["Total (IVA incluído)", "183,78 €"] },
        ],
      },
      shop,
    );
    expect(html).toContain(
      '<img src="http://localhost:3000/media/pictures/a/800.jpg" width="64" height="64" alt="Sabrinas"',
    );
    expect(html).toMatch(/<td align="right"[^>]*>179,80 €<\/td>/);
    expect(html).toMatch(/<td align="right"[^>]*>183,78 €<\/td>/);
    expect(text).toContain("2 × Sabrinas (tamanho 38): 179,80 €");
    expect(text).toContain("IVA (23%): 33,62 €\nTotal (IVA incluído): 183,78 €");
  });
});
