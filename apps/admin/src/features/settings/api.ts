import type { SettingsChange, SettingsView } from "@shop/shared";
import { apiRequest } from "../../lib/api-client";

export const settingsKey = ["settings"] as const;

export const settingsQuery = {
  queryKey: settingsKey,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiRequest<SettingsView>("/admin/settings", { signal }),
};

export const saveSettings = (change: SettingsChange) =>
  apiRequest<SettingsView>("/admin/settings", { method: "PATCH", body: change });
