import { z } from "zod";

/**
 * The back office's people and what each may do, written once: the server checks every admin call
 * against this table and the back office shows only what the signed-in role may use.
 */
export const STAFF_ROLES = ["owner", "manager", "store"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_PERMISSIONS = [
  "dashboard.read",
  "catalogue.read",
  "catalogue.write",
  /** Stock of every location; a `store` role changes only its own store's (see `stockScope`). */
  "stock.write",
  /**
   * Every order with its customer's data: contacts, addresses, invoice data and documents,
   * refunds and returns, the packing slip and the orders' export.
   */
  "orders.read",
  "orders.write",
  /**
   * The pickups one hands over, as the counter sees them: the lines, the state, the name and
   * phone; no email, NIF, address, invoice, refund nor money. A `store` role only its own
   * store's, and no other order at all (see `pickupScope`).
   */
  "pickups.read",
  /** Putting pickups on the shelf and handing them over; a `store` role only its own store's. */
  "orders.pickup",
  /** Cancelling a paid purchase refunds its buyer: money leaves the shop. */
  "orders.refund",
  "customers.read",
  "customers.write",
  "messages.read",
  "settings.write",
  "staff.manage",
  "audit.read",
] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

const MANAGER: readonly StaffPermission[] = [
  "dashboard.read",
  "catalogue.read",
  "catalogue.write",
  "stock.write",
  "orders.read",
  "orders.write",
  "pickups.read",
  "orders.pickup",
  "customers.read",
  "customers.write",
  "messages.read",
];

const PERMISSIONS_BY_ROLE: Readonly<Record<StaffRole, readonly StaffPermission[]>> = {
  owner: STAFF_PERMISSIONS,
  manager: MANAGER,
  store: ["catalogue.read", "stock.write", "pickups.read", "orders.pickup"],
};

export function permissionsOf(role: StaffRole): readonly StaffPermission[] {
  return PERMISSIONS_BY_ROLE[role];
}

export function roleMay(role: StaffRole, permission: StaffPermission): boolean {
  return PERMISSIONS_BY_ROLE[role].includes(permission);
}

/** The stock locations a staff member may change: every one, or only their own store's. */
export function stockScope(staff: { role: StaffRole; storeId: number | null }): "all" | number {
  return staff.role === "store" && staff.storeId !== null ? staff.storeId : "all";
}

/** The pickups a staff member may see and hand over: every store's, or only their own store's. */
export const pickupScope = stockScope;

export const staffRoleNames: Record<StaffRole, string> = {
  owner: "Dono",
  manager: "Gestor",
  store: "Loja",
};

/** Long enough to resist guessing offline; the staff guard money and personal data. */
export const STAFF_PASSWORD_MIN_LENGTH = 12;
/** A passphrase may be long; argon2id takes any length, this only bounds the work. */
export const STAFF_PASSWORD_MAX_LENGTH = 128;

export const staffMessages = {
  email: "Introduza um email válido.",
  password: "Indique a palavra-passe.",
  newPassword: `A palavra-passe deve ter entre ${STAFF_PASSWORD_MIN_LENGTH} e ${STAFF_PASSWORD_MAX_LENGTH} caracteres.`,
  code: "Introduza o código de 6 algarismos da aplicação de autenticação.",
  name: "Indique o nome (até 100 caracteres).",
  role: "Escolha uma função.",
  storeRequired: "Escolha a loja desta pessoa.",
  invalidCredentials: "Email ou palavra-passe incorretos.",
  invalidCode: "O código não está certo. Confirme a hora do telemóvel e tente de novo.",
  signInNeeded: "A sua sessão terminou. Inicie sessão de novo.",
  forbidden: "A sua função não permite esta ação.",
  stepNeeded: "Conclua a verificação em dois passos para continuar.",
  invalidLink: "Esta ligação já não é válida. Peça uma nova ao dono da loja.",
  passwordSet: "Palavra-passe definida. Pode agora iniciar sessão.",
  totpEnabled: "Verificação em dois passos ativada.",
  totpAlreadyEnabled: "A verificação em dois passos já está ativa.",
  emailTaken: "Já existe uma pessoa da equipa com este email.",
  lastOwner: "A loja precisa de pelo menos um dono ativo.",
  secondStepCode:
    "Introduza o código de 6 algarismos da aplicação de autenticação ou um código de recuperação.",
  totpNotOn: "Ative primeiro a verificação em dois passos.",
  currentPassword: "Indique a palavra-passe atual.",
  wrongCurrentPassword: "A palavra-passe atual não está certa.",
  samePassword: "A nova palavra-passe tem de ser diferente da atual.",
  passwordChanged: "Palavra-passe alterada. As suas outras sessões foram terminadas.",
  recoveryCodesNew: "Novos códigos de recuperação criados. Os anteriores deixaram de valer.",
} as const;

/** How many one-time recovery codes a person gets with TOTP, and in each new set. */
export const STAFF_RECOVERY_CODE_COUNT = 10;
/** Crockford's base32 in lower case: no i, l, o nor u to misread. 10 characters = 50 bits. */
export const RECOVERY_CODE_ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz";
export const RECOVERY_CODE_LENGTH = 10;

/** `ABCDE-fghjk `, `abcde fghjk` and `abcdefghjk` are the same code. */
export function normalizeRecoveryCode(code: string): string {
  return code.replace(/[\s-]/g, "").toLowerCase();
}

/** `abcdefghjk` as `abcde-fghjk`, the way it is shown. */
export function formatRecoveryCode(code: string): string {
  const half = RECOVERY_CODE_LENGTH / 2;
  return `${code.slice(0, half)}-${code.slice(half)}`;
}

const RECOVERY_CODE_PATTERN = new RegExp(`^[${RECOVERY_CODE_ALPHABET}]{${RECOVERY_CODE_LENGTH}}$`);

export function isRecoveryCode(code: string): boolean {
  return RECOVERY_CODE_PATTERN.test(code);
}

const email = z
  .string({ error: staffMessages.email })
  .trim()
  .toLowerCase()
  .max(254, staffMessages.email)
  .pipe(z.email(staffMessages.email));

export const StaffLoginSchema = z.object({
  email,
  password: z
    .string({ error: staffMessages.password })
    .min(1, staffMessages.password)
    .max(STAFF_PASSWORD_MAX_LENGTH, staffMessages.password),
});
export type StaffLogin = z.infer<typeof StaffLoginSchema>;

export const TotpCodeSchema = z.object({
  code: z
    .string({ error: staffMessages.code })
    .transform((code) => code.replace(/\s/g, ""))
    .pipe(z.string().regex(/^\d{6}$/, staffMessages.code)),
});

/**
 * The second step of signing in: the app's 6 digits, or one of the person's recovery codes
 * (spaces and dashes ignored). The server tells which by its shape.
 */
export const SecondStepCodeSchema = z.object({
  code: z
    .string({ error: staffMessages.secondStepCode })
    .max(40, staffMessages.secondStepCode)
    .transform((code) =>
      /^[\d\s]+$/.test(code) ? code.replace(/\s/g, "") : normalizeRecoveryCode(code),
    )
    .pipe(
      z
        .string()
        .refine(
          (code) => /^\d{6}$/.test(code) || isRecoveryCode(code),
          staffMessages.secondStepCode,
        ),
    ),
});

export const StaffPasswordSchema = z
  .string({ error: staffMessages.newPassword })
  .min(STAFF_PASSWORD_MIN_LENGTH, staffMessages.newPassword)
  .max(STAFF_PASSWORD_MAX_LENGTH, staffMessages.newPassword);

export const SetStaffPasswordSchema = z.object({
  token: z.string().min(1).max(200),
  password: StaffPasswordSchema,
});

/** A signed-in staff member changing their own password: the current one proves it is them. */
export const ChangeStaffPasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: staffMessages.currentPassword })
      .min(1, staffMessages.currentPassword)
      .max(STAFF_PASSWORD_MAX_LENGTH, staffMessages.wrongCurrentPassword),
    newPassword: StaffPasswordSchema,
  })
  .refine((body) => body.newPassword !== body.currentPassword, {
    path: ["newPassword"],
    error: staffMessages.samePassword,
  });
