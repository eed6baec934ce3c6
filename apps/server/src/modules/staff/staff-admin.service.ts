import {
  ErrorCode,
  type StaffChangeSchema,
  type StaffInvite,
  type StaffRole,
  staffMessages,
} from "@shop/shared";
import type { Kysely, Transaction } from "kysely";
import type { z } from "zod";
import type { DB } from "../../db/schema.ts";
import { AppError, notFound } from "../../http/app-error.ts";
import { hashToken, newToken } from "../../http/session.ts";
import { recordAudit, type StaffActor } from "./audit.ts";
import { staffRepository as repository } from "./staff.repository.ts";

type Db = Kysely<DB> | Transaction<DB>;
type StaffChange = z.output<typeof StaffChangeSchema>;

/** An invitation or a new link stays usable for a week. */
const LINK_SECONDS = 7 * 24 * 3600;
const STAFF_NOT_FOUND = "Esta pessoa não faz parte da equipa.";
const UNKNOWN_STORE = "Esta loja não existe.";
const TOTP_NOT_ON = "Esta pessoa não tem a verificação em dois passos ativa.";

/** The back office page of a one-time link. */
export function passwordLinkUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/admin/definir-palavra-passe?token=${token}`;
}

/** A new one-time link for a person (their earlier one dies); answers its URL. */
export async function newPasswordLink(db: Db, publicUrl: string, staffId: number) {
  const token = newToken();
  await repository.replaceLink(
    db,
    staffId,
    hashToken(token),
    new Date(Date.now() + LINK_SECONDS * 1000),
  );
  return passwordLinkUrl(publicUrl, token);
}

async function checkStore(db: Db, role: StaffRole, storeId: number | null) {
  if (role === "store" && (storeId === null || !(await repository.storeExists(db, storeId)))) {
    throw new AppError(ErrorCode.VALIDATION, UNKNOWN_STORE, {
      storeId: staffMessages.storeRequired,
    });
  }
}

/**
 * Adds a person to the staff and answers their one-time link; `actor` null is the owner's command
 * line (`npm run staff`).
 */
export async function inviteStaff(
  db: Kysely<DB>,
  publicUrl: string,
  actor: StaffActor | null,
  invite: StaffInvite,
) {
  const storeId = invite.role === "store" ? invite.storeId : null;
  return db.transaction().execute(async (trx) => {
    if (await repository.findByEmail(trx, invite.email)) {
      throw new AppError(ErrorCode.EMAIL_TAKEN, staffMessages.emailTaken, {
        email: staffMessages.emailTaken,
      });
    }
    await checkStore(trx, invite.role, storeId);
    const row = { email: invite.email, name: invite.name, role: invite.role, store_id: storeId };
    const id = await repository.insert(trx, row);
    await recordAudit(trx, actor, {
      action: "staff.invite",
      entity: "staff",
      entityId: id,
      after: row,
    });
    return { id, link: await newPasswordLink(trx, publicUrl, id) };
  });
}

/** The owner's management of the staff. */
export function staffAdmin(db: Kysely<DB>, publicUrl: string) {
  async function listView() {
    const rows = await repository.list(db);
    return rows.map((row) => ({
      id: row.id,
      email: row.email,
      name: row.name,
      role: row.role,
      storeId: row.store_id,
      active: row.active,
      totpEnabled: row.totp_enabled,
      passwordSet: row.password_set,
      lastSeenAt: row.last_seen_at ? new Date(row.last_seen_at).toISOString() : null,
    }));
  }

  return {
    list: listView,

    async invite(actor: StaffActor, invite: StaffInvite) {
      const { id, link } = await inviteStaff(db, publicUrl, actor, invite);
      const staff = (await listView()).find((row) => row.id === id);
      return { staff, link };
    },

    /** Role, store or active; a deactivated person's sessions end, and one owner always stays. */
    async change(actor: StaffActor, id: number, change: StaffChange) {
      await db.transaction().execute(async (trx) => {
        const before = await repository.lockById(trx, id);
        if (!before) throw notFound(STAFF_NOT_FOUND);
        const role = change.role ?? before.role;
        const active = change.active ?? before.active;
        const storeId = role === "store" ? (change.storeId ?? before.store_id) : null;
        const stopsOwning = before.role === "owner" && (role !== "owner" || !active);
        if (stopsOwning && (await repository.otherActiveOwners(trx, id)) === 0) {
          throw new AppError(ErrorCode.CONFLICT, staffMessages.lastOwner);
        }
        await checkStore(trx, role, storeId);
        await repository.update(trx, id, { role, store_id: storeId, active });
        if (!active || role !== before.role) await repository.deleteSessionsOf(trx, id);
        await recordAudit(trx, actor, {
          action: "staff.update",
          entity: "staff",
          entityId: id,
          before: { role: before.role, storeId: before.store_id, active: before.active },
          after: { role, storeId, active },
        });
      });
      return (await listView()).find((row) => row.id === id);
    },

    /**
     * Turns off a person's two-step verification (a lost phone): their sessions end, and at the
     * next sign-in they set it up again (an owner in production must).
     */
    async resetTotp(actor: StaffActor, id: number) {
      await db.transaction().execute(async (trx) => {
        const staff = await repository.lockById(trx, id);
        if (!staff) throw notFound(STAFF_NOT_FOUND);
        if (!staff.totp_enabled) throw new AppError(ErrorCode.CONFLICT, TOTP_NOT_ON);
        await repository.update(trx, id, { totp_secret: null, totp_enabled: false });
        await repository.replaceRecoveryCodes(trx, id, []);
        await repository.deleteSessionsOf(trx, id);
        await recordAudit(trx, actor, {
          action: "staff.totp-reset",
          entity: "staff",
          entityId: id,
          before: { totpEnabled: true },
          after: { totpEnabled: false },
        });
      });
      return (await listView()).find((row) => row.id === id);
    },

    async newLink(actor: StaffActor, id: number) {
      return db.transaction().execute(async (trx) => {
        if (!(await repository.lockById(trx, id))) throw notFound(STAFF_NOT_FOUND);
        await recordAudit(trx, actor, { action: "staff.link", entity: "staff", entityId: id });
        return { link: await newPasswordLink(trx, publicUrl, id) };
      });
    },
  };
}

export type StaffAdmin = ReturnType<typeof staffAdmin>;
