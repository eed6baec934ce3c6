import { failureMessage } from "@shop/ui";
import { type DragEvent, useRef, useState } from "react";
import { StoredPicture } from "../../components/stored-picture";
import { uploadPicture } from "../../lib/upload-picture";
import {
  addPicture,
  makeMainPicture,
  movePicture,
  type PictureList,
  removePicture,
} from "./picture-list";
import styles from "./products.module.css";
import { productFormTexts as texts } from "./texts";

interface Upload {
  key: number;
  fileName: string;
  /** 0 to 1 while sending; null once it failed. */
  progress: number | null;
  error: string | null;
}

const ACCEPT = "image/jpeg,image/png,image/webp,image/avif,image/heic,image/heif,.heic,.heif";

/** The files a drop carries, if it carries files (not a picture of the list being moved). */
const droppedFiles = (event: DragEvent) =>
  event.dataTransfer.types.includes("Files") ? [...event.dataTransfer.files] : null;

/**
 * A product's pictures: uploaded from the computer (each file's progress, and the server's reason
 * when one is refused), reordered by dragging or with buttons, one chosen as the thumbnail, removed.
 */
export function PicturesField(props: {
  id: string;
  value: PictureList;
  onChange: (list: PictureList) => void;
  error: string | undefined;
}) {
  const { id, value, onChange } = props;
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [announcement, setAnnouncement] = useState("");
  const [dragged, setDragged] = useState<number | null>(null);
  // The list as it is now: an upload that ends later adds to the latest one, not to a stale copy.
  const latest = useRef(value);
  latest.current = value;
  const nextKey = useRef(0);
  const total = value.pictures.length;

  const change = (list: PictureList, message: string) => {
    latest.current = list;
    onChange(list);
    setAnnouncement(message);
  };
  const patchUpload = (key: number, patch: Partial<Upload>) =>
    setUploads((current) =>
      current.map((each) => (each.key === key ? { ...each, ...patch } : each)),
    );

  async function send(files: File[]) {
    const queued = files.map((file) => {
      nextKey.current += 1;
      return { key: nextKey.current, file };
    });
    setUploads((current) => [
      ...current,
      ...queued.map(({ key, file }) => ({ key, fileName: file.name, progress: 0, error: null })),
    ]);
    // One after the other: the pictures keep the order they were chosen in.
    for (const { key, file } of queued) {
      try {
        const { name } = await uploadPicture(file, (progress) => patchUpload(key, { progress }));
        if (latest.current.pictures.includes(name)) {
          patchUpload(key, { progress: null, error: texts.alreadyThere(file.name) });
          continue;
        }
        const list = addPicture(latest.current, name);
        change(list, texts.pictureLabel(list.pictures.length, list.pictures.length));
        setUploads((current) => current.filter((each) => each.key !== key));
      } catch (error) {
        const reason = failureMessage(error, texts.uploadNetwork);
        patchUpload(key, { progress: null, error: `${texts.uploadFailed(file.name)} ${reason}` });
      }
    }
  }

  function move(from: number, to: number) {
    const list = movePicture(value, from, to);
    if (list !== value) change(list, texts.pictureMoved(to + 1, total));
  }

  function drop(event: DragEvent, index: number | null) {
    event.preventDefault();
    const files = droppedFiles(event);
    if (files) void send(files);
    else if (dragged !== null && index !== null) move(dragged, index);
    setDragged(null);
  }

  return (
    <fieldset
      className={styles.pictures}
      aria-describedby={`${id}-hint${props.error ? ` ${id}-error` : ""}`}
    >
      <legend className={styles.sectionTitle}>{texts.pictures}</legend>
      <p id={`${id}-hint`} className={styles.hint}>
        {texts.picturesHint}
      </p>
      {total === 0 ? (
        <p className={styles.hint}>{texts.noPictures}</p>
      ) : (
        <ol className={styles.pictureList}>
          {value.pictures.map((name, index) => {
            // The first picture is the main one (the storefront shows it first everywhere).
            const isThumbnail = index === 0;
            const label = texts.pictureLabel(index + 1, total);
            return (
              <li
                key={name}
                className={styles.pictureCard}
                data-thumbnail={isThumbnail || undefined}
                data-dragged={dragged === index || undefined}
                draggable
                onDragStart={() => setDragged(index)}
                onDragEnd={() => setDragged(null)}
                onDragOver={(event) => event.preventDefault()}
                onDrop={(event) => drop(event, index)}
              >
                <StoredPicture
                  name={name}
                  sizes="160px"
                  alt={label}
                  className={styles.pictureImage}
                  draggable={false}
                />
                <p className={styles.pictureCaption}>{label}</p>
                <fieldset className={styles.pictureActions}>
                  <legend className="visually-hidden">{label}</legend>
                  {isThumbnail ? (
                    <span className={styles.mainBadge}>{texts.thumbnail}</span>
                  ) : (
                    <button
                      type="button"
                      className={`button button--secondary button--small ${styles.thumbnailToggle}`}
                      aria-label={`${texts.makeMain} (${label})`}
                      onClick={() =>
                        change(makeMainPicture(value, index), texts.thumbnailChosen(index + 1))
                      }
                    >
                      {texts.makeMain}
                    </button>
                  )}
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    aria-label={`${texts.moveEarlier} (${label})`}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                  >
                    ←
                  </button>
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    aria-label={`${texts.moveLater} (${label})`}
                    disabled={index === total - 1}
                    onClick={() => move(index, index + 1)}
                  >
                    →
                  </button>
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    aria-label={`${texts.removePicture} (${label})`}
                    onClick={() => change(removePicture(value, index), texts.pictureRemoved)}
                  >
                    {texts.removePicture}
                  </button>
                </fieldset>
              </li>
            );
          })}
        </ol>
      )}

      <label
        className={styles.dropZone}
        onDragOver={(event) => event.preventDefault()}
        onDrop={(event) => drop(event, null)}
      >
        <span className="button button--secondary">{texts.addPictures}</span>
        <span className={styles.hint}>{texts.dropPictures}</span>
        <input
          id={id}
          type="file"
          accept={ACCEPT}
          multiple
          className="visually-hidden"
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = "";
            if (files.length > 0) void send(files);
          }}
        />
      </label>

      {uploads.length > 0 && (
        <ul className={styles.uploads}>
          {uploads.map((upload) => (
            <li
              key={upload.key}
              className={styles.upload}
              data-failed={upload.error !== null || undefined}
            >
              {upload.error === null ? (
                <label>
                  <span>{texts.uploading(upload.fileName)}</span>
                  <progress max={1} value={upload.progress ?? 0} />
                </label>
              ) : (
                <>
                  <p role="alert">{upload.error}</p>
                  <button
                    type="button"
                    className={styles.dismiss}
                    onClick={() =>
                      setUploads((current) => current.filter((each) => each.key !== upload.key))
                    }
                  >
                    {texts.dismiss}
                  </button>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {props.error && (
        <p id={`${id}-error`} className={styles.error}>
          {props.error}
        </p>
      )}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </fieldset>
  );
}
