// Where the demo shop delivers, and for how much (cents).

const EUROPEAN_UNION = [
  "Alemanha",
  "Áustria",
  "Bélgica",
  "Bulgária",
  "Chipre",
  "Croácia",
  "Dinamarca",
  "Eslováquia",
  "Eslovénia",
  "Espanha",
  "Estónia",
  "Finlândia",
  "França",
  "Grécia",
  "Hungria",
  "Irlanda",
  "Itália",
  "Letónia",
  "Lituânia",
  "Luxemburgo",
  "Malta",
  "Países Baixos",
  "Polónia",
  "República Checa",
  "Roménia",
  "Suécia",
];

const REST_OF_WORLD = [
  "África do Sul",
  "Andorra",
  "Angola",
  "Austrália",
  "Brasil",
  "Cabo Verde",
  "Canadá",
  "Emirados Árabes Unidos",
  "Estados Unidos",
  "Guiné-Bissau",
  "Islândia",
  "Japão",
  "Macau",
  "Marrocos",
  "Moçambique",
  "Mónaco",
  "Noruega",
  "Reino Unido",
  "São Tomé e Príncipe",
  "Suíça",
  "Timor-Leste",
  "Venezuela",
];

export const COUNTRY_GROUPS = [
  { name: "Portugal Continental", delivery_price_cents: 490 },
  { name: "Madeira e Açores", delivery_price_cents: 690 },
  { name: "União Europeia", delivery_price_cents: 1290 },
  { name: "Resto do Mundo", delivery_price_cents: 2490 },
];

const PORTUGAL = [
  { name: "Portugal", group: "Portugal Continental" },
  { name: "Portugal - Madeira", group: "Madeira e Açores" },
  { name: "Portugal - Açores", group: "Madeira e Açores" },
];

const ABROAD = [
  ...EUROPEAN_UNION.map((name) => ({ name, group: "União Europeia" })),
  ...REST_OF_WORLD.map((name) => ({ name, group: "Resto do Mundo" })),
].sort((a, b) => a.name.localeCompare(b.name, "pt-PT"));

/** Portugal and its islands first, then every other country alphabetically. */
export const COUNTRIES = [...PORTUGAL, ...ABROAD].map((country, index) => ({
  ...country,
  ordering: index + 1,
}));
