/** The withdrawal function's texts the API answers with (Directive 2011/83/EU art. 11a). */
export const withdrawalMessages = {
  reference: "Indique o código da encomenda (8 letras e algarismos, por exemplo AB12CD34).",
  notFound:
    "Não encontrámos nenhuma encomenda com este código e este email. Confirme os dois no email da encomenda.",
  unpaid:
    "Esta encomenda ainda não foi paga, por isso não há contrato a resolver: se não a pagar, é cancelada automaticamente. Também a pode cancelar na página da encomenda.",
  canceled: "Esta encomenda já foi cancelada: não há nada a resolver.",
  already:
    "Já recebemos a sua livre resolução desta encomenda. Enviámos-lhe a confirmação por email.",
  tooLate:
    "O prazo para resolver este contrato terminou. Se tiver um problema com um artigo, contacte-nos: a garantia legal continua a aplicar-se.",
  received: "Recebemos a sua livre resolução. Enviámos-lhe a confirmação por email.",
} as const;
