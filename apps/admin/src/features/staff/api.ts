import type { StaffInvite, StaffRole } from "@shop/shared";
import { apiRequest } from "../../lib/api-client";

export interface StaffMember {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  storeId: number | null;
  active: boolean;
  totpEnabled: boolean;
  passwordSet: boolean;
  lastSeenAt: string | null;
}

export interface StaffChange {
  role?: StaffRole;
  storeId?: number | null;
  active?: boolean;
}

export const staffKey = ["staff"] as const;

export const staffQuery = {
  queryKey: staffKey,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiRequest<StaffMember[]>("/admin/staff", { signal }),
};

export const inviteStaff = (body: StaffInvite) =>
  apiRequest<{ staff: StaffMember; link: string }>("/admin/staff", { body });

export const changeStaff = (id: number, body: StaffChange) =>
  apiRequest<StaffMember>(`/admin/staff/${id}`, { method: "PATCH", body });

export const resetTotp = (id: number) =>
  apiRequest<StaffMember>(`/admin/staff/${id}/totp-reset`, { method: "POST" });

export const newLink = (id: number) =>
  apiRequest<{ link: string }>(`/admin/staff/${id}/link`, { method: "POST" });
