import { createHash, randomBytes } from "node:crypto";
import { AUTH_COOKIE_NAME, AUTH_SESSION_DAYS, ErrorCode } from "@shop/shared";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import type { DB } from "../db/schema.ts";
import { AppError } from "./app-error.ts";

const SESSION_SECONDS = AUTH_SESSION_DAYS * 24 * 3600;
export const LOGIN_NEEDED = "Inicie sessão para continuar.";

/** A random token of 256 bits, sent once to the client; only its hash is kept. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** The token a request carries: the authToken cookie, or an Authorization Bearer header. */
export function tokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith("Bearer ")) return header.slice(7).trim() || null;
  return request.cookies[AUTH_COOKIE_NAME] ?? null;
}

export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(AUTH_COOKIE_NAME, token, {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    maxAge: SESSION_SECONDS,
    secure,
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(AUTH_COOKIE_NAME, { httpOnly: true, sameSite: "lax", path: "/", secure });
}

export interface Session {
  userId: number;
  tokenHash: string;
}

/** Sessions: created at login, found by their token's hash, revoked one or all at a time. */
export function sessionStore(db: Kysely<DB>) {
  const resolved = new WeakMap<FastifyRequest, Promise<Session | null>>();

  async function find(request: FastifyRequest): Promise<Session | null> {
    const token = tokenOf(request);
    if (!token || token.length > 200) return null;
    const tokenHash = hashToken(token);
    const row = await db
      .selectFrom("sessions")
      .select("user_id")
      .where("token_hash", "=", tokenHash)
      .where("expires_at", ">", new Date())
      .executeTakeFirst();
    return row ? { userId: row.user_id, tokenHash } : null;
  }

  return {
    async create(userId: number): Promise<string> {
      const token = newToken();
      await db
        .insertInto("sessions")
        .values({
          user_id: userId,
          token_hash: hashToken(token),
          expires_at: new Date(Date.now() + SESSION_SECONDS * 1000),
        })
        .execute();
      return token;
    },
    /** The request's session, looked up once per request. */
    of(request: FastifyRequest): Promise<Session | null> {
      let session = resolved.get(request);
      if (!session) {
        session = find(request);
        resolved.set(request, session);
      }
      return session;
    },
    async require(request: FastifyRequest): Promise<Session> {
      const session = await this.of(request);
      if (!session) throw new AppError(ErrorCode.UNAUTHORIZED, LOGIN_NEEDED);
      return session;
    },
    async revoke(tokenHash: string): Promise<void> {
      await db.deleteFrom("sessions").where("token_hash", "=", tokenHash).execute();
    },
    /** Ends every session of the user but `keep` (a password change keeps the current one). */
    async revokeOthers(userId: number, keep: string | null): Promise<void> {
      let query = db.deleteFrom("sessions").where("user_id", "=", userId);
      if (keep) query = query.where("token_hash", "<>", keep);
      await query.execute();
    },
  };
}

export type SessionStore = ReturnType<typeof sessionStore>;
