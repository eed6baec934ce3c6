import type { User } from "@shop/shared";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { useUserFact } from "./hooks";
import { USER_KEY } from "./user-cache";

afterEach(cleanup);

const customer = (wishlist: number[]) => ({ id: 7, name: "Ana", wishlist }) as unknown as User;

let renders = 0;
function Heart() {
  renders += 1;
  const active = useUserFact((user) => user?.wishlist.includes(3) ?? false);
  return <p>{active ? "favorito" : "não favorito"}</p>;
}

describe("useUserFact", () => {
  it("re-renders when its fact changes, not whenever the user does", () => {
    const client = new QueryClient();
    render(
      <QueryClientProvider client={client}>
        <Heart />
      </QueryClientProvider>,
    );
    expect(screen.getByText("não favorito")).toBeTruthy();
    const first = renders;
    // The session's answer after the page came alive: nobody signed in, nothing to redraw.
    act(() => client.setQueryData(USER_KEY, null));
    act(() => client.setQueryData(USER_KEY, customer([1, 2])));
    expect(renders).toBe(first);
    act(() => client.setQueryData(USER_KEY, customer([1, 2, 3])));
    expect(screen.getByText("favorito")).toBeTruthy();
    expect(renders).toBe(first + 1);
  });
});
