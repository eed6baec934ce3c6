import { giftCardMovementNames, giftCardStateName } from "@shop/shared";
import { translatable } from "../../lib/i18n/texts-key";
/** Texts of the holder's page, /cartao-presente. */
export const giftCardTexts = translatable("features/gift-cards/texts.ts#giftCardTexts", {
  title: "Cartão-presente",
  lead: "Escreva o código do seu cartão-presente para ver o saldo, a validade e os movimentos.",
  lookup: "Procurar o cartão",
  code: "Código do cartão",
  codeHint: "16 caracteres, como no email ou no cartão impresso: XXXX-XXXX-XXXX-XXXX.",
  check: "Ver o saldo",
  checking: "A procurar…",
  networkError: "Não foi possível ligar à loja. Tente de novo.",
  cardHeading: (last4: string) => `Cartão terminado em ${last4}`,
  balance: "Saldo",
  value: "Valor inicial",
  expires: "Válido até",
  state: "Estado",
  movements: "Movimentos",
  date: "Data",
  movement: "Movimento",
  amount: "Valor",
  after: "Saldo",
  usage:
    "Use o código nas nossas lojas ou na loja online, de uma vez ou em várias compras: o que não gastar fica no cartão.",
  buyLink: "Oferecer um cartão-presente",
  /** A card's state («Esgotado» for an active one without balance), a movement's kind. */
  stateName: giftCardStateName,
  movementNames: giftCardMovementNames,
} as const);

/** Texts of the gift card's product page, /cartao-presente/oferecer. */
export const giftCardBuyTexts = translatable("features/gift-cards/texts.ts#giftCardBuyTexts", {
  title: "Oferecer um cartão-presente",
  lead: "Um cartão-presente para as nossas lojas e para a loja online, enviado por email com um código e um PDF para imprimir, no dia que escolher. É válido durante 24 meses.",
  value: "Valor",
  other: "Outro valor",
  otherAmount: "Valor em euros (de 10 € a 500 €)",
  forWhom: "Para quem é?",
  forMe: "Para mim",
  forOther: "Para outra pessoa",
  name: "Nome de quem recebe",
  email: "Email de quem recebe",
  message: "Mensagem",
  messageHint: (left: number) => `Opcional. Restam ${left} caracteres.`,
  day: "Data de envio",
  dayHint:
    "O email segue nesse dia (a partir das 9h, se não for hoje), depois de paga a encomenda.",
  add: "Adicionar ao carrinho",
  added: "Cartão-presente adicionado ao carrinho.",
  toCart: "Ver carrinho",
  noVat: "Sem IVA nem portes: o IVA é pago quando o cartão é usado.",
} as const);
