/** Texts of the contacts page. */
import { translatable } from "../../lib/i18n/texts-key";
export const contactTexts = translatable("features/contact/texts.ts#contactTexts", {
  title: "Contactos",
  lead: "Tem uma pergunta sobre um modelo, um tamanho ou uma encomenda? Escreva-nos ou ligue-nos: respondemos com todo o gosto.",
  detailsHeading: "Fale connosco",
  phone: "Telefone",
  phoneNote: "Chamada para a rede fixa nacional",
  email: "Email",
  address: "Morada",
  storesLink: "Ver as nossas lojas",
  formHeading: "Envie-nos uma mensagem",
  requiredNote: "Os campos assinalados com * são obrigatórios.",
  name: "Nome",
  surname: "Apelido",
  emailField: "Email",
  message: "Mensagem",
  counter: (used: number, max: number) => `${used} / ${max} caracteres`,
  submit: "Enviar",
  sending: "A enviar…",
  sentFallback: "Obrigado pela sua mensagem. Responderemos com a maior brevidade possível.",
  networkError: "Não foi possível contactar a loja. Verifique a sua ligação e tente novamente.",
} as const);

/** The longest message the server accepts (ContactBodySchema). */
export const MESSAGE_MAX_LENGTH = 5000;
