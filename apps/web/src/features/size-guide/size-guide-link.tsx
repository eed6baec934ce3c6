import { useQueryClient } from "@tanstack/react-query";
import { Suspense, useState } from "react";
import { useTexts } from "../../lib/i18n/use-texts";
import { preloadable } from "../../lib/preloadable";
import { sizeGuideQuery } from "./api";
import styles from "./size-guide.module.css";
import type { SizeGuideDialogProps } from "./size-guide-dialog";
import { sizeGuideTexts } from "./texts";

// The dialog's code and the guide load when the customer reaches for the link (pointer over it,
// focus), not with the page.
const dialog = preloadable<SizeGuideDialogProps>(
  () => import("./size-guide-dialog").then((module) => module.SizeGuideDialog),
  { beside: false },
);

/** «Guia de tamanhos» beside the sizes: opens the guide (a dialog; a sheet on a phone). */
export function SizeGuideLink(props: Omit<SizeGuideDialogProps, "onClose">) {
  const texts = useTexts(sizeGuideTexts);
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const reach = () => {
    dialog.preload().catch(() => undefined);
    client.prefetchQuery(sizeGuideQuery(props.guideId)).catch(() => undefined);
  };
  return (
    <>
      <button
        type="button"
        className={styles.link}
        aria-haspopup="dialog"
        onPointerEnter={reach}
        onFocus={reach}
        onClick={() => setOpen(true)}
      >
        {texts.open}
      </button>
      {open && (
        <Suspense fallback={null}>
          <dialog.Component {...props} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
