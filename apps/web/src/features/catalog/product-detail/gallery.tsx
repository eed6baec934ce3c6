import { type ComponentType, lazy, memo, Suspense, useState } from "react";
import { NO_IMAGE } from "../../../components/product/product-display";
import { Dialog } from "../../../components/ui/dialog";
import { LoadingOverlay } from "../../../components/ui/loading-overlay";
import { StoredPicture } from "../../../components/ui/stored-picture";
import { mediaUrl } from "../../../lib/api-client";
import { useTexts } from "../../../lib/i18n/use-texts";
import styles from "./gallery.module.css";
import { ZoomIcon } from "./icons";
import { MAIN_SIZES, THUMB_SIZES, ZOOM_SIZES } from "./picture-sizes";
import { productTexts } from "./texts";
import type { ZoomDialogProps } from "./zoom-dialog";

const loadZoom = () => import("./zoom-dialog");

/** A plain large picture, used only if the zoom's code cannot be fetched. */
function PlainZoom({ title, pictures, index, onClose, fallbackSrc }: ZoomDialogProps) {
  const picture = pictures[index];
  return (
    <Dialog title={title} onClose={onClose} size="lg">
      {picture && (
        <StoredPicture
          name={picture.name}
          sizes={ZOOM_SIZES}
          alt={picture.alt}
          fallbackSrc={fallbackSrc}
        />
      )}
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

/**
 * The picture shown large (a button opening the zoom), first the product's main one (the first in
 * its order), and a row of thumbnails choosing it.
 */
export const Gallery = memo(function Gallery({
  title,
  pictures,
}: {
  title: string;
  /** The pictures as stored (uploads' names or file paths). */
  pictures: string[];
}) {
  const texts = useTexts(productTexts);
  const total = pictures.length;
  const [index, setIndex] = useState(0);
  const [zoomOpen, setZoomOpen] = useState(false);
  const fallback = mediaUrl(NO_IMAGE);

  const items = pictures.map((name, position) => ({
    name,
    alt: texts.pictureAlt(title, position + 1, total),
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
    <section className={styles.gallery} aria-label={texts.galleryLabel}>
      <button
        type="button"
        className={styles.stage}
        onClick={() => setZoomOpen(true)}
        onPointerEnter={preloadZoom}
        onFocus={preloadZoom}
        aria-haspopup="dialog"
      >
        <span className="visually-hidden">{texts.zoomPicture}: </span>
        <StoredPicture
          key={current.name}
          name={current.name}
          sizes={MAIN_SIZES}
          className={styles.main}
          alt={current.alt}
          width={800}
          height={800}
          fetchPriority="high"
          fallbackSrc={fallback}
        />
        <span className={styles.zoomHint} aria-hidden="true">
          <ZoomIcon size={18} />
        </span>
      </button>

      {total > 1 && (
        <ul className={styles.thumbs}>
          {items.map((item, position) => (
            <li key={item.name}>
              <button
                type="button"
                className={styles.thumb}
                aria-pressed={position === index}
                onClick={() => setIndex(position)}
              >
                <span className="visually-hidden">{texts.showPicture(position + 1, total)}</span>
                <StoredPicture
                  name={item.name}
                  sizes={THUMB_SIZES}
                  alt=""
                  width={160}
                  height={160}
                  loading="lazy"
                  fallbackSrc={fallback}
                />
              </button>
            </li>
          ))}
        </ul>
      )}

      {zoomOpen && (
        <Suspense fallback={<LoadingOverlay label={texts.zoomLoading} />}>
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
});
