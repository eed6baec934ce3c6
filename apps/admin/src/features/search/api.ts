import type { SearchReport, SynonymGroup, SynonymInput } from "@shop/shared";
import { apiRequest } from "../../lib/api-client";
import { listResource } from "../../lib/list-resource";

export const synonyms = listResource<SynonymGroup, SynonymInput>("search/synonyms");

export const searchReportKey = ["search-report"] as const;

export const searchReportQuery = (days: number) => ({
  queryKey: [...searchReportKey, days],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiRequest<SearchReport>(`/admin/search/report?days=${days}`, { signal }),
});
