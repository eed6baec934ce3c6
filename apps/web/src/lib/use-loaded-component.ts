import { type ComponentType, startTransition, useEffect, useState } from "react";

/**
 * A component whose code loads once the page is in the browser. Until then (and on the server) the
 * caller shows its own placeholder, the same on both sides, so hydration matches: a `lazy()` inside
 * `<Suspense>` would reach renderToString unloaded, and React would throw the server's HTML of that
 * boundary away and render it again in the browser (its error 419), the page's largest picture with it.
 * `load` must be the same function on every render (declare it at the module's top level).
 */
export function useLoadedComponent<Props>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> | undefined {
  const [loaded, setLoaded] = useState<{ component: ComponentType<Props> }>();
  useEffect(() => {
    let mounted = true;
    load().then(
      (component) => {
        // Rendered as a transition: in slices the phone can answer between, not one long task.
        if (mounted) startTransition(() => setLoaded({ component }));
      },
      // A chunk that fails to load leaves the placeholder, which is a working page.
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [load]);
  return loaded?.component;
}
