// Where the demo shop delivers, and for how much (cents).

// Name as the shop shows it, ISO 3166-1 code.
const EUROPEAN_UNION: [string, string][] = [
  ["Alemanha", "DE"],
  ["Áustria", "AT"],
  ["Bélgica", "BE"],
  ["Bulgária", "BG"],
  ["Chipre", "CY"],
  ["Croácia", "HR"],
  ["Dinamarca", "DK"],
  ["Eslováquia", "SK"],
  ["Eslovénia", "SI"],
  ["Espanha", "ES"],
  ["Estónia", "EE"],
  ["Finlândia", "FI"],
  ["França", "FR"],
  ["Grécia", "GR"],
  ["Hungria", "HU"],
  ["Irlanda", "IE"],
  ["Itália", "IT"],
  ["Letónia", "LV"],
  ["Lituânia", "LT"],
  ["Luxemburgo", "LU"],
  ["Malta", "MT"],
  ["Países Baixos", "NL"],
  ["Polónia", "PL"],
  ["República Checa", "CZ"],
  ["Roménia", "RO"],
  ["Suécia", "SE"],
];

const REST_OF_WORLD: [string, string][] = [
  ["África do Sul", "ZA"],
  ["Andorra", "AD"],
  ["Angola", "AO"],
  ["Austrália", "AU"],
  ["Brasil", "BR"],
  ["Cabo Verde", "CV"],
  ["Canadá", "CA"],
  ["Emirados Árabes Unidos", "AE"],
  ["Estados Unidos", "US"],
  ["Guiné-Bissau", "GW"],
  ["Islândia", "IS"],
  ["Japão", "JP"],
  ["Macau", "MO"],
  ["Marrocos", "MA"],
  ["Moçambique", "MZ"],
  ["Mónaco", "MC"],
  ["Noruega", "NO"],
  ["Reino Unido", "GB"],
  ["São Tomé e Príncipe", "ST"],
  ["Suíça", "CH"],
  ["Timor-Leste", "TL"],
  ["Venezuela", "VE"],
];

/** The delivery groups, each with its name in English (the English checkout shows it). */
export const COUNTRY_GROUPS = [
  {
    name: "Portugal Continental",
    name_en: "Mainland Portugal",
    delivery_price_cents: 490,
    delivery_days_min: 1,
    delivery_days_max: 2,
  },
  {
    name: "Madeira e Açores",
    name_en: "Madeira and the Azores",
    delivery_price_cents: 690,
    delivery_days_min: 3,
    delivery_days_max: 5,
  },
  {
    name: "União Europeia",
    name_en: "European Union",
    delivery_price_cents: 1290,
    delivery_days_min: 3,
    delivery_days_max: 7,
  },
  {
    name: "Resto do Mundo",
    name_en: "Rest of the world",
    delivery_price_cents: 2490,
    delivery_days_min: 5,
    delivery_days_max: 15,
  },
];

const PORTUGAL = [
  { name: "Portugal", code: "PT", group: "Portugal Continental" },
  { name: "Portugal - Madeira", code: "PT-30", group: "Madeira e Açores" },
  { name: "Portugal - Açores", code: "PT-20", group: "Madeira e Açores" },
];

const ABROAD = [
  ...EUROPEAN_UNION.map(([name, code]) => ({ name, code, group: "União Europeia" })),
  ...REST_OF_WORLD.map(([name, code]) => ({ name, code, group: "Resto do Mundo" })),
].sort((a, b) => a.name.localeCompare(b.name, "pt-PT"));

/** Portugal and its islands first, then every other country alphabetically. */
export const COUNTRIES = [...PORTUGAL, ...ABROAD].map((country, index) => ({
  ...country,
  ordering: index + 1,
}));
