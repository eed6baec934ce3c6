export const setPasswordTexts = {
  title: "Definir palavra-passe",
  forWhom: (name: string, email: string) => `Para ${name} (${email}).`,
  password: "Nova palavra-passe",
  passwordHint: "Entre 12 e 128 caracteres. Uma frase que só a pessoa saiba serve bem.",
  confirmation: "Repita a palavra-passe",
  mismatch: "As duas palavras-passe não são iguais.",
  save: "Guardar palavra-passe",
  saving: "A guardar…",
  signIn: "Iniciar sessão",
  invalidTitle: "Ligação inválida",
} as const;
