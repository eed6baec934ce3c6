/** The customer's own cancelling and the order page's texts that both sides show. */
export const customerCancelMessages = {
  notFound: "A encomenda não existe.",
  linkNotFound: "Esta ligação não existe ou foi desativada.",
  alreadyCanceled: "Esta encomenda já está cancelada.",
  giftCardsTooLate:
    "Passaram mais de 14 dias desde a compra dos cartões-presente: a encomenda já não pode ser cancelada. Os cartões continuam válidos até ao seu último dia.",
  tooLate:
    "Esta encomenda já está a ser preparada para envio e já não pode ser cancelada. Depois de a receber, pode devolvê-la.",
  ibanRequired: "Indique o IBAN da conta para onde devolvemos o valor que pagou.",
  canceled: "Encomenda cancelada.",
  notCharged: "Não lhe foi cobrado nada.",
  cardDone: "Devolvemos o valor ao cartão com que pagou.",
  cardPending: "Vamos devolver o valor ao cartão com que pagou.",
  transferPending:
    "Vamos devolver o valor por transferência bancária para a conta que nos indicou, no prazo máximo de 14 dias a contar do cancelamento.",
  linkRevoked:
    "Ligação desativada. Quem a tiver deixa de ver esta encomenda. Receberá uma nova ligação no próximo email sobre a encomenda.",
  linkCreated: "Nova ligação criada. As anteriores continuam ativas até as desativar.",
} as const;
