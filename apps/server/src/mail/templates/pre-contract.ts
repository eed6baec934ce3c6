import { guaranteeNotice, WITHDRAWAL_PATH, withdrawalTerms } from "@shop/shared";
import type { MailBlock, ShopIdentity } from "./layout.ts";

/**
 * What the order confirmation keeps on a durable medium (DL 24/2014, art. 6): who sells, the
 * right of withdrawal and how to use it (the model form is attached), and the legal guarantee.
 */
export function preContractBlocks(shop: ShopIdentity): MailBlock[] {
  return [
    { subheading: "Quem vende" },
    {
      details: [
        ["Vendedor", shop.name],
        ["Morada", shop.address],
        ["Email", shop.email],
        ...(shop.phone ? [["Telefone", shop.phone] as [string, string]] : []),
      ],
    },
    { subheading: withdrawalTerms.title },
    ...withdrawalTerms.paragraphs.map((paragraph) => ({ paragraph })),
    {
      paragraph:
        "Segue em anexo o modelo de formulário de livre resolução (PDF), já com os dados da encomenda.",
    },
    { action: { label: "Livre resolução do contrato aqui", url: `${shop.url}${WITHDRAWAL_PATH}` } },
    { subheading: guaranteeNotice.title },
    ...guaranteeNotice.paragraphs.map((paragraph) => ({ paragraph })),
    { paragraph: `Termos e Condições completos: ${shop.url}/terms` },
  ];
}
