import type { StaffMe, StaffSessionView } from "@shop/shared";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../lib/api-client";
import { queryClient } from "../../lib/query-client";

export const sessionKey = ["staff-session"] as const;

/** Who is signed in, and at which step (GET /api/admin/session; 401 when nobody is). */
export const sessionQuery = {
  queryKey: sessionKey,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiRequest<StaffSessionView>("/admin/session", { signal }),
  staleTime: 60_000,
};

/** The session the staff layout's loader made sure of: the pages under it always have it. */
export function useStaff(): StaffMe {
  const { data } = useQuery(sessionQuery);
  if (!data) throw new Error("useStaff outside the staff layout");
  return data.staff;
}

/** Keeps the answer of a sign-in step, so the pages after it need not ask again. */
export function keepSession(view: StaffSessionView): void {
  queryClient.setQueryData(sessionKey, view);
}

export const signIn = (body: { email: string; password: string }) =>
  apiRequest<StaffSessionView>("/admin/session", { body });

export const confirmTotp = (body: { code: string }) =>
  apiRequest<StaffSessionView>("/admin/session/totp", { body });

/** Ends the session on the server and forgets everything this browser holds of it. */
export async function signOut(): Promise<void> {
  await apiRequest<null>("/admin/session", { method: "DELETE" });
  queryClient.clear();
}
