export const auditTexts = {
  title: "Registo de alterações",
  list: "Alterações feitas pela equipa",
  empty: "Nenhuma alteração registada.",
  emptyFiltered: "Nenhuma alteração com estes filtros.",
  at: "Quando",
  who: "Quem",
  action: "Ação",
  entity: "O quê",
  changes: "Alterações",
  person: "Pessoa",
  everyone: "Todas",
  entityFilter: "Tipo",
  allEntities: "Todos",
  nobody: "Sistema",
  empty_value: "—",
  yes: "sim",
  no: "não",
  noChanges: "Sem valores alterados.",
} as const;

/** Names of what the log records, by `entity`; a section that writes a new kind adds it here. */
export const entityNames: Record<string, string> = {
  staff: "Equipa",
  product: "Produto",
  stock: "Stock",
  purchase: "Encomenda",
  customer: "Cliente",
  settings: "Definições",
  message: "Mensagem",
};

/** Names of the actions, by `action` (`<entity>.<verb>`); unknown ones show as they are. */
export const actionNames: Record<string, string> = {
  "staff.invite": "Convite",
  "staff.update": "Alteração",
  "staff.link": "Nova ligação",
  "staff.password-set": "Palavra-passe definida",
  "staff.totp-enable": "Dois passos ativados",
  "purchase.dispatch-request": "Envio pedido",
  "purchase.dispatch": "Enviada",
  "purchase.deliver": "Entregue",
  "purchase.cancel": "Cancelada",
  "purchase.refund": "Reembolso no cartão",
  "purchase.refund-transfer": "Transferência registada",
};

/** Names of the fields whose values change, by key; unknown keys show as they are. */
export const fieldNames: Record<string, string> = {
  name: "Nome",
  email: "Email",
  role: "Função",
  storeId: "Loja",
  active: "Ativa",
  title: "Título",
  price: "Preço",
  discount: "Desconto",
  quantity: "Quantidade",
  state: "Estado",
  carrier: "Transportadora",
  trackingNumber: "N.º de seguimento",
  trackingUrl: "Ligação de seguimento",
  reason: "Motivo",
  refund: "Reembolso",
  method: "Forma",
  amountCents: "Valor (cêntimos)",
  iban: "IBAN",
  providerRefundId: "Reembolso n.º",
};
