import type {
  CountryGroupInput,
  CountryGroupItem,
  CountryInput,
  CountryItem,
  DeliverySettings,
  Paged,
} from "@shop/shared";
import { apiRequest, queryString } from "../../lib/api-client";
import { listResource } from "../../lib/list-resource";

export const countryGroups = listResource<CountryGroupItem, CountryGroupInput>("country-groups");

export const countriesKey = ["countries"] as const;

export const countriesQuery = (query: Record<string, string | number>) => ({
  queryKey: [...countriesKey, query],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiRequest<Paged<CountryItem>>(`/admin/countries${queryString(query)}`, { signal }),
});

export const createCountry = (body: CountryInput) =>
  apiRequest<CountryItem>("/admin/countries", { body });

export const updateCountry = (id: number, body: CountryInput) =>
  apiRequest<CountryItem>(`/admin/countries/${id}`, { method: "PUT", body });

export const deleteCountry = (id: number) =>
  apiRequest<null>(`/admin/countries/${id}`, { method: "DELETE" });

/** Answers the groups with their countries in the new order. */
export const reorderCountries = (ids: number[]) =>
  apiRequest<CountryGroupItem[]>("/admin/countries/order", { method: "PUT", body: { ids } });

export const deliverySettingsQuery = {
  queryKey: ["delivery-settings"] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiRequest<DeliverySettings>("/admin/delivery-settings", { signal }),
};

export const saveDeliverySettings = (body: DeliverySettings) =>
  apiRequest<DeliverySettings>("/admin/delivery-settings", { method: "PUT", body });
