import { StoredPicture as SharedStoredPicture, type StoredPictureProps } from "@shop/ui";
import { env } from "../../config/env";

/** `sizes` of a picture as wide as the page (--content-max). */
export const PAGE_WIDE = "(min-width: 1240px) 1240px, 100vw";

/** A stored picture from the storefront's media address (see @shop/ui's StoredPicture). */
export function StoredPicture(props: Omit<StoredPictureProps, "mediaBaseUrl">) {
  return <SharedStoredPicture mediaBaseUrl={env.mediaBaseUrl} {...props} />;
}
