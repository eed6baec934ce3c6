import { z } from "zod";
import { EmailSchema } from "./account.ts";
import { IbanSchema } from "./returns.ts";

/** The withdrawal function's texts the API answers with (Directive 2011/83/EU art. 11a). */
export const withdrawalMessages = {
  reference: "Indique o código da encomenda (8 letras e algarismos, por exemplo AB12CD34).",
  notFound:
    "Não encontrámos nenhuma encomenda com este código e este email. Confirme os dois no email da encomenda.",
  unpaid:
    "Esta encomenda ainda não foi paga, por isso não há contrato a resolver: se não a pagar, é cancelada automaticamente. Também a pode cancelar na página da encomenda.",
  canceled: "Esta encomenda já foi cancelada: não há nada a resolver.",
  already:
    "Já recebemos a sua livre resolução desta encomenda. Enviámos-lhe a confirmação por email.",
  tooLate:
    "O prazo para resolver este contrato terminou. Se tiver um problema com um artigo, contacte-nos: a garantia legal continua a aplicar-se.",
  received: "Recebemos a sua livre resolução. Enviámos-lhe a confirmação por email.",
} as const;

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
