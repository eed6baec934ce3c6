import {
  type ApiEnvelope,
  type CustomerErase,
  type CustomerProfile,
  type CustomerRow,
  customerExportFileName,
  type GuestProfile,
  type Paged,
} from "@shop/shared";
import { env } from "../../config";
import { ApiRequestError, apiRequest, queryString } from "../../lib/api-client";
import { customersTexts } from "./texts";

export const customersKey = ["customers"] as const;

export const customersQuery = (query: Record<string, string | number>) => ({
  queryKey: [...customersKey, "list", query],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiRequest<Paged<CustomerRow>>(`/admin/customers${queryString(query)}`, { signal }),
});

export const customerQuery = (id: string) => ({
  queryKey: [...customersKey, "one", id],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiRequest<CustomerProfile>(`/admin/customers/${encodeURIComponent(id)}`, { signal }),
});

/** A buyer without an account, by the key the list gives. */
export const guestQuery = (id: string) => ({
  queryKey: [...customersKey, "guest", id],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiRequest<GuestProfile>(`/admin/customers/guests/${encodeURIComponent(id)}`, { signal }),
});

export const eraseGuest = (id: number, body: CustomerErase) =>
  apiRequest<{ purchasesKept: number }>(`/admin/customers/guests/${id}/erase`, { body });

export const sendRecovery = (id: number) =>
  apiRequest<null>(`/admin/customers/${id}/recovery-email`, { method: "POST" });

export const eraseCustomer = (id: number, body: CustomerErase) =>
  apiRequest<{ purchasesKept: number }>(`/admin/customers/${id}/erase`, { body });

/** The file name the server gave the export, or the same rule's name for today. */
function fileNameOf(response: Response, id: number, guest: boolean): string {
  const header = response.headers.get("content-disposition") ?? "";
  return header.match(/filename="([^"]+)"/)?.[1] ?? customerExportFileName(id, new Date(), guest);
}

/**
 * Downloads everything the shop holds about the customer as a JSON file (the answer is the
 * document itself, not the envelope); answers the file's name.
 */
export async function downloadExport(id: number, guest = false): Promise<string> {
  const url = `${env.apiBaseUrl}/admin/customers/${guest ? "guests/" : ""}${id}/export`;
  const failed = (status: number) =>
    new ApiRequestError(status, { code: "INTERNAL", message: customersTexts.exportFailed });
  const response = await fetch(url, { credentials: "include" }).catch(() => null);
  if (!response) throw failed(0);
  if (!response.ok) {
    const envelope = (await response.json().catch(() => null)) as ApiEnvelope<never> | null;
    throw envelope && !envelope.valid
      ? new ApiRequestError(response.status, envelope.error)
      : failed(response.status);
  }
  const fileName = fileNameOf(response, id, guest);
  const link = document.createElement("a");
  link.href = URL.createObjectURL(await response.blob());
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 60_000);
  return fileName;
}
