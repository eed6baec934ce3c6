/** What a route declares in its `handle`. */
export interface RouteHandle {
  /**
   * The document title (`<title> · Sapataria Lisboa`). Leave it out on screens whose title is only
   * known at run time and call `useDocumentTitle` from `lib/document-title` there instead.
   */
  title?: string;
}

export function routeTitle(handle: unknown): string | undefined {
  if (handle && typeof handle === "object" && "title" in handle) {
    const { title } = handle as RouteHandle;
    return typeof title === "string" ? title : undefined;
  }
  return undefined;
}
