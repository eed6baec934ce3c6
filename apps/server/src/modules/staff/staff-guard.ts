import { ErrorCode, roleMay, type StaffPermission, staffMessages } from "@shop/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "../../http/app-error.ts";
import type { StaffActor } from "./audit.ts";
import { type StaffSession, type StaffSessions, signInNeeded } from "./staff-sessions.ts";

/**
 * How an admin route is reached: `public` (signing in, the one-time link), `session` (any signed-in
 * staff, even before the TOTP step: the calls that complete it), or the permission it needs.
 */
export type StaffAccess = "public" | "session" | StaffPermission;

declare module "fastify" {
  interface FastifyContextConfig {
    staffAccess?: StaffAccess;
  }
  interface FastifyRequest {
    staffSession: StaffSession | null;
  }
}

/** An admin route and how it is reached (the test that walks every admin route reads these). */
export interface GuardedRoute {
  method: string;
  url: string;
  access: StaffAccess | undefined;
  /** Whether it reads a body (its schema has one). */
  takesBody: boolean;
}

const forbidden = () => new AppError(ErrorCode.FORBIDDEN, staffMessages.forbidden);

/**
 * Guards every route of the admin scope before its input is even read: each route names its
 * access in `config.staffAccess`, and a route that names none is refused to everyone.
 */
export function guardStaffRoutes(
  app: FastifyInstance,
  sessions: StaffSessions,
  registry: GuardedRoute[],
) {
  app.decorateRequest("staffSession", null);
  app.addHook("onRoute", (route) => {
    const takesBody = Boolean(route.schema?.body);
    for (const method of [route.method].flat()) {
      if (method !== "HEAD")
        registry.push({ method, url: route.url, access: route.config?.staffAccess, takesBody });
    }
  });
  // onRequest: before the body is even received (a picture upload is up to 15 MB).
  app.addHook("onRequest", async (request) => {
    const access = request.routeOptions.config.staffAccess;
    if (access === "public") return;
    const session = await sessions.of(request);
    if (!session) throw signInNeeded();
    request.staffSession = session;
    if (access === "session") return;
    if (session.step !== "ready")
      throw new AppError(ErrorCode.UNAUTHORIZED, staffMessages.stepNeeded);
    if (access === undefined || !roleMay(session.staff.role, access)) throw forbidden();
  });
}

/** The staff member of a guarded request (its route named a permission or `session`). */
export function staffOf(request: FastifyRequest): StaffActor {
  if (!request.staffSession) throw signInNeeded();
  return request.staffSession.actor;
}

export function sessionOf(request: FastifyRequest): StaffSession {
  if (!request.staffSession) throw signInNeeded();
  return request.staffSession;
}
