import type { ContactMessage, MessageReply, MessagesPage } from "@shop/shared";
import { apiRequest, queryString } from "../../lib/api-client";

export const messagesKey = ["messages"] as const;

export const messagesQuery = (query: Record<string, string | number>) => ({
  queryKey: [...messagesKey, "list", query],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiRequest<MessagesPage>(`/admin/messages${queryString(query)}`, { signal }),
});

export const messageQuery = (id: string) => ({
  queryKey: [...messagesKey, "one", id],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiRequest<ContactMessage>(`/admin/messages/${encodeURIComponent(id)}`, { signal }),
});

export const markRead = (id: number, read: boolean) =>
  apiRequest<ContactMessage>(`/admin/messages/${id}`, { method: "PATCH", body: { read } });

/** Emails a reply to the message's sender; answers the message with its replies. */
export const sendReply = (id: number, body: MessageReply) =>
  apiRequest<ContactMessage>(`/admin/messages/${id}/replies`, { body });
