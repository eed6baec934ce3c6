import {
  CountriesQuerySchema,
  CountryGroupInputSchema,
  CountryGroupItemSchema,
  CountryInputSchema,
  CountryItemSchema,
  DeliverySettingsSchema,
  IdSchema,
  ReorderSchema,
} from "@shop/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok, okSchema } from "../../http/envelope.ts";
import { pagedSchema } from "../admin/paged.ts";
import { staffOf } from "../staff/staff-guard.ts";
import type { DeliveryAdmin } from "./delivery-admin.service.ts";
import { deliveryTexts as texts } from "./texts.ts";

const IdParamsSchema = z.object({ id: IdSchema });
/** Delivery prices are what buyers pay: the owner's, like the other settings. */
const settings = { staffAccess: "settings.write" } as const;

/**
 * /api/admin/country-groups and /countries: where the shop delivers, and for how much; and
 * /delivery-settings: the hour until which orders leave the same day.
 */
export async function deliveryAdminRoutes(
  app: FastifyInstance,
  { delivery }: { delivery: DeliveryAdmin },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const groupList = { response: { 200: okSchema(z.array(CountryGroupItemSchema)) } };
  const country = { response: { 200: okSchema(CountryItemSchema) } };

  const deliverySettings = { response: { 200: okSchema(DeliverySettingsSchema) } };
  api.get("/delivery-settings", { config: settings, schema: deliverySettings }, async () =>
    ok(await delivery.deliverySettings()),
  );
  api.put(
    "/delivery-settings",
    { config: settings, schema: { body: DeliverySettingsSchema, ...deliverySettings } },
    async (request) =>
      ok(await delivery.changeDeliverySettings(staffOf(request), request.body), texts.saved),
  );

  api.get("/country-groups", { config: settings, schema: groupList }, async () =>
    ok(await delivery.groups()),
  );
  api.post(
    "/country-groups",
    { config: settings, schema: { body: CountryGroupInputSchema, ...groupList } },
    async (request) => ok(await delivery.createGroup(staffOf(request), request.body)),
  );
  api.put(
    "/country-groups/:id",
    {
      config: settings,
      schema: { params: IdParamsSchema, body: CountryGroupInputSchema, ...groupList },
    },
    async (request) =>
      ok(await delivery.updateGroup(staffOf(request), request.params.id, request.body)),
  );
  api.delete(
    "/country-groups/:id",
    { config: settings, schema: { params: IdParamsSchema, ...groupList } },
    async (request) => ok(await delivery.removeGroup(staffOf(request), request.params.id)),
  );

  api.get(
    "/countries",
    {
      config: settings,
      schema: {
        querystring: CountriesQuerySchema,
        response: { 200: okSchema(pagedSchema(CountryItemSchema)) },
      },
    },
    async (request) => ok(await delivery.countries(request.query)),
  );
  api.post(
    "/countries",
    { config: settings, schema: { body: CountryInputSchema, ...country } },
    async (request) => ok(await delivery.createCountry(staffOf(request), request.body)),
  );
  api.put(
    "/countries/order",
    { config: settings, schema: { body: ReorderSchema, ...groupList } },
    async (request) => ok(await delivery.reorderCountries(staffOf(request), request.body.ids)),
  );
  api.put(
    "/countries/:id",
    { config: settings, schema: { params: IdParamsSchema, body: CountryInputSchema, ...country } },
    async (request) =>
      ok(await delivery.updateCountry(staffOf(request), request.params.id, request.body)),
  );
  api.delete(
    "/countries/:id",
    { config: settings, schema: { params: IdParamsSchema, response: { 200: okSchema(z.null()) } } },
    async (request) => {
      await delivery.removeCountry(staffOf(request), request.params.id);
      return ok(null);
    },
  );
}
