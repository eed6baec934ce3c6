import { type MailContent, renderMail, type ShopIdentity } from "./layout.ts";

export interface LowStockLine {
  ref: string;
  title: string | null;
  size: string;
  location: string;
  quantity: number;
  threshold: number;
}

const units = (n: number) => (n === 1 ? "1 unidade" : `${n} unidades`);

/** The owner's daily email: the sizes at or under their low-stock threshold, and where. */
export function lowStockMail(
  lines: LowStockLine[],
  total: number,
  listUrl: string,
  shop: ShopIdentity,
) {
  const more = total - lines.length;
  const content: MailContent = {
    subject: `Stock baixo: ${total === 1 ? "1 tamanho" : `${total} tamanhos`}`,
    heading: "Stock baixo hoje",
    blocks: [
      {
        paragraph:
          "Estes tamanhos têm tantas unidades como o limite de stock baixo, ou menos, no local indicado.",
      },
      {
        details: lines.map((line) => [
          `${line.title ?? line.ref} (${line.ref}), tamanho ${line.size}`,
          `${line.location}: ${units(line.quantity)} (limite ${line.threshold})`,
        ]),
      },
      ...(more > 0 ? [{ paragraph: `E mais ${more} na lista do back office.` }] : []),
      { action: { label: "Ver o stock baixo", url: listUrl } },
    ],
  };
  return renderMail(content, shop);
}
