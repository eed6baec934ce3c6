import { z } from "zod";
import { PURCHASE_STATES } from "../purchase-states.ts";
import { listQuerySchema } from "../schemas/admin-lists.ts";
import { PaymentMethodSchema } from "../schemas/purchase.ts";

/** The back office's customers: search, profile, recovery email, data export and erasure. */
export const customerMessages = {
  notFound: "Este cliente não existe ou a conta já foi apagada.",
  recoverySent: "Enviámos ao cliente o email para definir uma nova palavra-passe.",
  recoveryLimit:
    "Este cliente já recebeu vários emails de recuperação na última hora. Tente mais tarde.",
  eraseEmail: "Escreva o email do cliente, tal como aparece na ficha, para confirmar.",
  erased: "A conta foi apagada. As compras guardam apenas os dados que a lei de faturação exige.",
  guestNotFound:
    "Este cliente sem conta não existe, os seus dados já foram apagados ou as compras são de uma conta.",
  guestErased:
    "Os dados do cliente foram apagados. As compras guardam apenas os dados que a lei de faturação exige.",
} as const;

export const CUSTOMER_SORTS = ["createdAt", "name", "email"] as const;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];

/** `?q=` finds a fragment of the name (without accents), email, phone or an address's NIF. */
export const CustomerListQuerySchema = listQuerySchema(CUSTOMER_SORTS, {
  sort: "createdAt",
  order: "desc",
});
export type CustomerListQuery = z.output<typeof CustomerListQuerySchema>;

export const CustomerRowSchema = z.object({
  /** The account's id; a guest's key (its first purchase's id, see GuestProfileSchema). */
  id: z.number(),
  /** Bought without an account: grouped by the purchases' email. */
  guest: z.boolean(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  emailConfirmed: z.boolean(),
  createdAt: z.string(),
  /** The account's purchases, and those made as a guest with its email. */
  purchaseCount: z.number(),
});
export type CustomerRow = z.infer<typeof CustomerRowSchema>;

export const CustomerListSchema = z.object({
  items: z.array(CustomerRowSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});

export const CustomerAddressSchema = z.object({
  name: z.string(),
  nif: z.string().nullable(),
  /** The country's name. */
  country: z.string().nullable(),
  street: z.string(),
  city: z.string(),
  postalCode: z.string(),
});
export type CustomerAddress = z.infer<typeof CustomerAddressSchema>;

export const CustomerPurchaseSchema = z.object({
  id: z.number(),
  idShort: z.string(),
  state: z.enum(PURCHASE_STATES),
  /** Euros, VAT included. */
  total: z.number(),
  paymentMethod: PaymentMethodSchema,
  date: z.string(),
  /** Bought without signing in, with the account's email. */
  guest: z.boolean(),
});
export type CustomerPurchase = z.infer<typeof CustomerPurchaseSchema>;

/** How many of the newest purchases the profile lists (`purchaseCount` says how many there are). */
export const PROFILE_PURCHASES = 50;

export const CustomerProfileSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  emailConfirmed: z.boolean(),
  createdAt: z.string(),
  /** The last call made in one of the account's sessions. */
  lastSeenAt: z.string().nullable(),
  addresses: z.object({
    delivery: CustomerAddressSchema.nullable(),
    invoice: CustomerAddressSchema.nullable(),
  }),
  purchases: z.array(CustomerPurchaseSchema),
  purchaseCount: z.number(),
  wishlistCount: z.number(),
  /**
   * The guest key of purchases made without an account with this email while the account has
   * not confirmed it (they are not proven the account's, so they stay a guest's); else null.
   */
  unprovenGuest: z.number().nullable(),
});
export type CustomerProfile = z.infer<typeof CustomerProfileSchema>;

/**
 * GET /api/admin/customers/guests/:id: a buyer without an account, known by the email of their
 * purchases; `id` is the key the list gives (the id of one of their purchases).
 */
export const GuestProfileSchema = z.object({
  id: z.number(),
  /** The name, phone and addresses of the newest purchase. */
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  firstPurchaseAt: z.string(),
  addresses: z.object({
    delivery: CustomerAddressSchema.nullable(),
    invoice: CustomerAddressSchema.nullable(),
  }),
  purchases: z.array(CustomerPurchaseSchema),
  purchaseCount: z.number(),
  /** An account registered with this email that has not confirmed it yet. */
  accountId: z.number().nullable(),
});
export type GuestProfile = z.infer<typeof GuestProfileSchema>;

