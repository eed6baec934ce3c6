import { Component, type ReactNode, Suspense, use, useEffect, useState } from "react";
import { nextTask } from "./next-task";
import { holdClicksUntil } from "./preloadable";

/** Parts waiting for their turn; the server's page is still coming alive until none is left. */
let waitingParts = 0;
let hydrating = false;

/** Runs the browser's first render (main.tsx), which hydrates the server's HTML. */
export function whileHydrating(hydrate: () => void): void {
  hydrating = true;
  try {
    hydrate();
  } finally {
    hydrating = waitingParts > 0;
  }
}

interface Turn {
  /** Settles in the task where this part's turn has come. */
  ready: Promise<void>;
  /** Called once the part is alive, or gone before its turn (once either way). */
  hydrated: () => void;
}

let lastTurn: Promise<void> = Promise.resolve();

/** The next turn of the parts hydrated apart, each in a task after the one before. */
function nextTurn(): Turn {
  const ready = lastTurn.then(nextTask);
  lastTurn = ready;
  let resolveHydrated: () => void = () => undefined;
  // The clicks the page's script loader holds wait for this part too.
  holdClicksUntil(
    new Promise<void>((resolve) => {
      resolveHydrated = resolve;
    }),
  );
  waitingParts += 1;
  // A part inside this one mounts while this one hydrates, before this is called: it is still
  // the server's page coming alive, and it waits for a turn of its own.
  let done = false;
  const hydrated = () => {
    if (done) return;
    done = true;
    waitingParts -= 1;
    hydrating = waitingParts > 0;
    resolveHydrated();
  };
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
 * page in one go). Its server HTML stays as it is meanwhile. Its children must render one element
 * (Preact keeps only a waiting part's first element: a second would be taken out until the turn
 * comes). A part inside a part comes alive after it. Rendered by the browser itself (a
 * navigation), it renders at once.
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  const [turn] = useState(() => (hydrating ? nextTurn() : null));
  // A part taken away before its turn (the page left while coming alive) holds nothing back: the
  // clicks the script loader holds wait for every part, and would wait forever.
  useEffect(() => () => turn?.hydrated(), [turn]);
  return (
    <IdNumbering>
      <Suspense fallback={null}>
        {turn ? <WhenItsTurnComes turn={turn}>{children}</WhenItsTurnComes> : children}
      </Suspense>
    </IdNumbering>
  );
}

/**
 * What Preact's `useId` reads, by its internal (mangled) names: the ones preact-render-to-string
 * and Preact's devtools rely on too. A Preact upgrade that renamed them would show in the unit
 * test of the ids (hydrate-apart.test.tsx), which runs on Preact.
 */
interface PreactVNode {
  /** The parent. */
  __?: PreactVNode;
  /** The numbering of the `useId`s below: a prefix and the next number. */
  __m?: [string | number, number];
}

/**
 * The `useId`s of a part numbered apart from the page's. Preact numbers them in render order over
 * the whole page: the server renders a part where it stands, the browser after the rest, so the
 * ids inside (and every one after it) would differ from the server's HTML, and an
 * `aria-labelledby` written after a click would name an element that is not there. This takes
 * one id of the enclosing numbering where it stands (the same on both sides) as the prefix of the
 * ids inside.
 */
class IdNumbering extends Component<{ children: ReactNode }> {
  private numbering?: [string, number];

  override render() {
    const vnode = (this as unknown as { __v?: PreactVNode }).__v;
    // React (the server tests' renderer) numbers ids by their place in the tree: nothing to do.
    if (!vnode) return this.props.children;
    if (!this.numbering) {
      let outer = vnode.__ ?? vnode;
      while (!outer.__m && outer.__) outer = outer.__;
      outer.__m ??= [0, 0];
      this.numbering = [`${outer.__m[0]}-${outer.__m[1]++}p`, 0];
    }
    vnode.__m = this.numbering;
    return this.props.children;
  }
}
