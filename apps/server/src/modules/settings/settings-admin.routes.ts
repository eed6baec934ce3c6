import { SettingsChangeSchema, SettingsViewSchema, settingsMessages } from "@shop/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";
import { ok, okSchema } from "../../http/envelope.ts";
import { staffOf } from "../staff/staff-guard.ts";
import { changeSettings, readSettingsView } from "./settings.service.ts";

/**
 * /api/admin/settings: what `npm run settings` changes (VAT, the online switches, contacts,
 * MULTIBANCO), owner only: it decides what buyers pay and whether the shop sells at all.
 */
export async function settingsAdminRoutes(app: FastifyInstance, { db }: { db: Kysely<DB> }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { staffAccess: "settings.write" } as const;
  const view = { response: { 200: okSchema(SettingsViewSchema) } };

  api.get("/settings", { config, schema: view }, async () => ok(await readSettingsView(db)));
  api.patch(
    "/settings",
    { config, schema: { body: SettingsChangeSchema, ...view } },
    async (request) => {
      await changeSettings(db, staffOf(request), request.body);
      return ok(await readSettingsView(db), settingsMessages.saved);
    },
  );
}
