import type { Dashboard } from "@shop/shared";
import { apiRequest } from "../../lib/api-client";

export const dashboardQuery = {
  queryKey: ["dashboard"],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiRequest<Dashboard>("/admin/dashboard", { signal }),
};
