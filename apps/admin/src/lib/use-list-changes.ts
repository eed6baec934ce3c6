import { failureMessage } from "@shop/ui";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import type { ListResource } from "./list-resource";
import { queryClient } from "./query-client";

/**
 * Deleting and reordering a list ordered by hand: each answer is the new list, kept as the query's
 * data; `status` says what was done, `failure` why the server refused (a 409 in pt-PT).
 */
export function useListChanges<Item, Input>(
  resource: ListResource<Item, Input>,
  /** Other copies of the list to refresh after a change (the stores other pages choose from). */
  refresh?: readonly (readonly string[])[],
) {
  const [status, setStatus] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const keep = (items: Item[], message: string | null) => {
    queryClient.setQueryData(resource.key, items);
    for (const queryKey of refresh ?? []) void queryClient.invalidateQueries({ queryKey });
    setStatus(message);
    setFailure(null);
  };
  const fail = (error: unknown) => {
    setStatus(null);
    setFailure(failureMessage(error));
  };
  const remove = useMutation({
    mutationFn: ({ id }: { id: number; done: string }) => resource.remove(id),
    onSuccess: (items, { done }) => keep(items, done),
    onError: fail,
  });
  const reorder = useMutation({
    mutationFn: (ids: number[]) => resource.reorder(ids),
    onSuccess: (items) => keep(items, null),
    onError: fail,
  });
  return {
    status,
    failure,
    /** A form saved: the new list and what to say. */
    saved: keep,
    clear: () => {
      setStatus(null);
      setFailure(null);
    },
    remove: (id: number, done: string) => remove.mutate({ id, done }),
    reorder: (ids: number[]) => reorder.mutate(ids),
    busy: remove.isPending || reorder.isPending,
  };
}
