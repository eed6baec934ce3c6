import { permissionsOf, type StaffMe, type StaffRole } from "@shop/shared";
import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { createMemoryRouter, type RouteObject, RouterProvider } from "react-router";
import { keepSession } from "./app/session/session";
import { queryClient } from "./lib/query-client";

/** A member of staff in `role` (a store's staff works at store 1), as the session gives them. */
export function testStaff(role: StaffRole, changes: Partial<StaffMe> = {}): StaffMe {
  return {
    id: 3,
    email: `${role}@sapatarialisboa.pt`,
    name: "Marta Lopes",
    role,
    storeId: role === "store" ? 1 : null,
    totpEnabled: false,
    permissions: [...permissionsOf(role)],
    ...changes,
  };
}

/**
 * Renders the back office's `routes` at `path` for `staff`, signed in (their session in the
 * app's query client, which each test clears after it). Answers the router, to follow where
 * the page goes.
 */
export function renderSignedIn(staff: StaffMe, routes: RouteObject[], path: string) {
  keepSession({ staff, step: "ready" });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}