export type ChangeStaffPassword = z.infer<typeof ChangeStaffPasswordSchema>;

export const StaffInviteSchema = z
  .object({
    email,
    name: z
      .string({ error: staffMessages.name })
      .trim()
      .min(1, staffMessages.name)
      .max(100, staffMessages.name),
    role: z.enum(STAFF_ROLES, { error: staffMessages.role }),
    storeId: z.number().int().positive().nullable().default(null),
  })
  .refine((staff) => staff.role !== "store" || staff.storeId !== null, {
    path: ["storeId"],
    error: staffMessages.storeRequired,
  });
export type StaffInvite = z.infer<typeof StaffInviteSchema>;

export const StaffChangeSchema = z
  .object({
    role: z.enum(STAFF_ROLES, { error: staffMessages.role }),
    storeId: z.number().int().positive().nullable(),
    active: z.boolean(),
  })
  .partial();

/**
 * Where a signed-in staff member stands: `totp` must type a code, `totp-setup` must turn on
 * two-step verification before anything else (the owner, in production), `ready` may work.
 */
export const STAFF_SESSION_STEPS = ["totp", "totp-setup", "ready"] as const;
export type StaffSessionStep = (typeof STAFF_SESSION_STEPS)[number];

export const StaffMeSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  storeId: z.number().int().nullable(),
  totpEnabled: z.boolean(),
  permissions: z.array(z.enum(STAFF_PERMISSIONS)),
});
export type StaffMe = z.infer<typeof StaffMeSchema>;

export const StaffSessionViewSchema = z.object({
  staff: StaffMeSchema,
  step: z.enum(STAFF_SESSION_STEPS),
});
export type StaffSessionView = z.infer<typeof StaffSessionViewSchema>;

/** TOTP just turned on: the session, and the recovery codes shown this once. */
export const TotpEnabledSchema = StaffSessionViewSchema.extend({
  recoveryCodes: z.array(z.string()),
});
export type TotpEnabled = z.infer<typeof TotpEnabledSchema>;

/** How many of a person's recovery codes are still unused. */
export const RecoveryCodesStateSchema = z.object({ remaining: z.number().int() });
export const RecoveryCodesSchema = z.object({ codes: z.array(z.string()) });
