import { z } from "zod";
import { EmailSchema } from "./account.ts";
import { IdSchema } from "./catalog-requests.ts";

/** The most alerts one email may have waiting at once (pending, active or about to be sent). */
export const SIZE_ALERTS_PER_EMAIL = 20;

/** A size in words, as the alert's page and emails say it: "tamanho 38", or "tamanho único" ("U"). */
export const sizeInWords = (size: string) => (size === "U" ? "tamanho único" : `tamanho ${size}`);

/** Texts of the "Avisem-me" calls, shown as the server answers them. */
export const sizeAlertMessages = {
  product: "Indique o produto.",
  size: "Escolha um tamanho.",
  productNotFound: "O produto não existe ou já não está à venda.",
  unknownSize: "Este produto não tem esse tamanho.",
  inStock: "Este tamanho está disponível online: pode comprá-lo já.",
  tooMany: `Este email já tem ${SIZE_ALERTS_PER_EMAIL} avisos à espera. Cancele algum (há um link em cada email) antes de pedir outro.`,
  guestAsked:
    "Enviámos um email para confirmar o aviso. Siga o link que lá encontra para o ativar (se não o encontrar, veja na pasta de spam).",
  customerAsked: (size: string) =>
    `Vamos avisá-lo por email quando o tamanho ${size} voltar a estar disponível online.`,
  invalidLink: "O link é inválido ou já expirou.",
} as const;

const productId = z
  .number({ error: sizeAlertMessages.product })
  .int(sizeAlertMessages.product)
  .min(1, sizeAlertMessages.product)
  .max(999_999_999, sizeAlertMessages.product);
const size = z
  .string({ error: sizeAlertMessages.size })
  .trim()
  .min(1, sizeAlertMessages.size)
  .max(10, sizeAlertMessages.unknownSize);

/** POST /users/client/size-alerts: a signed-in customer's alert, to the account's email. */
export const SizeAlertBodySchema = z.object({ productId, size });
export type SizeAlertBody = z.output<typeof SizeAlertBodySchema>;

/** POST /public/size-alerts: a guest's alert, active once the emailed link confirms the email. */
export const GuestSizeAlertBodySchema = SizeAlertBodySchema.extend({ email: EmailSchema });
export type GuestSizeAlertBody = z.output<typeof GuestSizeAlertBodySchema>;

/** POST /public/size-alerts/confirm and /unsubscribe: the code of the emailed link. */
export const SizeAlertLinkBodySchema = z.object({
  code: z.string({ error: sizeAlertMessages.invalidLink }).trim().min(16).max(200),
});

export const SizeAlertProductParamsSchema = z.object({ productId: IdSchema });

/** The alert a link confirmed or cancelled. */
export const SizeAlertSchema = z.object({
  productId: z.number().int(),
  title: z.string(),
  size: z.string(),
});
export type SizeAlert = z.infer<typeof SizeAlertSchema>;

/** The sizes of a product the signed-in customer is waiting for. */
export const CustomerSizeAlertsSchema = z.object({ sizes: z.array(z.string()) });
export type CustomerSizeAlerts = z.infer<typeof CustomerSizeAlertsSchema>;
