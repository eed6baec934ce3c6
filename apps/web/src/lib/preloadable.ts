import { type ComponentType, createElement, use } from "react";

const started = new Set<Promise<unknown>>();

/** The clicks the page's script loader holds wait for `promise` too (a part still coming alive). */
export function holdClicksUntil(promise: Promise<unknown>): void {
  started.add(promise);
}

/**
 * Settles when every preload started so far has, and every one those started in turn (a part
 * inside a part is waited for once its parent is alive): the page's held clicks are replayed then
 * (main.tsx), as a click on a part still waiting for its code would be lost.
 */
export async function preloadsSettled(): Promise<void> {
  let waitedFor: number;
  do {
    waitedFor = started.size;
    await Promise.allSettled(started);
  } while (started.size > waitedFor);
}

/**
 * A component whose code loads apart from the page's, yet is rendered in full by the server and
 * hydrated without a placeholder. The route's loader awaits `preload()`: on the server before it
 * renders, in the browser before a navigation renders. On the page the server rendered, the
 * component suspends until its code is there and the server's HTML stays meanwhile, so place it
 * inside a `<Suspense>`. (A `lazy()` would reach renderToString unloaded, and the server would send
 * that boundary's fallback instead of its HTML.) A part the server never renders (shown after a
 * choice) may use it too: its code loads beside the page's instead of with it, or, with
 * `{ beside: false }`, only when first rendered or asked for (`preload()` when the customer reaches
 * for the control that shows it). Call it at a module's top level.
 */
export function preloadable<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  { beside = true }: { beside?: boolean } = {},
): {
  Component: ComponentType<Props>;
  preload: () => Promise<unknown>;
  isLoaded: () => boolean;
} {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<unknown> | undefined;
  const preload = () => {
    loading ??= load().then(
      (component) => {
        loaded = component;
      },
      (error: unknown) => {
        // Tried again by the next render or navigation.
        loading = undefined;
        throw error;
      },
    );
    holdClicksUntil(loading);
    return loading;
  };
  // In the browser the code is fetched as soon as the page's own is there: the boundaries come
  // alive after the rest of the page, and the clicks held until then wait for it.
  if (beside && typeof window !== "undefined") preload().catch(() => undefined);
  // biome-ignore lint/correctness/noComponentHookFactories: made once per module, at its top level
  function Preloaded(props: Props) {
    if (!loaded) use(preload());
    return loaded ? createElement(loaded, props) : null;
  }
  return { Component: Preloaded, preload, isLoaded: () => loaded !== undefined };
}
