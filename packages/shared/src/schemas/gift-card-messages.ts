import { formatShopDay } from "../dates.ts";
import { formatEuros } from "../money.ts";

/** Texts of the gift cards, shared by the API, the storefront and the back office. */
export const giftCardMessages = {
  code: "Escreva os 16 caracteres do código do cartão-presente.",
  unknown: "Não encontramos nenhum cartão-presente com este código. Confirme o código.",
  expired: (day: string) => `Este cartão-presente expirou a ${formatShopDay(day)}.`,
  usedUp: "Este cartão-presente já não tem saldo.",
  canceled: "Este cartão-presente foi anulado: a compra que o pagou foi cancelada.",
  notEnough: (balanceCents: number) =>
    `O saldo deste cartão-presente (${formatEuros(balanceCents / 100)}) não chega para este valor.`,
  refundTooMuch: (owedCents: number) =>
    `Só pode devolver ao cartão o que esta compra pagou com ele: ${formatEuros(owedCents / 100)}.`,
  refundExpired: "Este cartão-presente expirou: devolva o valor por outro meio.",
  value: "Escolha um valor entre 10 € e 500 €.",
  amount: "Indique o valor a descontar.",
  name: "Indique o nome de quem recebe.",
  email: "Introduza um email válido.",
  message: "A mensagem pode ter no máximo 300 caracteres.",
  reason: "Indique o motivo (até 200 caracteres).",
  day: "Escolha a data de envio: de hoje a um ano.",
  store: "Escolha a loja.",
  otherStore: "Só pode descontar cartões na sua loja.",
  redeemed: (amountCents: number, balanceCents: number) =>
    `Descontámos ${formatEuros(amountCents / 100)}. Saldo: ${formatEuros(balanceCents / 100)}.`,
  issued: (email: string) => `Cartão-presente emitido. Enviamos o código para ${email}.`,
  scheduled: (email: string, day: string) =>
    `Cartão-presente emitido. Enviamos o código para ${email} a ${formatShopDay(day)}.`,
  state: "Estado inválido.",
  buysGiftCard: "Um cartão-presente não paga outro cartão-presente: use-o numa compra de artigos.",
  codeOnGiftCard: "Os códigos de desconto não se aplicam a cartões-presente.",
} as const;
