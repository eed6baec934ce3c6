import { type ReactNode, Suspense, use, useEffect, useState } from "react";
import { holdClicksUntil } from "./preloadable";

let hydrating = false;

/** Runs the browser's first render (main.tsx), which hydrates the server's HTML. */
export function whileHydrating(hydrate: () => void): void {
  hydrating = true;
  try {
    hydrate();
  } finally {
    hydrating = false;
  }
}

interface Turn {
  /** Settles in the task where this part's turn has come. */
  ready: Promise<void>;
  /** Called once the part is alive. */
  hydrated: () => void;
}

let lastTurn: Promise<void> = Promise.resolve();

/** The next turn of the parts hydrated apart, each in a task after the one before. */
function nextTurn(): Turn {
  const ready = lastTurn.then(() => new Promise<void>((resolve) => setTimeout(resolve)));
  lastTurn = ready;
  let hydrated: () => void = () => undefined;
  // The clicks the page's script loader holds wait for this part too.
  holdClicksUntil(
    new Promise<void>((resolve) => {
      hydrated = resolve;
    }),
  );
  return { ready, hydrated };
}

function WhenItsTurnComes({ turn, children }: { turn: Turn; children: ReactNode }) {
  use(turn.ready);
  useEffect(turn.hydrated, []);
  return children;
}

/**
 * A part of a server-rendered page that comes alive in a task of its own, after the rest: a
 * phone answers a tap between the parts instead of after one long hydration (Preact hydrates a
 * page in one go). Its server HTML stays as it is meanwhile. Rendered by the browser itself (a
 * navigation), it renders at once.
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  const [turn] = useState(() => (hydrating ? nextTurn() : null));
  return (
    <Suspense fallback={null}>
      {turn ? <WhenItsTurnComes turn={turn}>{children}</WhenItsTurnComes> : children}
    </Suspense>
  );
}
