import { formatShopDay } from "@shop/shared";

export const dashboardTexts = {
  title: "Painel",
  sales: "Vendas",
  today: "Hoje",
  last7Days: "Últimos 7 dias",
  last30Days: "Últimos 30 dias",
  purchases: (count: number) => (count === 1 ? "1 compra paga" : `${count} compras pagas`),
  chartTitle: "Vendas líquidas por dia, últimos 30 dias",
  chartSummary: (total: string, best: string | null) =>
    best ? `Total de ${total}; o melhor dia foi ${best}.` : `Sem vendas nestes 30 dias.`,
  day: "Dia",
  revenue: "Vendas líquidas",
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
    `Tamanhos de produtos ativos com stock online no seu limite de stock baixo ou abaixo: o do produto, o da categoria ou, sem eles, ${units} unidades.`,
  lowStockEmpty: "Nenhum tamanho com stock online baixo.",
  units: (quantity: number) =>
    quantity === 0 ? "Esgotado" : quantity === 1 ? "1 unidade" : `${quantity} unidades`,
  size: "Tam.",
  refundsDue: "Reembolsos por fazer",
  refundsDueHint: (days: number) =>
    `O dinheiro tem de voltar ao cliente até ${days} dias depois do pedido do cliente (anulação, devolução ou livre resolução), mesmo que a devolução só seja aceite depois; pode aguardar a receção dos artigos ou a prova do seu envio. Um reembolso fora de prazo é devido em dobro.`,
  refundsDueEmpty: "Nenhum reembolso por fazer.",
  refundReasons: {
    CANCELLED: "Encomenda anulada",
    RETURN: "Devolução",
    PAYMENT: "Pagamento a devolver",
    WITHDRAWAL: "Livre resolução por tratar",
  },
  dueBy: "até",
  overdue: "Fora de prazo",
  more: (shown: number, total: number) => `A mostrar ${shown} de ${total}.`,
} as const;

export const reportTexts = {
  title: "Vendas por período",
  from: "De",
  to: "Até",
  show: "Ver",
  last7Days: "Últimos 7 dias",
  last30Days: "Últimos 30 dias",
  thisMonth: "Este mês",
  lastMonth: "Mês passado",
  figures: (from: string, to: string) => `Vendas de ${formatShopDay(from)} a ${formatShopDay(to)}`,
  before: "Antes",
  comparedWith: (from: string, to: string) =>
    `Vendas líquidas: pagamentos menos reembolsos, cada um no seu dia. Comparado com ${from === to ? formatShopDay(from) : `${formatShopDay(from)} a ${formatShopDay(to)}`}.`,
  net: "Vendas líquidas",
  orders: "Encomendas",
  average: "Valor médio por encomenda",
  refunded: "Reembolsos",
  paid: "Pago",
  returnsRate: "Taxa de devolução",
  returnedUnits: (returned: number, sold: number) =>
    `${returned} de ${sold} ${sold === 1 ? "unidade vendida" : "unidades vendidas"}`,
  channels: "Online e levantamento em loja",
  channel: "Canal",
  online: "Entrega ao domicílio",
  pickupAt: (store: string) => `Levantamento: ${store}`,
  empty: "Sem vendas nem reembolsos neste período.",
  bestSellers: "Mais vendidos",
  product: "Produto",
  units: "Unidades",
} as const;
