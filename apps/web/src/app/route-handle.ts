/** What a route declares in its `handle`. */
export interface RouteHandle {
  /**
   * The document title (`<title> · Sapataria Lisboa`). Leave it out on screens whose title is only
   * known at run time and call `useDocumentTitle` from `lib/document-title` there instead.
   */
  title?: string;
  /** The page's source file (src/…), the key of its script and styles in the build's manifest. */
  module?: string;
  /**
   * Source files the page loads apart from its own yet renders on the server (lib/preloadable.ts):
   * their styles go into the HTML with the page's, their scripts are fetched beside its.
   */
  preloads?: string[];
  /** The page needs the customer: the server renders the shell and leaves the page to the browser. */
  clientOnly?: boolean;
  /** The page's English is all in the first chunk (app/english-texts.ts): the home page. */
  englishFirstLoad?: boolean;
}

/** Whether an English page of the route needs the texts of app/english-more.ts. */
export function needsEnglishMore(handle: unknown): boolean {
  return !(handle && typeof handle === "object" && (handle as RouteHandle).englishFirstLoad);
}

export function isClientOnly(handle: unknown): boolean {
  return Boolean(handle && typeof handle === "object" && (handle as RouteHandle).clientOnly);
}

export function routeTitle(handle: unknown): string | undefined {
  if (handle && typeof handle === "object" && "title" in handle) {
    const { title } = handle as RouteHandle;
    return typeof title === "string" ? title : undefined;
  }
  return undefined;
}

export function routeModule(handle: unknown): string | undefined {
  if (handle && typeof handle === "object" && "module" in handle) {
    const { module } = handle as RouteHandle;
    return typeof module === "string" ? module : undefined;
  }
  return undefined;
}

/** The page's source file and those it preloads: what the server links in the page. */
export function routeModules(handle: unknown): string[] {
  const module = routeModule(handle);
  if (!module) return [];
  const { preloads = [] } = handle as RouteHandle;
  return [module, ...preloads];
}
