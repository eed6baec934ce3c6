import { pictureSources, type UploadedPicture } from "@shop/shared";
import { env } from "../config";
import { apiRequest } from "./api-client";

/**
 * Uploads a picture chosen on the device; answers the name to keep (`pictures/<sha256>-WxH`). The
 * server reads the image's content, not its declared type: a file the browser could not type is
 * sent as a JPEG and still told apart.
 */
export function uploadPicture(file: File): Promise<UploadedPicture> {
  const body = file.type.startsWith("image/") ? file : new Blob([file], { type: "image/jpeg" });
  return apiRequest<UploadedPicture>("/admin/pictures", { body });
}

/** The address of a stored picture's preview (an upload's JPEG, or a plain media file). */
export function pictureUrl(name: string): string {
  return pictureSources(name, env.mediaBaseUrl).src;
}
