import { type ComponentType, createElement, use } from "react";

const started = new Set<Promise<unknown>>();

/**
 * Settles when every preload started so far has: the page's held clicks are replayed then
 * (main.tsx), as a click on a part still waiting for its code would be lost.
 */
export function preloadsSettled(): Promise<unknown> {
  return Promise.allSettled(started);
}

/**
 * A component whose code loads apart from the page's, yet is rendered in full by the server and
 * hydrated without a placeholder. The route's loader awaits `preload()`: on the server before it
 * renders, in the browser before a navigation renders. On the page the server rendered, the
 * component suspends until its code is there and React keeps the server's HTML meanwhile, so place
 * it inside a `<Suspense>`. (A `lazy()` would reach renderToString unloaded, and React would throw
 * the server's HTML of that boundary away and render it again in the browser: its error 419.)
 * Call it at a module's top level.
 */
export function preloadable<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): { Component: ComponentType<Props>; preload: () => Promise<unknown> } {
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
    started.add(loading);
    return loading;
  };
  // In the browser the code is fetched as soon as the page's own is there: React hydrates the
  // boundaries after the rest of the page, and the clicks held until then wait for it.
  if (typeof window !== "undefined") preload().catch(() => undefined);
  // biome-ignore lint/correctness/noComponentHookFactories: made once per module, at its top level
  function Preloaded(props: Props) {
    if (!loaded) use(preload());
    return loaded ? createElement(loaded, props) : null;
  }
  return { Component: Preloaded, preload };
}
