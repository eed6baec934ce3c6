import {
  ChangeStaffPasswordSchema,
  IdSchema,
  RecoveryCodesSchema,
  RecoveryCodesStateSchema,
  SecondStepCodeSchema,
  SetStaffPasswordSchema,
  STAFF_ROLES,
  StaffChangeSchema,
  StaffInviteSchema,
  StaffLoginSchema,
  StaffSessionViewSchema,
  staffMessages,
  TotpCodeSchema,
  TotpEnabledSchema,
} from "@shop/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Kysely } from "kysely";
import { z } from "zod";
import { staffLimits } from "../../config/limits.ts";
import type { DB } from "../../db/schema.ts";
import type { AddressLimits } from "../../http/account-limit.ts";
import { ok, okSchema } from "../../http/envelope.ts";
import { auditPage } from "./audit.ts";
import type { StaffAdmin } from "./staff-admin.service.ts";
import { type StaffAuth, sessionView } from "./staff-auth.service.ts";
import { sessionOf, staffOf } from "./staff-guard.ts";
import type { StaffSessions } from "./staff-sessions.ts";

export interface StaffRouteDeps {
  db: Kysely<DB>;
  auth: StaffAuth;
  admin: StaffAdmin;
  sessions: StaffSessions;
  perAddress: AddressLimits;
}

const StaffMemberSchema = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  storeId: z.number().nullable(),
  active: z.boolean(),
  totpEnabled: z.boolean(),
  passwordSet: z.boolean(),
  lastSeenAt: z.string().nullable(),
});
const LinkSchema = z.object({ link: z.string() });
const IdParamsSchema = z.object({ id: IdSchema });
const AuditQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  staffId: z.coerce.number().int().positive().optional(),
  entity: z.string().max(40).optional(),
  entityId: z.string().max(40).optional(),
});
const AuditPageSchema = z.object({
  items: z.array(
    z.object({
      id: z.number(),
      at: z.string(),
      staff: z.object({ id: z.number(), name: z.string(), email: z.string() }).nullable(),
      action: z.string(),
      entity: z.string(),
      entityId: z.string().nullable(),
      before: z.unknown(),
      after: z.unknown(),
    }),
  ),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
const AUDIT_PAGE_SIZE = 50;
const session = { staffAccess: "session" } as const;
const publicAccess = { staffAccess: "public" } as const;

/** Signing in and out, the second step, the one-time link: the door of the back office. */
export async function staffSessionRoutes(app: FastifyInstance, deps: StaffRouteDeps) {
  const { auth, sessions, perAddress } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const view = { response: { 200: okSchema(StaffSessionViewSchema) } };

  api.post(
    "/session",
    { config: publicAccess, schema: { body: StaffLoginSchema, ...view } },
    async (request, reply) => ok(await auth.login(reply, request.body, request.ip)),
  );
  api.get("/session", { config: session, schema: view }, async (request) => {
    const current = sessionOf(request);
    return ok(sessionView(current.staff, current.step));
  });
  api.delete(
    "/session",
    { config: publicAccess, schema: { response: { 200: okSchema(z.null()) } } },
    async (request, reply) => {
      await sessions.end(request, reply);
      return ok(null);
    },
  );
  api.post(
    "/session/totp",
    { config: session, schema: { body: SecondStepCodeSchema, ...view } },
    async (request) => ok(await auth.verifyTotp(sessionOf(request), request.body.code, request.ip)),
  );
  api.post(
    "/totp/setup",
    {
      config: session,
      schema: {
        response: {
          200: okSchema(
            z.object({ secret: z.string(), otpauthUrl: z.string(), qrSvg: z.string() }),
          ),
        },
      },
    },
    async (request) => ok(await auth.setUpTotp(sessionOf(request))),
  );
  api.post(
    "/totp/enable",
    {
      config: session,
      schema: { body: TotpCodeSchema, response: { 200: okSchema(TotpEnabledSchema) } },
    },
    async (request) => ok(await auth.enableTotp(sessionOf(request), request.body.code, request.ip)),
  );
  api.get(
    "/totp/recovery-codes",
    { config: session, schema: { response: { 200: okSchema(RecoveryCodesStateSchema) } } },
    async (request) => ok(await auth.recoveryCodesState(sessionOf(request))),
  );
  api.post(
    "/totp/recovery-codes",
    { config: session, schema: { response: { 200: okSchema(RecoveryCodesSchema) } } },
    async (request) =>
      ok(await auth.replaceRecoveryCodes(sessionOf(request)), staffMessages.recoveryCodesNew),
  );
  api.post(
    "/password",
    {
      config: session,
      schema: { body: ChangeStaffPasswordSchema, response: { 200: okSchema(z.null()) } },
    },
    async (request) => {
      await auth.changePassword(sessionOf(request), request.body, request.ip);
      return ok(null, staffMessages.passwordChanged);
    },
  );
  const linkLimit = perAddress("staff-link", staffLimits.linkChecksPerAddress);
  api.get(
    "/password-link",
    {
      config: publicAccess,
      ...linkLimit,
      schema: {
        querystring: z.object({ token: z.string().min(1).max(200) }),
        response: { 200: okSchema(z.object({ email: z.string(), name: z.string() })) },
      },
    },
    async (request) => ok(await auth.checkLink(request.query.token)),
  );
  api.post(
    "/password-link",
    {
      config: publicAccess,
      ...linkLimit,
      schema: { body: SetStaffPasswordSchema, response: { 200: okSchema(z.null()) } },
    },
    async (request) => {
      await auth.setPasswordByLink(request.body.token, request.body.password);
      return ok(null, staffMessages.passwordSet);
    },
  );
}

/** The owner's pages: the staff and the audit log. */
export async function staffManagementRoutes(app: FastifyInstance, deps: StaffRouteDeps) {
  const { admin, db } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const manage = { staffAccess: "staff.manage" } as const;

  api.get(
    "/staff",
    { config: manage, schema: { response: { 200: okSchema(z.array(StaffMemberSchema)) } } },
    async () => ok(await admin.list()),
  );
  api.post(
    "/staff",
    {
      config: manage,
      schema: {
        body: StaffInviteSchema,
        response: {
          200: okSchema(z.object({ staff: StaffMemberSchema.optional(), link: z.string() })),
        },
      },
    },
    async (request) => ok(await admin.invite(staffOf(request), request.body)),
  );
  api.patch(
    "/staff/:id",
    {
      config: manage,
      schema: {
        params: IdParamsSchema,
        body: StaffChangeSchema,
        response: { 200: okSchema(StaffMemberSchema.optional()) },
      },
    },
    async (request) => ok(await admin.change(staffOf(request), request.params.id, request.body)),
  );
  api.post(
    "/staff/:id/link",
    {
      config: manage,
      schema: { params: IdParamsSchema, response: { 200: okSchema(LinkSchema) } },
    },
    async (request) => ok(await admin.newLink(staffOf(request), request.params.id)),
  );
  api.post(
    "/staff/:id/totp-reset",
    {
      config: manage,
      schema: { params: IdParamsSchema, response: { 200: okSchema(StaffMemberSchema.optional()) } },
    },
    async (request) => ok(await admin.resetTotp(staffOf(request), request.params.id)),
  );
  api.get(
    "/audit",
    {
      config: { staffAccess: "audit.read" },
      schema: { querystring: AuditQuerySchema, response: { 200: okSchema(AuditPageSchema) } },
    },
    async (request) => ok(await auditPage(db, { ...request.query, pageSize: AUDIT_PAGE_SIZE })),
  );
}
