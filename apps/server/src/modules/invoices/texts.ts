/** What the invoice calls answer, in Portuguese. */
export const invoiceMessages = {
  orderNotFound: "A encomenda não existe.",
  notFound: "A fatura não existe ou ainda está a ser emitida.",
  nothingToRetry: "Não há nenhuma fatura por emitir nesta encomenda.",
  retrying: "A fatura vai ser emitida de novo.",
};
