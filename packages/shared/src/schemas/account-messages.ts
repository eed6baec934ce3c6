import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../constants.ts";

/**
 * Texts of the account forms and calls (product.md sections 5 and 8), apart from their schemas: the
 * product cards show two of them, and importing a module builds all of its schemas.
 */
export const accountMessages = {
  name: "Indique o seu nome.",
  nameTooLong: "O nome pode ter no máximo 150 caracteres.",
  email: "Introduza um email válido.",
  emailTooLong: "O email pode ter no máximo 75 caracteres.",
  password: `A palavra-passe deve ter entre ${PASSWORD_MIN_LENGTH} e ${PASSWORD_MAX_LENGTH} caracteres.`,
  phone: "Introduza um número de telefone válido",
  registerMismatch: "As password não coincidem",
  recoveryMismatch: "As password não conincidem",
  recoveryTooShort: "Introduza uma password com pelo menos 8 caracteres",
  changeMismatch: "As passwords não coincidem",
  privacyTitle: "Politica de privacidade",
  privacyText: "Para criar uma conta tem de aceitar a política de privacidade.",
  dataChanged: "Dados alterados com sucesso.",
  passwordChanged: "Password alterada com sucesso",
  passwordForEmail: "Indique a sua palavra-passe atual para mudar o email.",
  confirmationResent:
    "Enviámos de novo o email de confirmação. Se não o encontrar, verifique a pasta de spam (lixo eletrónico).",
  recoverySent: "Enviamos um email com instruções de recuperação da sua conta",
  recoveredTitle: "Conta recuperada",
  recoveredText:
    "A sua password foi estabelecida com successo. Pode agora fazer login com a nova password.",
  emailInvalidCode: "O código de confirmação de email é inválido.",
  emailError: "Ocorreu um erro ao confirmar o seu email.",
  emailAlreadyConfirmed: "O seu email já se encontra confirmado",
  favouriteLogin: "Faça login ou crie uma conta para adicionar produtos aos seus favoritos.",
  favouriteFailed:
    "Não foi possível adicionar ou remover o produto à sua lista de favoritos. Por favor, tente mais tarde.",
  addressName: "O nome pode ter no máximo 70 caracteres.",
  nif: "O NIF não é válido.",
  language: "Escolha português (pt) ou inglês (en).",
} as const;
