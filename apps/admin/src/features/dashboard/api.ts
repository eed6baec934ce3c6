import type { Dashboard, SalesReport } from "@shop/shared";
import { apiRequest, queryString } from "../../lib/api-client";

export const dashboardQuery = {
  queryKey: ["dashboard"],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiRequest<Dashboard>("/admin/dashboard", { signal }),
};

/** The sales of the Lisbon days `from` to `to`, beside the period before. */
export const salesReportQuery = (from: string, to: string) => ({
  queryKey: ["dashboard", "sales", from, to],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiRequest<SalesReport>(`/admin/dashboard/sales${queryString({ from, to })}`, { signal }),
});
