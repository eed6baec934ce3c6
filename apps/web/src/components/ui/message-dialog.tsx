import type { ReactNode } from "react";
import { Dialog } from "./dialog";

export interface MessageDialogProps {
  title: string;
  text: ReactNode;
  onClose: () => void;
  role?: "dialog" | "alertdialog";
}

/** A title, a text (a string's lines become paragraphs) and a 'Fechar' button. */
export function MessageDialog({ title, text, onClose, role }: MessageDialogProps) {
  return (
    <Dialog title={title} onClose={onClose} role={role}>
      {typeof text === "string"
        ? text
            .split("\n")
            .filter((line) => line.trim() !== "")
            .map((line, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the lines never move.
              <p key={index}>{line}</p>
            ))
        : text}
    </Dialog>
  );
}
