import { Field, failureMessage } from "@shop/ui";
import { useState } from "react";
import { pictureUrl } from "../lib/pictures";
import { uploadPicture } from "../lib/upload-picture";
import styles from "./picture-field.module.css";
import { pictureFieldTexts as texts } from "./texts";

/**
 * One picture of the shop (a banner's, a store's): its preview, and a button that uploads a new
 * one from the device at once; the form keeps the stored picture's name.
 */
export function PictureField(props: {
  id: string;
  label: string;
  value: string;
  onChange: (name: string) => void;
  error?: string | undefined;
  hint?: string;
  /** Whether the picture may be left out (a store without a photo). */
  optional?: boolean;
}) {
  const { id, value } = props;
  /** How much of the upload has gone, from 0 to 1; null when none is under way. */
  const [progress, setProgress] = useState<number | null>(null);
  const uploading = progress !== null;
  const [failure, setFailure] = useState<string | null>(null);
  const error = failure ?? props.error;

  async function upload(file: File | undefined) {
    if (!file) return;
    setFailure(null);
    setProgress(0);
    try {
      props.onChange((await uploadPicture(file, setProgress)).name);
    } catch (reason) {
      setFailure(failureMessage(reason));
    } finally {
      setProgress(null);
    }
  }

  return (
    <Field
      id={id}
      label={props.label}
      error={error}
      hint={props.hint}
      optional={props.optional}
      compact
      wide
    >
      <div className={styles.picture}>
        {value ? (
          <img className={styles.preview} src={pictureUrl(value)} alt={texts.preview} />
        ) : (
          <span className={styles.empty}>{texts.none}</span>
        )}
        <div className={styles.controls}>
          <label className={`button button--secondary button--small ${styles.choose}`}>
            {uploading ? texts.uploading(progress) : value ? texts.replace : texts.choose}
            <input
              id={id}
              className="visually-hidden"
              type="file"
              accept="image/jpeg,image/png,image/webp,image/avif,image/heic,image/heif"
              disabled={uploading}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : props.hint ? `${id}-hint` : undefined}
              onChange={(event) => {
                void upload(event.target.files?.[0]);
                event.target.value = "";
              }}
            />
          </label>
          {props.optional && value && (
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={() => props.onChange("")}
            >
              {texts.remove}
            </button>
          )}
        </div>
      </div>
    </Field>
  );
}
