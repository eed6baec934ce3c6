import { queryClient } from "../query-client";
import { accountPost } from "./account-api";
import { wishlistProductsQuery } from "./queries";
import { currentUser, updateUser } from "./user-cache";

/** The wishlist with the product added, or taken out when it was there. */
export function toggledWishlist(wishlist: readonly number[], productId: number): number[] {
  return wishlist.includes(productId)
    ? wishlist.filter((id) => id !== productId)
    : [...wishlist, productId];
}

function setWishlist(wishlist: number[]): void {
  updateUser((user) => ({ ...user, wishlist }));
}

/**
 * Adds or removes a favourite of the signed-in customer. The heart changes at once; the
 * server's list then replaces it, or the old one comes back when the call fails (and it throws).
 */
export async function toggleFavourite(productId: number): Promise<number[]> {
  const user = currentUser();
  if (!user) throw new Error("toggleFavourite needs a signed-in customer");
  setWishlist(toggledWishlist(user.wishlist, productId));
  try {
    const wishlist = await accountPost<number[]>(`/wishlist/${productId}`);
    setWishlist(wishlist);
    return wishlist;
  } catch (error) {
    setWishlist(user.wishlist);
    throw error;
  } finally {
    void queryClient.invalidateQueries({ queryKey: wishlistProductsQuery.queryKey });
  }
}
