import { pictureSources } from "@shop/shared";
import { env } from "../config";

/** The address of a stored picture's preview (an upload's JPEG, or a plain media file). */
export function pictureUrl(name: string): string {
  return pictureSources(name, env.mediaBaseUrl).src;
}
