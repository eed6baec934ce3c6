import type { Kysely } from "kysely";
import { z } from "zod";
import type { DB } from "../db/schema.ts";

const flag = z.enum(["true", "false"]).transform((value) => value === "true");
const text = z.string().max(300);

const SettingChangesSchema = z
  .object({
    website_online: flag,
    store_online: flag,
    vat_percent: z.coerce.number().int().min(0).max(100),
    contact_name: text,
    contact_address: text,
    contact_nif: z.string().regex(/^\d{9}$/),
    contact_phone: text,
    contact_email: z.email(),
    banner_shoes_women: text,
    banner_shoes_men: text,
    banner_accessories_women: text,
    banner_accessories_men: text,
    banner_bottom_homepage: text,
    multibanco_entity: z.string().regex(/^\d{5}$/),
    multibanco_subentity: z.string().regex(/^\d{3}$/),
  })
  .partial()
  .strict();

export type SettingChanges = z.infer<typeof SettingChangesSchema>;

/** Turns `key=value` arguments into checked setting changes; throws a readable error otherwise. */
export function parseSettingAssignments(args: string[]): SettingChanges {
  const raw: Record<string, string> = {};
  for (const arg of args) {
    const at = arg.indexOf("=");
    if (at < 1) throw new Error(`Expected key=value, got '${arg}'`);
    raw[arg.slice(0, at)] = arg.slice(at + 1);
  }
  const parsed = SettingChangesSchema.safeParse(raw);
  if (!parsed.success) {
    throw new Error(
      parsed.error.issues.map((i) => `${i.path.join(".") || "settings"}: ${i.message}`).join("\n"),
    );
  }
  return parsed.data;
}

export async function updateSettings(db: Kysely<DB>, changes: SettingChanges): Promise<void> {
  await db.updateTable("settings").set(changes).where("id", "=", 1).execute();
}

export async function readSettings(db: Kysely<DB>) {
  return db.selectFrom("settings").selectAll().where("id", "=", 1).executeTakeFirstOrThrow();
}

/** Applies `key=value` arguments (none: no change) and answers the settings as they now are. */
export async function applySettingAssignments(db: Kysely<DB>, args: string[]) {
  const changes = parseSettingAssignments(args);
  if (Object.keys(changes).length > 0) await updateSettings(db, changes);
  return readSettings(db);
}
