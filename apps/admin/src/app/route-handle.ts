/** What a route declares in its `handle`: its title (`Mensagens · Gestão · Sapataria Lisboa`). */
export interface RouteHandle {
  title?: string;
}

export function routeTitle(handle: unknown): string | undefined {
  if (handle && typeof handle === "object" && "title" in handle) {
    const { title } = handle as RouteHandle;
    return typeof title === "string" ? title : undefined;
  }
  return undefined;
}
