import type {
  ReservationAction,
  ReservationList,
  ReservationSettings,
  ReservationSummary,
} from "@shop/shared";
import { apiRequest, queryString } from "../../lib/api-client";
import { queryClient } from "../../lib/query-client";

export const reservationsKey = ["reservations"] as const;

export const reservationsQuery = (query: Record<string, string | number>) => ({
  queryKey: [...reservationsKey, query],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiRequest<ReservationList>(`/admin/reservations${queryString(query)}`, { signal }),
});

/** One of the counter's moves; the list and the stock it changed are read again. */
export async function moveReservation(id: number, action: ReservationAction) {
  const moved = await apiRequest<ReservationSummary>(`/admin/reservations/${id}/${action}`, {
    method: "POST",
  });
  await queryClient.invalidateQueries({ queryKey: reservationsKey });
  await queryClient.invalidateQueries({ queryKey: ["stock"] });
  return moved;
}

export const reservationSettingsQuery = {
  queryKey: ["reservation-settings"] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiRequest<ReservationSettings>("/admin/reservations/settings", { signal }),
};

export const saveReservationSettings = (body: ReservationSettings) =>
  apiRequest<ReservationSettings>("/admin/reservations/settings", { method: "PUT", body });
