import { type ApiEnvelope, type ContactBody, ErrorCode } from "@shop/shared";
import { env } from "../../config/env";
import { ApiRequestError } from "../../lib/api-client";
import { contactTexts } from "./texts";

/**
 * POST /public/contact. Unlike `apiRequest`, which returns only `data` (null here), this reads the
 * whole envelope: the thanks to show is the envelope's `message`. Failures are thrown as
 * ApiRequestError, with the server's field messages when the body was refused.
 */
export async function sendContactMessage(body: ContactBody): Promise<string> {
  let response: Response;
  try {
    response = await fetch(`${env.apiBaseUrl}/public/contact`, {
      method: "POST",
      credentials: "include",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  } catch {
    throw new ApiRequestError(0, { code: ErrorCode.INTERNAL, message: contactTexts.networkError });
  }
  const envelope = (await response.json().catch(() => null)) as ApiEnvelope<null> | null;
  if (!envelope) {
    throw new ApiRequestError(response.status, {
      code: ErrorCode.INTERNAL,
      message: contactTexts.networkError,
    });
  }
  if (!envelope.valid) throw new ApiRequestError(response.status, envelope.error);
  return envelope.message ?? contactTexts.sentFallback;
}
