import type { SettingKey } from "@shop/shared";

export const settingsTexts = {
  title: "Definições",
  online: "Loja online",
  websiteOnline: "Site aberto ao público",
  storeOnline: "Vendas online ativas",
  websiteOffWarning:
    "Com o site fechado, todas as páginas da loja mostram apenas «Voltamos dentro de momentos»: ninguém vê produtos nem compra até o voltar a abrir.",
  storeOffWarning:
    "Com as vendas desligadas, o site continua visível mas ninguém consegue pôr artigos no carrinho nem pagar.",
  confirmOffTitle: "Desligar a loja online?",
  confirmOff: "Vai desligar a loja online para todos os clientes.",
  confirmOffAction: "Desligar e guardar",
  vat: "IVA",
  vatHint:
    "Os preços mostrados incluem o IVA de Portugal continental; cada compra paga o IVA do destino.",
  countryRates: "Taxas próprias de países da UE (balcão único)",
  countryRatesHint:
    "Só se a loja estiver registada no balcão único (OSS). Vazio: cobra-se a taxa de Portugal.",
  contacts: "Contactos da loja",
  contactsHint: "Aparecem na página de contactos, nos emails e nas faturas.",
  multibanco: "MULTIBANCO",
  multibancoHint:
    "Entidade e subentidade das referências que a própria loja gera (com o Stripe, as referências são as do Stripe).",
  pictures: "Imagens da página inicial",
  save: "Guardar definições",
  saving: "A guardar…",
  nothingChanged: "Não há alterações para guardar.",
  fixFields: "Corrija os campos assinalados.",
  saved: "Definições guardadas.",
  loading: "A carregar…",
  percentSuffix: "%",
  labels: {
    website_online: "Site aberto ao público",
    store_online: "Vendas online ativas",
    vat_percent: "Portugal continental (%)",
    vat_percent_madeira: "Madeira (%)",
    vat_percent_azores: "Açores (%)",
    contact_name: "Nome da empresa",
    contact_address: "Morada",
    contact_nif: "NIF",
    contact_phone: "Telefone",
    contact_email: "Email",
    banner_shoes_women: "Sapatos Mulher",
    banner_shoes_men: "Sapatos Homem",
    banner_accessories_women: "Acessórios Mulher",
    banner_accessories_men: "Acessórios Homem",
    banner_bottom_homepage: "Faixa do fundo da página",
    multibanco_entity: "Entidade",
    multibanco_subentity: "Subentidade",
  } satisfies Record<SettingKey, string>,
} as const;
