import { pictureSources } from "@shop/shared";
import { type ImgHTMLAttributes, type SyntheticEvent, useState } from "react";

export interface StoredPictureProps
  extends Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "srcSet" | "sizes" | "alt"> {
  /** The picture as stored: an upload's name or a file path (a product's `pictures` entry). */
  name: string;
  /** Where the media files are served from (`/media/` or a CDN's address). */
  mediaBaseUrl: string;
  /** How wide the picture is shown (`sizes`): the browser picks the variant that fits. */
  sizes: string;
  /** What the picture shows, or "" when the text beside it says it. */
  alt: string;
  /** Shown instead when the picture cannot be loaded. */
  fallbackSrc?: string;
}

/**
 * A stored picture: an upload as `<picture>` with AVIF and WebP at every width and its JPEG for
 * older browsers; any other file (the demo's SVGs) as a plain `<img>`.
 */
export function StoredPicture({
  name,
  mediaBaseUrl,
  sizes,
  alt,
  fallbackSrc,
  onError,
  ...img
}: StoredPictureProps) {
  const [failedName, setFailedName] = useState<string | null>(null);
  if (fallbackSrc && failedName === name) return <img {...img} src={fallbackSrc} alt={alt} />;
  const { src, sources } = pictureSources(name, mediaBaseUrl);
  function handleError(event: SyntheticEvent<HTMLImageElement>) {
    if (fallbackSrc) setFailedName(name);
    onError?.(event);
  }
  const image = <img {...img} src={src} alt={alt} onError={handleError} />;
  if (sources.length === 0) return image;
  return (
    <picture>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {image}
    </picture>
  );
}