/** Erasing asks for the customer's email typed again (compared without case). */
export const CustomerEraseSchema = z.object({
  email: z
    .string({ error: customerMessages.eraseEmail })
    .trim()
    .toLowerCase()
    .min(1, customerMessages.eraseEmail)
    .max(254, customerMessages.eraseEmail),
});
export type CustomerErase = z.output<typeof CustomerEraseSchema>;

export const CustomerErasedSchema = z.object({ purchasesKept: z.number() });

const ExportAddressSchema = CustomerAddressSchema.extend({ forInvoice: z.boolean() });

const ExportPurchaseSchema = z.object({
  idShort: z.string(),
  guest: z.boolean(),
  state: z.enum(PURCHASE_STATES),
  date: z.string(),
  paidAt: z.string().nullable(),
  canceledAt: z.string().nullable(),
  paymentMethod: PaymentMethodSchema,
  paymentEntity: z.string().nullable(),
  paymentReference: z.string().nullable(),
  contactEmail: z.string(),
  contactPhone: z.string(),
  delivery: z.object({
    name: z.string(),
    country: z.string(),
    street: z.string(),
    city: z.string(),
    postalCode: z.string(),
  }),
  invoice: z.object({
    name: z.string().nullable(),
    nif: z.string().nullable(),
    country: z.string().nullable(),
    street: z.string().nullable(),
    city: z.string().nullable(),
    postalCode: z.string().nullable(),
  }),
  notes: z.string(),
  /** The network address the purchase was made from. */
  clientAddress: z.string().nullable(),
  priceBase: z.number(),
  priceDelivery: z.number(),
  vatPercent: z.number(),
  priceTax: z.number(),
  priceTotal: z.number(),
  trackingNumber: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  lines: z.array(
    z.object({
      productId: z.number(),
      ref: z.string().nullable(),
      title: z.string().nullable(),
      size: z.string(),
      quantity: z.number(),
      unitPrice: z.number(),
      discount: z.number(),
      /** What a unit paid (discount or sale applied); absent from an export made before sales. */
      paidUnitPrice: z.number().optional(),
    }),
  ),
});

/**
 * Everything the shop holds about a customer, as a data-access request (GDPR art. 15 and 20)
 * needs it. Never a password hash nor a live link: the file leaves the shop.
 */
export const CustomerExportSchema = z.object({
  exportedAt: z.string(),
  /** The email the export is about (a guest has no account). */
  email: z.string(),
  account: z
    .object({
      id: z.number(),
      name: z.string(),
      email: z.string(),
      phone: z.string().nullable(),
      emailConfirmed: z.boolean(),
      createdAt: z.string(),
      updatedAt: z.string(),
      cart: z.record(
        z.string(),
        z.object({ id: z.number(), quantities: z.record(z.string(), z.number()) }),
      ),
    })
    .nullable(),
  sessions: z.array(
    z.object({ createdAt: z.string(), lastSeenAt: z.string(), expiresAt: z.string() }),
  ),
  addresses: z.array(ExportAddressSchema),
  purchases: z.array(ExportPurchaseSchema),
  wishlist: z.array(
    z.object({
      productId: z.number(),
      ref: z.string(),
      title: z.string().nullable(),
      addedAt: z.string(),
    }),
  ),
  contactMessages: z.array(
    z.object({
      name: z.string(),
      surname: z.string(),
      email: z.string(),
      message: z.string(),
      clientAddress: z.string().nullable(),
      date: z.string(),
    }),
  ),
  /** Emails to or from the address still in the outbox (sent ones are kept 30 days). */
  emails: z.array(
    z.object({
      kind: z.string(),
      recipient: z.string(),
      subject: z.string(),
      status: z.string(),
      createdAt: z.string(),
      sentAt: z.string().nullable(),
    }),
  ),
  /** «Avisem-me» alerts of the account or of its email, without their links. */
  sizeAlerts: z.array(
    z.object({
      productId: z.number(),
      ref: z.string(),
      title: z.string().nullable(),
      size: z.string(),
      email: z.string(),
      state: z.string(),
      createdAt: z.string(),
      confirmedAt: z.string().nullable(),
      endedAt: z.string().nullable(),
    }),
  ),
});
export type CustomerExport = z.infer<typeof CustomerExportSchema>;

/** The name of a customer's export file: no personal data in it, the date of the export. */
export function customerExportFileName(customerId: number, at: Date, guest = false): string {
  const who = guest ? `convidado-${customerId}` : `cliente-${customerId}`;
  return `${who}-dados-${at.toISOString().slice(0, 10)}.json`;
}
