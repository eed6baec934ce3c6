import { z } from "zod";
import { IdSchema } from "./catalog-requests.ts";
import { EmailSchema } from "./email.ts";
import { sizeAlertMessages } from "./size-alert-messages.ts";

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
