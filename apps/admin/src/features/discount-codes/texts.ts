import type { CodeState, DiscountCodeItem, DiscountKind } from "@shop/shared";

const kindNames: Record<DiscountKind, string> = {
  PERCENT: "Percentagem",
  FIXED: "Valor fixo",
  FREE_DELIVERY: "Envio grátis",
};

const stateNames: Record<CodeState, string> = {
  scheduled: "Agendado",
  active: "Ativo",
  ended: "Terminado",
  exhausted: "Esgotado",
};

const euros = (value: number) => `${value.toFixed(2).replace(".", ",")} €`;

/** What a code gives: «10%», «5,00 €», «Envio grátis». */
function effect(code: DiscountCodeItem): string {
  if (code.kind === "PERCENT") return `${code.percent}%`;
  if (code.kind === "FIXED") return euros(code.amount ?? 0);
  return kindNames.FREE_DELIVERY;
}

export const discountCodesTexts = {
  title: "Códigos de desconto",
  lead: "Códigos que os clientes escrevem no carrinho ou ao finalizar a compra. Um código por encomenda; as horas são de Lisboa.",
  add: "Novo código",
  loading: "A carregar os códigos…",
  empty: "Ainda não há códigos de desconto.",
  kindNames,
  stateNames,
  effect,
  euros,
  summary: (code: DiscountCodeItem) =>
    [
      effect(code),
      code.minOrder > 0 ? `a partir de ${euros(code.minOrder)}` : null,
      code.excludeSale ? "não acumula com promoções" : null,
      code.singleUse !== null ? `${code.singleUse} códigos de uso único` : null,
    ]
      .filter(Boolean)
      .join(" · "),
  uses: (code: DiscountCodeItem) =>
    `${code.uses}${code.usageLimit === null ? "" : ` de ${code.usageLimit}`} utilizações · ${euros(code.revenue)} em encomendas pagas`,
  edit: "Editar",
  editLabel: (code: string) => `Editar o código ${code}`,
  deactivate: "Desativar",
  deactivateLabel: (code: string) => `Desativar o código ${code}`,
  confirmDeactivate: (code: string) =>
    `Desativar o código ${code}? Deixa de poder ser usado; as encomendas que o usaram mantêm-no.`,
  deactivated: (code: string) => `Código ${code} desativado.`,
  csv: "Exportar CSV",
  csvLabel: (code: string) => `Exportar os códigos de ${code} em CSV`,
  newTitle: "Novo código de desconto",
  editTitle: (code: string) => `Editar o código ${code}`,
  code: "Código",
  codeHint: "Letras, algarismos e hífenes. Ao gerar códigos de uso único, é o seu prefixo.",
  bulk: "Gerar códigos de uso único",
  bulkHint: "Quantos (por exemplo 500 para uma newsletter); vazio: um só código.",
  description: "Descrição interna",
  kind: "Tipo de desconto",
  percent: "Percentagem (%)",
  amount: "Valor (€)",
  minOrder: "Compra mínima (€)",
  groups: "Grupos de envio com envio grátis",
  startsAt: "Início (hora de Lisboa)",
  endsAt: "Fim (hora de Lisboa)",
  usageLimit: "Limite total de utilizações",
  perCustomerLimit: "Limite por cliente",
  perCustomerHint: "Conta a conta, o email e o NIF de quem compra.",
  excludeSale: "Não se aplica a produtos já em promoção",
  active: "Ativo",
  created: (code: string) => `Código ${code} criado.`,
  saved: (code: string) => `Código ${code} guardado.`,
} as const;
