export const accountTexts = {
  title: "A minha conta",
  name: "Nome",
  email: "Email",
  role: "Função",
  totpTitle: "Verificação em dois passos",
  totpOn: "Ativa: ao iniciar sessão, a aplicação de autenticação dá o segundo passo.",
  totpOff:
    "Desativada. Com ela, quem souber a sua palavra-passe não entra sem o código do seu telemóvel.",
  turnOn: "Ativar verificação em dois passos",
  preparing: "A preparar…",
  scan: "Leia o código QR com uma aplicação de autenticação (Google Authenticator, Microsoft Authenticator, 1Password…) ou escreva nela a chave abaixo.",
  qrAlt: "Código QR para a aplicação de autenticação",
  secret: "Chave",
  code: "Código da aplicação",
  codeHint: "Os 6 algarismos que a aplicação mostra agora.",
  confirm: "Confirmar e ativar",
  confirming: "A confirmar…",
  continue: "Continuar",
  recoveryTitle: "Códigos de recuperação",
  recoveryIntro:
    "Se perder o telemóvel, entre com um destes códigos em vez do código da aplicação. Cada código serve uma só vez.",
  recoveryShownOnce:
    "Guarde-os agora num lugar seguro (um gestor de palavras-passe, ou impressos): não voltam a ser mostrados.",
  recoveryListLabel: "Os seus códigos de recuperação",
  recoveryRemaining: (count: number) =>
    count === 0
      ? "Não lhe resta nenhum código de recuperação. Gere novos códigos."
      : count === 1
        ? "Resta-lhe 1 código de recuperação por usar."
        : `Restam-lhe ${count} códigos de recuperação por usar.`,
  recoveryNew: "Gerar novos códigos",
  recoveryNewTitle: "Gerar novos códigos de recuperação?",
  recoveryNewConsequence:
    "Recebe 10 códigos novos e os que tem agora, usados ou não, deixam de valer.",
  recoveryCopy: "Copiar códigos",
  recoveryCopied: "Códigos copiados.",
  recoveryDownload: "Descarregar (.txt)",
  recoveryFileName: "codigos-recuperacao-sapataria.txt",
  recoveryFileHeading: (email: string) =>
    `Códigos de recuperação do back office (${email}). Cada código serve uma só vez.`,
  passwordTitle: "Palavra-passe",
  passwordIntro: "Ao mudar a palavra-passe, as suas sessões noutros computadores terminam.",
  currentPassword: "Palavra-passe atual",
  newPassword: "Nova palavra-passe",
  newPasswordHint: "Pelo menos 12 caracteres. Uma frase de várias palavras é fácil de lembrar.",
  changePassword: "Mudar palavra-passe",
  changingPassword: "A mudar…",
  signOutTitle: "Sessão",
  signOut: "Terminar sessão",
} as const;
