import { z } from "zod";
import { EmailSchema } from "./email.ts";
import { IbanSchema } from "./returns.ts";
import { withdrawalMessages } from "./withdrawal-messages.ts";

/** A guest names the contract: the order's reference and the email it was bought with. */
export const WithdrawalLookupSchema = z.object({
  reference: z
    .string({ error: withdrawalMessages.reference })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{6,12}$/, withdrawalMessages.reference),
  email: EmailSchema,
});
export type WithdrawalLookup = z.output<typeof WithdrawalLookupSchema>;

/** The confirmation: the IBAN only for an order paid by MULTIBANCO, and optional even then. */
export const WithdrawalConfirmSchema = WithdrawalLookupSchema.extend({ iban: IbanSchema });
export type WithdrawalConfirm = z.input<typeof WithdrawalConfirmSchema>;

/** An account holder names one of the account's orders. */
export const AccountWithdrawalSchema = z.object({ iban: IbanSchema });

/** What will happen: cancelled before it leaves, sent back once received, or by the staff. */
export const WITHDRAWAL_PATHS = ["cancel", "return", "staff"] as const;

/** What the confirmation step shows: the contract, what goes back, and the refund. */
export const WithdrawalPreviewSchema = z.object({
  reference: z.string(),
  orderedAt: z.string(),
  lines: z.array(z.object({ title: z.string(), size: z.string(), quantity: z.number() })),
  totalCents: z.number(),
  path: z.enum(WITHDRAWAL_PATHS),
  /** The refund goes by bank transfer: an IBAN may be given (or later, by answering the email). */
  asksIban: z.boolean(),
});
export type WithdrawalPreview = z.infer<typeof WithdrawalPreviewSchema>;

/** The acknowledgement: when the shop received it. */
export const WithdrawalReceiptSchema = z.object({
  reference: z.string(),
  receivedAt: z.string(),
  path: z.enum(WITHDRAWAL_PATHS),
});
export type WithdrawalReceipt = z.infer<typeof WithdrawalReceiptSchema>;
