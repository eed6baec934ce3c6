import { STAFF_PASSWORD_MAX_LENGTH, STAFF_PASSWORD_MIN_LENGTH } from "@shop/shared";

export const setPasswordTexts = {
  title: "Definir palavra-passe",
  forWhom: (name: string, email: string) => `Para ${name} (${email}).`,
  password: "Nova palavra-passe",
  passwordHint: `Entre ${STAFF_PASSWORD_MIN_LENGTH} e ${STAFF_PASSWORD_MAX_LENGTH} caracteres. Uma frase que só a pessoa saiba serve bem.`,
  confirmation: "Repita a palavra-passe",
  mismatch: "As duas palavras-passe não são iguais.",
  save: "Guardar palavra-passe",
  saving: "A guardar…",
  signIn: "Iniciar sessão",
  invalidTitle: "Ligação inválida",
} as const;
