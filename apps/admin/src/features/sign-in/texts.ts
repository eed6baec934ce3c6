export const signInTexts = {
  title: "Iniciar sessão",
  email: "Email",
  password: "Palavra-passe",
  signIn: "Entrar",
  signingIn: "A entrar…",
  totpTitle: "Verificação em dois passos",
  totpText: "Introduza o código de 6 algarismos que a aplicação de autenticação mostra agora.",
  code: "Código",
  confirm: "Confirmar",
  confirming: "A confirmar…",
  otherAccount: "Entrar com outra conta",
} as const;
