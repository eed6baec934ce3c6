import { STAFF_ROLES, StaffInviteSchema } from "@shop/shared";
import type { Kysely } from "kysely";
import type { Config } from "../config/env.ts";
import { migrate } from "../db/migrate.ts";
import type { DB } from "../db/schema.ts";
import { staffRepository } from "../modules/staff/staff.repository.ts";
import { inviteStaff, newPasswordLink } from "../modules/staff/staff-admin.service.ts";
import { askRunningShop, withDatabase } from "./shop-access.ts";

export const STAFF_USAGE = `Usage:
  npm run staff -- add EMAIL --role ${STAFF_ROLES.join("|")} [--name NAME] [--store STORE_ID]
  npm run staff -- link EMAIL      a new one-time link to set the password
  npm run staff -- list`;

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
}

/** What `npm run staff` does, on the database it is given; answers the lines to print. */
export async function applyStaffCommand(
  db: Kysely<DB>,
  publicUrl: string,
  args: string[],
): Promise<string[]> {
  const [verb, email] = args;
  if (verb === "list") {
    const rows = await staffRepository.list(db);
    return rows.map((row) => `${row.email}\t${row.role}\t${row.active ? "ativo" : "inativo"}`);
  }
  if (verb === "add" && email) {
    const store = option(args, "store");
    const parsed = StaffInviteSchema.safeParse({
      email,
      name: option(args, "name") ?? email.split("@")[0],
      role: option(args, "role"),
      storeId: store === undefined ? null : Number(store),
    });
    if (!parsed.success)
      throw new Error(parsed.error.issues.map((issue) => issue.message).join(" "));
    const { link } = await inviteStaff(db, publicUrl, null, parsed.data);
    return [
      `${parsed.data.email} (${parsed.data.role}) added. One-time link to set the password:`,
      link,
    ];
  }
  if (verb === "link" && email) {
    const staff = await staffRepository.findByEmail(db, email);
    if (!staff) throw new Error(`No staff member with the email ${email}.`);
    return [`One-time link for ${staff.email}:`, await newPasswordLink(db, publicUrl, staff.id)];
  }
  throw new Error(STAFF_USAGE);
}

/** `npm run staff`: through the running shop on the embedded database, on the database otherwise. */
export async function runStaffCommand(config: Config, args: string[]): Promise<string[]> {
  const viaShop = await askRunningShop(config, "POST", "/staff", { args });
  if (viaShop) return (JSON.parse(viaShop.toString("utf8")) as { lines: string[] }).lines;
  return withDatabase(config, async (database) => {
    await migrate(database);
    return applyStaffCommand(database.db, config.publicUrl, args);
  });
}
