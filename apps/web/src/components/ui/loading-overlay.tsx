import { useTexts } from "../../lib/i18n/use-texts";
import { uiTexts } from "./texts";

/**
 * The full-page 'Carregando...' overlay. Its look lives in index.html (class `boot-overlay`)
 * so that the very same overlay shows before the scripts have run.
 */
export function LoadingOverlay({ label }: { label?: string }) {
  const texts = useTexts(uiTexts);
  return (
    <div className="boot-overlay" role="status" aria-live="polite">
      {label ?? texts.loading}
    </div>
  );
}
