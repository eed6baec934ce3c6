import { ErrorCode, type StaffSessionStep, staffMessages } from "@shop/shared";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";
import { AppError } from "../../http/app-error.ts";
import { hashToken, newToken } from "../../http/session.ts";
import type { StaffActor } from "./audit.ts";
import { staffRepository as repository, type StaffRow } from "./staff.repository.ts";

export const STAFF_COOKIE = "staffSession";
/** Sent only to the admin API: the storefront's requests never carry it. */
const COOKIE_PATH = "/api/admin";
/** A session unused this long ends (someone left the shop's computer signed in). */
export const STAFF_IDLE_SECONDS = 30 * 60;
/** And none lasts longer than a working day. */
const STAFF_SESSION_SECONDS = 12 * 3600;
/** Writing last_seen_at on every call would be a write per click: once a minute is enough. */
const TOUCH_AFTER_MS = 60_000;

export interface StaffSession {
  tokenHash: string;
  staff: StaffRow;
  actor: StaffActor;
  step: StaffSessionStep;
}

export function actorOf(staff: StaffRow): StaffActor {
  return {
    id: staff.id,
    email: staff.email,
    name: staff.name,
    role: staff.role,
    storeId: staff.store_id,
  };
}

export const signInNeeded = () => new AppError(ErrorCode.UNAUTHORIZED, staffMessages.signInNeeded);

/**
 * Staff sessions: a random token in an HttpOnly, SameSite=Strict cookie, its hash in the database,
 * ended by 30 idle minutes or 12 hours, whichever comes first.
 */
export function staffSessions(
  db: Kysely<DB>,
  options: { secureCookies: boolean; ownerNeedsTotp: boolean },
) {
  const resolved = new WeakMap<FastifyRequest, Promise<StaffSession | null>>();

  function stepOf(staff: StaffRow, verified: boolean): StaffSessionStep {
    if (!verified) return "totp";
    if (options.ownerNeedsTotp && staff.role === "owner" && !staff.totp_enabled)
      return "totp-setup";
    return "ready";
  }

  async function find(request: FastifyRequest): Promise<StaffSession | null> {
    const token = request.cookies[STAFF_COOKIE];
    if (!token || token.length > 200) return null;
    const tokenHash = hashToken(token);
    const row = await repository.liveSession(db, tokenHash, STAFF_IDLE_SECONDS);
    if (!row) return null;
    if (Date.now() - row.last_seen_at.getTime() > TOUCH_AFTER_MS) {
      await repository.touchSession(db, tokenHash);
    }
    const { verified, last_seen_at: _seen, ...staff } = row;
    return { tokenHash, staff, actor: actorOf(staff), step: stepOf(staff, verified) };
  }

  return {
    stepOf,
    /** Starts a session; it needs the TOTP step first when the person has it on. */
    async create(reply: FastifyReply, staff: StaffRow): Promise<StaffSessionStep> {
      const token = newToken();
      const verified = !staff.totp_enabled;
      await repository.insertSession(db, {
        staff_id: staff.id,
        token_hash: hashToken(token),
        verified,
        expires_at: new Date(Date.now() + STAFF_SESSION_SECONDS * 1000),
      });
      reply.setCookie(STAFF_COOKIE, token, {
        httpOnly: true,
        sameSite: "strict",
        path: COOKIE_PATH,
        secure: options.secureCookies,
        maxAge: STAFF_SESSION_SECONDS,
      });
      return stepOf(staff, verified);
    },
    /** The request's session, looked up once per request. */
    of(request: FastifyRequest): Promise<StaffSession | null> {
      let session = resolved.get(request);
      if (!session) {
        session = find(request);
        resolved.set(request, session);
      }
      return session;
    },
    async end(request: FastifyRequest, reply: FastifyReply) {
      const session = await this.of(request);
      if (session) await repository.deleteSession(db, session.tokenHash);
      reply.clearCookie(STAFF_COOKIE, {
        httpOnly: true,
        sameSite: "strict",
        path: COOKIE_PATH,
        secure: options.secureCookies,
      });
    },
  };
}

export type StaffSessions = ReturnType<typeof staffSessions>;
