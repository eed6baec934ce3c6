import { EmailSchema } from "@shop/shared";

/**
 * The shop's email rule (the shared schema), apart from the «Avisem-me» form: a product page
 * sold out online shows the form as it loads, and its rules (zod's) load on the form's first use.
 */
export function checkEmail(value: string): { email: string } | { error: string } {
  const result = EmailSchema.safeParse(value);
  return result.success ? { email: result.data } : { error: result.error.issues[0]?.message ?? "" };
}
