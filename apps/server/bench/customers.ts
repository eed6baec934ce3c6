// The buyers of the benchmark's purchases: Portuguese names, emails, phones, NIFs and addresses
// drawn from a seeded random source, so every run has the same shop.
import type { Random } from "../src/db/seed/random.ts";

const FIRST_NAMES = [
  "Ana",
  "Beatriz",
  "Carolina",
  "Catarina",
  "Daniela",
  "Filipa",
  "Francisca",
  "Inês",
  "Joana",
  "Leonor",
  "Luísa",
  "Margarida",
  "Maria",
  "Marta",
  "Matilde",
  "Patrícia",
  "Rita",
  "Sara",
  "Sofia",
  "Teresa",
  "Afonso",
  "André",
  "António",
  "Bruno",
  "Diogo",
  "Duarte",
  "Francisco",
  "Gonçalo",
  "Guilherme",
  "João",
  "José",
  "Luís",
  "Manuel",
  "Miguel",
  "Nuno",
  "Pedro",
  "Ricardo",
  "Rodrigo",
  "Rui",
  "Tiago",
];
const SURNAMES = [
  "Silva",
  "Santos",
  "Ferreira",
  "Pereira",
  "Oliveira",
  "Costa",
  "Rodrigues",
  "Martins",
  "Jesus",
  "Sousa",
  "Fernandes",
  "Gonçalves",
  "Gomes",
  "Lopes",
  "Marques",
  "Alves",
  "Almeida",
  "Ribeiro",
  "Pinto",
  "Carvalho",
  "Teixeira",
  "Moreira",
  "Correia",
  "Mendes",
  "Nunes",
  "Soares",
  "Vieira",
  "Monteiro",
  "Cardoso",
  "Rocha",
  "Raposo",
  "Neves",
  "Coelho",
  "Cruz",
  "Cunha",
  "Pires",
  "Ramos",
  "Reis",
  "Simões",
  "Antunes",
  "Matos",
  "Fonseca",
  "Machado",
  "Araújo",
  "Barbosa",
  "Tavares",
  "Lourenço",
  "Castro",
  "Figueiredo",
  "Azevedo",
];
const EMAIL_DOMAINS = [
  "gmail.com",
  "gmail.com",
  "gmail.com",
  "hotmail.com",
  "outlook.pt",
  "sapo.pt",
  "sapo.pt",
  "netcabo.pt",
  "iol.pt",
  "icloud.com",
  "yahoo.com",
  "live.com.pt",
];
const STREETS = [
  "Rua Augusta",
  "Avenida da Liberdade",
  "Rua do Ouro",
  "Rua de Santa Catarina",
  "Avenida da Boavista",
  "Rua Garrett",
  "Rua da Prata",
  "Avenida Almirante Reis",
  "Rua de Cedofeita",
  "Rua Ferreira Borges",
  "Avenida Fernão de Magalhães",
  "Rua Direita",
  "Largo do Rato",
  "Rua 25 de Abril",
  "Travessa do Carmo",
];
/** Cities with a postal code of theirs and the country the shop names (PT, Madeira, Azores, abroad). */
const PLACES = [
  ...Array.from({ length: 8 }, () => ({ city: "Lisboa", postalCode: "1100-053", country: "PT" })),
  ...Array.from({ length: 4 }, () => ({ city: "Porto", postalCode: "4000-322", country: "PT" })),
  { city: "Braga", postalCode: "4700-306", country: "PT" },
  { city: "Coimbra", postalCode: "3000-214", country: "PT" },
  { city: "Setúbal", postalCode: "2900-276", country: "PT" },
  { city: "Faro", postalCode: "8000-138", country: "PT" },
  { city: "Aveiro", postalCode: "3810-193", country: "PT" },
  { city: "Leiria", postalCode: "2400-137", country: "PT" },
  { city: "Funchal", postalCode: "9000-060", country: "PT-30" },
  { city: "Ponta Delgada", postalCode: "9500-160", country: "PT-20" },
  { city: "Madrid", postalCode: "28013", country: "ES" },
  { city: "Paris", postalCode: "75011", country: "FR" },
];

export interface Customer {
  name: string;
  email: string;
  phone: string;
  /** Null for a buyer who never asks for an invoice with a NIF. */
  nif: string | null;
  street: string;
  city: string;
  postalCode: string;
  /** The country's code (countries.code). */
  country: string;
}

const plain = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();

/** A Portuguese NIF whose check digit is right: `first` then 7 random digits, then the check. */
export function randomNif(random: Random, first: number): string {
  const digits = [first, ...Array.from({ length: 7 }, () => random.int(0, 9))];
  const sum = digits.reduce((total, digit, index) => total + digit * (9 - index), 0);
  const check = 11 - (sum % 11);
  return `${digits.join("")}${check >= 10 ? 0 : check}`;
}

function customer(random: Random, index: number): Customer {
  const first = random.pick(FIRST_NAMES);
  const surnames = random.sample(SURNAMES, 2);
  const name = `${first} ${surnames.join(" ")}`;
  const place = random.pick(PLACES);
  const local = random.chance(0.5)
    ? `${plain(first)}.${plain(surnames[1] as string)}${index % 1000}`
    : `${plain(first)}${plain(surnames[0] as string)}.${index}`;
  return {
    name,
    email: `${local}@${random.pick(EMAIL_DOMAINS)}`,
    phone: `9${random.pick([1, 2, 3, 6])}${String(random.int(0, 9_999_999)).padStart(7, "0")}`,
    nif: random.chance(0.45) ? randomNif(random, random.pick([1, 2, 2, 5])) : null,
    street: `${random.pick(STREETS)}, ${random.int(1, 250)}${random.chance(0.6) ? `, ${random.int(1, 8)}.º` : ""}`,
    ...place,
  };
}

/** `count` different buyers. */
export function generateCustomers(random: Random, count: number): Customer[] {
  return Array.from({ length: count }, (_, index) => customer(random, index));
}
