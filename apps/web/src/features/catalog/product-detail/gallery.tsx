import { type ComponentType, lazy, Suspense, useState } from "react";
import { Dialog } from "../../../components/ui/dialog";
import { LoadingOverlay } from "../../../components/ui/loading-overlay";
import { mediaUrl } from "../../../lib/api-client";
import styles from "./gallery.module.css";
import { ZoomIcon } from "./icons";
import { productTexts } from "./texts";
import type { ZoomDialogProps } from "./zoom-dialog";

export const NO_IMAGE = "no-image.svg";

const loadZoom = () => import("./zoom-dialog");

/** A plain large picture, used only if the zoom's code cannot be fetched. */
function PlainZoom({ title, pictures, index, onClose }: ZoomDialogProps) {
  const picture = pictures[index];
  return (
    <Dialog title={title} onClose={onClose} size="lg">
      {picture && <img src={picture.src} alt={picture.alt} />}
    </Dialog>
  );
}

// The zoom is fetched on first use (and warmed up when the pointer or the focus reaches the
// picture), so the product page's own code stays small.
const ZoomDialog = lazy(() =>
  loadZoom().then(
    (module): { default: ComponentType<ZoomDialogProps> } => ({ default: module.ZoomDialog }),
    (): { default: ComponentType<ZoomDialogProps> } => ({ default: PlainZoom }),
  ),
);

function preloadZoom() {
  loadZoom().catch(() => undefined);
}

function useFallbackSrc() {
  const fallback = mediaUrl(NO_IMAGE);
  return {
    fallback,
    onError: (event: { currentTarget: HTMLImageElement }) => {
      if (!event.currentTarget.src.endsWith(NO_IMAGE)) event.currentTarget.src = fallback;
    },
  };
}

/** The main picture (a button opening the zoom) and a row of thumbnails choosing it. */
export function Gallery({
  title,
  pictures,
  initialIndex,
}: {
  title: string;
  /** File paths under the media address. */
  pictures: string[];
  initialIndex: number;
}) {
  const total = pictures.length;
  const [index, setIndex] = useState(initialIndex >= 0 && initialIndex < total ? initialIndex : 0);
  const [zoomOpen, setZoomOpen] = useState(false);
  const { fallback, onError } = useFallbackSrc();

  const items = pictures.map((path, position) => ({
    src: mediaUrl(path),
    alt: productTexts.pictureAlt(title, position + 1, total),
  }));
  const current = items[index];

  if (!current) {
    return (
      <div className={styles.gallery}>
        <div className={styles.stage}>
          <img className={styles.main} src={fallback} alt={title} width={800} height={800} />
        </div>
      </div>
    );
  }

  return (
    <section className={styles.gallery} aria-label={productTexts.galleryLabel}>
      <button
        type="button"
        className={styles.stage}
        onClick={() => setZoomOpen(true)}
        onPointerEnter={preloadZoom}
        onFocus={preloadZoom}
        aria-haspopup="dialog"
      >
        <span className="visually-hidden">{productTexts.zoomPicture}: </span>
        <img
          key={current.src}
          className={styles.main}
          src={current.src}
          alt={current.alt}
          width={800}
          height={800}
          fetchPriority="high"
          onError={onError}
        />
        <span className={styles.zoomHint} aria-hidden="true">
          <ZoomIcon size={18} />
        </span>
      </button>

      {total > 1 && (
        <ul className={styles.thumbs}>
          {items.map((item, position) => (
            <li key={item.src}>
              <button
                type="button"
                className={styles.thumb}
                aria-pressed={position === index}
                onClick={() => setIndex(position)}
              >
                <span className="visually-hidden">
                  {productTexts.showPicture(position + 1, total)}
                </span>
                <img
                  src={item.src}
                  alt=""
                  width={160}
                  height={160}
                  loading="lazy"
                  onError={onError}
                />
              </button>
            </li>
          ))}
        </ul>
      )}

      {zoomOpen && (
        <Suspense fallback={<LoadingOverlay label={productTexts.zoomLoading} />}>
          <ZoomDialog
            title={title}
            pictures={items}
            index={index}
            onIndexChange={setIndex}
            onClose={() => setZoomOpen(false)}
            fallbackSrc={fallback}
          />
        </Suspense>
      )}
    </section>
  );
}
