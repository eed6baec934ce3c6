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
  recoveryCode: "Código de recuperação",
  recoveryText:
    "Um dos códigos que guardou ao ativar a verificação em dois passos (por exemplo, abcde-12345). Cada código serve uma só vez.",
  useRecovery: "Perdeu o telemóvel? Use um código de recuperação",
  useApp: "Usar o código da aplicação",
} as const;
