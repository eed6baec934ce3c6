export const dashboardTexts = {
  title: "Painel",
  sales: "Vendas",
  today: "Hoje",
  last7Days: "Últimos 7 dias",
  last30Days: "Últimos 30 dias",
  purchases: (count: number) => (count === 1 ? "1 compra paga" : `${count} compras pagas`),
  chartTitle: "Receita por dia, últimos 30 dias",
  chartSummary: (total: string, best: string | null) =>
    best ? `Total de ${total}; o melhor dia foi ${best}.` : `Sem vendas nestes 30 dias.`,
  day: "Dia",
  revenue: "Receita",
  count: "Compras",
  toPrepare: "Por preparar",
  toPrepareEmpty: "Nenhuma compra paga à espera de ser preparada.",
  paidAt: "paga a",
  expiring: "Referências MULTIBANCO a expirar",
  expiringHint: "Compras por pagar cuja referência expira nas próximas 24 horas.",
  expiringEmpty: "Nenhuma referência expira nas próximas 24 horas.",
  expiresAt: "expira a",
  lowStock: "Stock online baixo",
  lowStockHint: (units: number) =>
    `Tamanhos de produtos ativos com ${units} ou menos unidades online.`,
  lowStockEmpty: "Nenhum tamanho com stock online baixo.",
  units: (quantity: number) =>
    quantity === 0 ? "Esgotado" : quantity === 1 ? "1 unidade" : `${quantity} unidades`,
  size: "Tam.",
  more: (shown: number, total: number) => `A mostrar ${shown} de ${total}.`,
} as const;
