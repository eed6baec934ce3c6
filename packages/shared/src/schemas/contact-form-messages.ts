/** The contact form's texts the API answers with. */
export const contactFormMessages = {
  name: "Indique o seu nome.",
  nameTooLong: "O nome pode ter no máximo 100 caracteres.",
  surnameTooLong: "O apelido pode ter no máximo 100 caracteres.",
  email: "Indique o seu email.",
  emailTooLong: "O email é demasiado longo.",
  emailInvalid: "Introduza um email válido.",
  message: "Escreva a sua mensagem.",
  messageTooLong: "A mensagem pode ter no máximo 5000 caracteres.",
} as const;
