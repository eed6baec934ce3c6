import { StoredPicture as SharedStoredPicture, type StoredPictureProps } from "@shop/ui";
import { env } from "../config";

/** A stored picture from the back office's media address (see @shop/ui's StoredPicture). */
export function StoredPicture(props: Omit<StoredPictureProps, "mediaBaseUrl">) {
  return <SharedStoredPicture mediaBaseUrl={env.mediaBaseUrl} {...props} />;
}
