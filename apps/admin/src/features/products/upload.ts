import type { ApiEnvelope, UploadedPicture } from "@shop/shared";
import { env } from "../../config";
import { ApiRequestError } from "../../lib/api-client";
import { productFormTexts as texts } from "./texts";

/** The server reads what the picture is from its content; an unnamed type still says "image". */
const contentTypeOf = (file: File) =>
  file.type.startsWith("image/") ? file.type : "image/unknown";

/**
 * Sends one picture from the computer as the raw body of POST /api/admin/pictures, telling its
 * progress from 0 to 1 (fetch cannot report an upload's progress; XMLHttpRequest can).
 */
export function uploadPicture(
  file: File,
  onProgress: (fraction: number) => void,
): Promise<UploadedPicture> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", `${env.apiBaseUrl}/admin/pictures`);
    request.withCredentials = true;
    request.responseType = "json";
    request.setRequestHeader("content-type", contentTypeOf(file));
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const envelope = request.response as ApiEnvelope<UploadedPicture> | null;
      if (envelope?.valid) resolve(envelope.data);
      else
        reject(
          new ApiRequestError(
            request.status,
            envelope?.error ?? { code: "INTERNAL", message: texts.uploadNetwork },
          ),
        );
    };
    request.onerror = () =>
      reject(new ApiRequestError(0, { code: "INTERNAL", message: texts.uploadNetwork }));
    request.send(file);
  });
}
