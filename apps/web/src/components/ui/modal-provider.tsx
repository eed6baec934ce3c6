import {
  createContext,
  Fragment,
  type ReactNode,
  useContext,
  useMemo,
  useRef,
  useState,
} from "react";
import { useTexts } from "../../lib/i18n/use-texts";
import { MessageDialog } from "./message-dialog";
import { uiTexts } from "./texts";

/** Renders one modal; call `close` to remove it. Return a `<Dialog>`. */
export type ModalRender = (close: () => void) => ReactNode;

export interface MessageOptions {
  title: string;
  /** A string (each line a paragraph) or any content. */
  text: ReactNode;
  /** Runs once the dialog is closed, whichever way it was closed. */
  onClose?: () => void;
}

export interface ModalApi {
  /** The error dialog: title 'Ups' and the message. */
  showError: (message: string, onClose?: () => void) => void;
  /** The generic message dialog: a title, a text and an optional action when it closes. */
  showMessage: (options: MessageOptions) => void;
  /** Any other dialog (size picker, purchase success…); returns a function that closes it. */
  openModal: (render: ModalRender, onClose?: () => void) => () => void;
  /** Closes every open dialog, without running their close actions. */
  closeAll: () => void;
}

interface ModalEntry {
  id: number;
  render: ModalRender;
}

const ModalContext = createContext<ModalApi | null>(null);

/** Holds the stack of open dialogs; the last opened is on top. */
export function ModalProvider({ children }: { children: ReactNode }) {
  const texts = useTexts(uiTexts);
  const [entries, setEntries] = useState<ModalEntry[]>([]);
  const closeActions = useRef(new Map<number, (() => void) | undefined>());
  const nextId = useRef(1);

  const api = useMemo(() => {
    function close(id: number) {
      if (!closeActions.current.has(id)) return;
      const action = closeActions.current.get(id);
      closeActions.current.delete(id);
      setEntries((current) => current.filter((entry) => entry.id !== id));
      action?.();
    }
    function openModal(render: ModalRender, onClose?: () => void) {
      const id = nextId.current++;
      closeActions.current.set(id, onClose);
      setEntries((current) => [...current, { id, render }]);
      return () => close(id);
    }
    const value: ModalApi = {
      openModal,
      showMessage: ({ title, text, onClose }) => {
        openModal(
          (closeThis) => <MessageDialog title={title} text={text} onClose={closeThis} />,
          onClose,
        );
      },
      showError: (message, onClose) => {
        openModal(
          (closeThis) => (
            <MessageDialog
              title={texts.errorTitle}
              text={message}
              onClose={closeThis}
              role="alertdialog"
            />
          ),
          onClose,
        );
      },
      closeAll: () => {
        closeActions.current.clear();
        setEntries([]);
      },
    };
    return { value, close };
  }, [texts.errorTitle]);

  return (
    <ModalContext value={api.value}>
      {children}
      {entries.map((entry) => (
        <Fragment key={entry.id}>{entry.render(() => api.close(entry.id))}</Fragment>
      ))}
    </ModalContext>
  );
}

/** The modal functions; only inside `ModalProvider` (the root layout provides it). */
export function useModal(): ModalApi {
  const api = useContext(ModalContext);
  if (!api) throw new Error("useModal needs a ModalProvider above it");
  return api;
}
